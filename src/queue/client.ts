import { Queue, type JobsOptions } from 'bullmq';
import { Redis } from 'ioredis';
import { DependencyUnavailable, within } from '../outage.ts';
import { jobCatalog, queueNames, type JobName, type JobPayload } from './catalog.ts';

export type QueueClient = {
  redis: Redis;
  prefix: string;
  enqueue<N extends JobName>(name: N, payload: JobPayload<N>, opts?: { jobId?: string; delay?: number }): Promise<void>;
  /**
   * Enqueues unless a job with this id is waiting, delayed or running (then false). A finished job (completed or
   * failed) under the id is removed first: re-deriving a job from PostgreSQL must not be blocked by its remains.
   */
  ensure<N extends JobName>(name: N, payload: JobPayload<N>, jobId: string): Promise<boolean>;
  depths(): Promise<Record<string, Record<string, number>>>;
  queue(name: string): Queue;
  /** Throws DependencyUnavailable('redis') unless Redis answers a PING within the command timeout. */
  requireRedis(): Promise<void>;
  close(): Promise<void>;
};

export function createRedis(url: string): Redis {
  // BullMQ requires maxRetriesPerRequest: null for blocking connections; harmless for the rest.
  const redis = new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: true });
  redis.on('error', () => {});
  return redis;
}

/**
 * The connection requests use (enqueue, rate limits, announcements): it fails fast instead of waiting for Redis.
 * No offline queue (a command while disconnected is refused at once), no retries of a command cut off by a lost
 * connection, and a timeout per command (a Redis that accepts but never answers). It still reconnects on its own
 * (every 2 s at most), so requests succeed again within seconds of Redis returning. Workers' blocking
 * connections (createRedis) keep waiting instead: a job may wait, a request may not.
 */
export function createRequestRedis(url: string, timeoutMs: number): Redis {
  const redis = new Redis(url, { maxRetriesPerRequest: 0, enableOfflineQueue: false, commandTimeout: timeoutMs, enableReadyCheck: true });
  redis.on('error', () => {});
  return redis;
}

export function createQueueClient(url: string, prefix: string, timeoutMs = 2_000): QueueClient {
  const redis = createRequestRedis(url, timeoutMs);
  const queues = new Map<string, Queue>(queueNames.map((q) => [q, new Queue(q, { connection: redis, prefix })]));
  // A lost connection is reported where it matters (503s, /readyz, the relay's log), not once per reconnect try.
  for (const q of queues.values()) q.on('error', () => {});
  const queue = (name: string) => {
    const q = queues.get(name);
    if (!q) throw new Error(`unknown queue ${name}`);
    return q;
  };
  return {
    redis,
    prefix,
    queue,
    async enqueue(name, payload, opts) {
      const def = jobCatalog[name];
      const data = def.payload.parse(payload);
      const jobOpts: JobsOptions = {
        attempts: def.attempts,
        backoff: def.backoff,
        removeOnComplete: { age: 24 * 3600, count: 10_000 },
        removeOnFail: { age: 7 * 24 * 3600 },
        ...(opts?.jobId ? { jobId: opts.jobId } : {}),
        ...(opts?.delay ? { delay: opts.delay } : {}),
      };
      await queue(def.queue).add(name, data, jobOpts);
    },
    async ensure(name, payload, jobId) {
      const existing = await queue(jobCatalog[name].queue).getJob(jobId);
      if (existing) {
        const state = await existing.getState();
        if (state !== 'completed' && state !== 'failed' && state !== 'unknown') return false;
        await existing.remove().catch(() => {});
      }
      await this.enqueue(name, payload, { jobId });
      return true;
    },
    async depths() {
      const out: Record<string, Record<string, number>> = {};
      for (const [name, q] of queues) out[name] = await q.getJobCounts('waiting', 'active', 'delayed', 'failed');
      return out;
    },
    async requireRedis() {
      if (redis.status !== 'ready') throw new DependencyUnavailable('redis');
      await within(redis.ping(), timeoutMs, 'redis').catch((err: unknown) => {
        throw err instanceof DependencyUnavailable ? err : new DependencyUnavailable('redis', { cause: err });
      });
    },
    async close() {
      await Promise.all([...queues.values()].map((q) => q.close()));
      await redis.quit().catch(() => {});
    },
  };
}
