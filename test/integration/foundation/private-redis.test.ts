import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../src/logger.ts';
import { ensureRedis, RedisUnavailableError } from '../../../src/runtime/redis.ts';

const log = createLogger({ LOG_LEVEL: 'silent', LOG_FORMAT: 'json', NODE_ENV: 'test' });

describe('Redis for the embedded default', () => {
  it('starts a private redis-server under DATA_DIR when nothing answers at REDIS_URL, and stops it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hub-redis-'));
    const port = 20000 + Math.floor(Math.random() * 20000);
    const url = `redis://127.0.0.1:${port}`;
    try {
      const redis = await ensureRedis(url, dir, log);
      const client = new Redis(url, { maxRetriesPerRequest: 1 });
      expect(await client.ping()).toBe('PONG');
      client.disconnect();
      redis.stop();
      await new Promise((r) => setTimeout(r, 500));
      const probe = new Redis(url, { lazyConnect: true, retryStrategy: () => null, maxRetriesPerRequest: 0 });
      probe.on('error', () => {});
      await expect(probe.connect()).rejects.toThrow();
      probe.disconnect();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('without redis-server on the PATH it fails with one clear line saying how to get Redis', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hub-redis-'));
    const path = process.env.PATH;
    process.env.PATH = '/nonexistent';
    try {
      await expect(ensureRedis('redis://127.0.0.1:1', dir, log)).rejects.toThrow(RedisUnavailableError);
      await expect(ensureRedis('redis://127.0.0.1:1', dir, log)).rejects.toThrow(/REDIS_URL/);
    } finally {
      process.env.PATH = path;
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('uses the Redis that already answers without starting anything', async () => {
    const redis = await ensureRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', tmpdir(), log);
    expect(typeof redis.stop).toBe('function');
    redis.stop();
  });
});
