import { Queue, type JobsOptions } from 'bullmq';
import { Redis } from 'ioredis';
import { jobCatalog, queueNames, type JobName, type JobPayload } from './catalog.ts';

export type QueueClient = {
  redis: Redis;
  prefix: string;
  enqueue<N extends JobName>(name: N, payload: JobPayload<N>, opts?: { jobId?: string; delay?: number }): Promise<void>;
  depths(): Promise<Record<string, Record<string, number>>>;
  queue(name: string): Queue;
  close(): Promise<void>;
};

export function createRedis(url: string): Redis {
  // BullMQ requires maxRetriesPerRequest: null for blocking connections; harmless for the rest.
  const redis = new Redis(url, { maxRetriesPerRequest: null, enableReadyCheck: true });
  redis.on('error', () => {});
  return redis;
}

export function createQueueClient(url: string, prefix: string): QueueClient {
  const redis = createRedis(url);
  const queues = new Map<string, Queue>(queueNames.map((q) => [q, new Queue(q, { connection: redis, prefix })]));
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
    async depths() {
      const out: Record<string, Record<string, number>> = {};
      for (const [name, q] of queues) out[name] = await q.getJobCounts('waiting', 'active', 'delayed', 'failed');
      return out;
    },
    async close() {
      await Promise.all([...queues.values()].map((q) => q.close()));
      await redis.quit().catch(() => {});
    },
  };
}
