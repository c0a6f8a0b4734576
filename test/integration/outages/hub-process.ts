import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../helpers/free-port.ts';
import { until } from './servers.ts';

// The hub as `npm start` runs it (API and workers in one process), from source, on free ports, for fault tests that
// signal or restart the process itself.

export type HubProcess = {
  child: ChildProcess;
  url: string;
  /** The exit code (null after a signal). */
  exited: Promise<number | null>;
  /** Everything the process wrote so far. */
  output(): string;
  /** SIGKILL if still running; removes its data directory. */
  kill(): Promise<void>;
};

/**
 * Starts the hub with `env` (DATABASE_URL, REDIS_URL, QUEUE_PREFIX at least) and waits for /readyz 200; `nodeArgs`
 * go before the entry point (an `--import` of a fault-injecting module, say).
 */
export async function startHub(env: Record<string, string>, nodeArgs: string[] = []): Promise<HubProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), 'hub-fault-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', ...nodeArgs, 'src/main.ts'], {
    cwd: process.cwd(),
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/root',
      NODE_ENV: 'production',
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      TEST_PORT: String(await freePort()),
      SEED_DEMO: 'false',
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const killNow = () => child.kill('SIGKILL');
  process.once('exit', killNow);
  let output = '';
  child.stdout!.on('data', (b: Buffer) => (output += b.toString()));
  child.stderr!.on('data', (b: Buffer) => (output += b.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const hub: HubProcess = {
    child,
    url: `http://127.0.0.1:${port}`,
    exited,
    output: () => output,
    async kill() {
      process.removeListener('exit', killNow);
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  await until(() => fetch(`${hub.url}/readyz`), (r) => r.status === 200, 60_000, 'the hub to be ready').catch(async (err: Error) => {
    await hub.kill();
    throw new Error(`${err.message}\n${output}`);
  });
  return hub;
}
