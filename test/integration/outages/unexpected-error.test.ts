import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../helpers/harness.ts';
import { startHub, type HubProcess } from './hub-process.ts';

// A bug's unhandled rejection in a running hub: the JSON log says what happened (not a bare stack on stderr), the
// process stops as on SIGTERM, and it exits 1 so a supervisor restarts it. The rejection is injected by a module
// loaded with --import, on SIGUSR2.

const setup = useHarness();
const inject = fileURLToPath(new URL('./fixtures/reject-on-sigusr2.mjs', import.meta.url));
let hub: HubProcess | undefined;
afterAll(() => hub?.kill());

describe('an unhandled promise rejection in a running hub', () => {
  it('is logged as a fatal JSON line, then the hub shuts down cleanly and exits 1', { timeout: 90_000 }, async () => {
    const config = { DATABASE_URL: setup.h.config.DATABASE_URL!, REDIS_URL: setup.h.config.REDIS_URL, QUEUE_PREFIX: setup.h.config.QUEUE_PREFIX };
    hub = await startHub({ ...config, LOG_LEVEL: 'info' }, ['--import', inject]);
    hub.child.kill('SIGUSR2');
    let timer: NodeJS.Timeout | undefined;
    const code = await Promise.race([hub.exited, new Promise((r) => (timer = setTimeout(() => r('still running'), 15_000)))]);
    clearTimeout(timer);
    expect(code, hub.output()).toBe(1);

    const lines = hub
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { level: number; msg: string; err?: { message?: string } });
    const fatal = lines.find((l) => l.level === 60);
    expect(fatal?.msg).toBe('unhandled promise rejection; shutting down');
    expect(fatal?.err?.message).toBe('injected: a rejection nobody handles');
    // The graceful path ran to its end: servers and workers closed before the exit.
    expect(lines.map((l) => l.msg)).toContain('stopped');
  });
});
