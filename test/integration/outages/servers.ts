import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { freePort } from '../../helpers/free-port.ts';
import { redisAnswers } from '../../../src/runtime/redis.ts';

// Servers a fault test owns and may stop: a private redis-server on a free port (with an append-only file, as the
// hub's own private Redis runs, so queued jobs survive a restart). Fault tests never stop the machine's shared
// PostgreSQL (5432) or Redis (6379).

export { freePort };

const answers = (url: string) => redisAnswers(url, 500);

export type PrivateRedis = {
  url: string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** SIGSTOP / SIGCONT: a Redis that keeps its connections open and never answers, then answers again. */
  freeze(): void;
  thaw(): void;
  remove(): Promise<void>;
};

export async function privateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  const dir = await mkdtemp(join(tmpdir(), 'hub-outage-redis-'));
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  const self: PrivateRedis = {
    url,
    async start() {
      child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'yes'], { stdio: 'ignore' });
      for (let i = 0; i < 100; i++) {
        if (await answers(url)) return;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`private redis-server on ${port} did not answer`);
    },
    /** SIGTERM: Redis writes its append-only file and exits, as `redis-cli shutdown` does. */
    async stop() {
      const c = child;
      if (!c || c.exitCode !== null) return;
      await new Promise((resolve) => {
        c.once('exit', resolve);
        c.kill('SIGTERM');
      });
    },
    freeze: () => void child?.kill('SIGSTOP'),
    thaw: () => void child?.kill('SIGCONT'),
    async remove() {
      self.thaw();
      await self.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
  await self.start();
  process.once('exit', () => child?.kill('SIGKILL'));
  return self;
}

/** How long `fn` took, with its result. */
export async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await fn();
  return { ms: performance.now() - started, value };
}

export async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms: number, what: string): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  for (;;) {
    const value = await read().catch((err: Error) => err as unknown as T);
    if (!(value instanceof Error) && ok(value)) return { value, ms: Date.now() - started };
    if (Date.now() - started > ms) throw new Error(`timed out after ${ms} ms waiting for ${what}: ${value instanceof Error ? value.message : JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
