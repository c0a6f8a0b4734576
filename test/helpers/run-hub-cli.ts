import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Harness } from './harness.ts';

export type CliRun = { code: number; stdout: string; stderr: string };

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** `node bin/hub.js …` as users run it, against the harness's database, Redis and queue prefix; `input` is its stdin. */
export function runHubCli(h: Harness, args: string[], env: Record<string, string | undefined> = {}, input = ''): Promise<CliRun> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      ['bin/hub.js', ...args],
      {
        cwd: ROOT,
        timeout: 60_000,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          DATABASE_URL: h.config.DATABASE_URL,
          REDIS_URL: h.config.REDIS_URL,
          QUEUE_PREFIX: h.config.QUEUE_PREFIX,
          LOG_FORMAT: 'json',
          ...env,
        },
      },
      (err, stdout, stderr) => resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
    child.stdin?.end(input);
  });
}
