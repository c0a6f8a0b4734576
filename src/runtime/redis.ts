import { spawn, spawnSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Redis } from 'ioredis';
import type { Logger } from '../logger.ts';

export class RedisUnavailableError extends Error {}

/** Whether a Redis at `url` answers PING within `timeoutMs` (one connection, no retries). */
export async function redisAnswers(url: string, timeoutMs = 1500): Promise<boolean> {
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: timeoutMs });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/**
 * Makes sure Redis answers at `url`. When nothing does and `redis-server` is on the PATH, a private Redis is
 * started under DATA_DIR on the URL's port; otherwise the caller gets one clear message on how to get Redis.
 */
export async function ensureRedis(url: string, dataDir: string, log: Logger): Promise<{ stop(): void }> {
  if (await redisAnswers(url)) return { stop() {} };
  const hasServer = spawnSync('sh', ['-c', 'command -v redis-server'], { encoding: 'utf8' }).status === 0;
  if (!hasServer) {
    throw new RedisUnavailableError(
      `Redis does not answer at ${url}. Start one (e.g. "apt-get install redis-server && redis-server --daemonize yes") or set REDIS_URL.`,
    );
  }
  const { port } = new URL(url);
  const dir = resolve(dataDir, 'redis');
  await mkdir(dir, { recursive: true });
  log.info({ port: port || 6379, dir }, 'starting a private Redis');
  const child = spawn('redis-server', ['--port', port || '6379', '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'yes', '--logfile', join(dir, 'redis.log')], {
    stdio: 'ignore',
    detached: false,
  });
  let spawnError: Error | undefined;
  child.on('error', (err) => (spawnError = err));
  for (let i = 0; i < 50 && !spawnError; i++) {
    if (await redisAnswers(url)) return { stop: () => child.kill('SIGTERM') };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGKILL');
  if (spawnError) throw new RedisUnavailableError(`Could not start a private redis-server (${spawnError.message}): start Redis yourself or set REDIS_URL.`);
  throw new RedisUnavailableError(`A private redis-server was started but does not answer at ${url}.`);
}
