import { randomUUID } from 'node:crypto';
import { UnrecoverableError, type Job } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx, Environment } from '../../../src/context.ts';
import { withTransaction } from '../../../src/db/transaction.ts';
import { jobCatalog } from '../../../src/queue/catalog.ts';
import { publishAfterCommit, startOutboxRelay, writeJobToOutbox } from '../../../src/queue/outbox.ts';
import { countOutboxBacklog, insertOutbox } from '../../../src/queue/repository.ts';
import { createWorker } from '../../../workers/create-worker.ts';
import { uniqueId, useHarness } from '../../helpers/harness.ts';
import { eventually } from './support.ts';

// Queue plumbing: the transactional outbox and its relay, and createWorker's validation, retries and sync errors.

const setup = useHarness({ tenant: false });

function ctxFor(siteId: string, environment: Environment = 'live'): Ctx {
  return { siteId, environment, credential: null, requestId: 'test', log: setup.h.deps.log, db: setup.h.deps.db.prisma, deps: setup.h.deps };
}

const imports = () => setup.h.deps.queue.queue('imports');

describe('outbox', () => {
  it('a row written in a transaction is published by the relay as a BullMQ job with the deterministic id', async () => {
    const siteId = uniqueId('site');
    const jobId = randomUUID();
    const payload = { siteId, environment: 'live' as const, jobId, integration: 'erp' };
    await withTransaction(ctxFor(siteId), async (tx) => {
      await tx.db.job.create({ data: { id: jobId, siteId, environment: 'live', type: 'price-import' } });
      await writeJobToOutbox(tx, 'price-import', payload, jobId);
    });
    expect(await imports().getJob(jobId)).toBeUndefined();
    const relay = startOutboxRelay(setup.h.deps.db.prisma, setup.h.deps.queue, setup.h.deps.log, 50);
    try {
      const job = (await eventually(() => imports().getJob(jobId), 10_000)) as Job;
      expect(job.id).toBe(jobId);
      expect(job.name).toBe('price-import');
      expect(job.data).toEqual(payload);
      // The catalog's retry policy travels with the job.
      expect(job.opts.attempts).toBe(jobCatalog['price-import'].attempts);
      expect(job.opts.backoff).toEqual(jobCatalog['price-import'].backoff);
      await eventually(async () => (await setup.h.deps.db.prisma.outboxEvent.findFirst({ where: { siteId } }))?.publishedAt);
    } finally {
      await relay.stop();
    }
  });

  it('a rolled-back transaction publishes nothing', async () => {
    const siteId = uniqueId('site');
    const jobId = randomUUID();
    await expect(
      withTransaction(ctxFor(siteId), async (tx) => {
        await writeJobToOutbox(tx, 'price-import', { siteId, environment: 'live', jobId, integration: 'erp' }, jobId);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await setup.h.deps.db.prisma.outboxEvent.count({ where: { siteId } })).toBe(0);
    const relay = startOutboxRelay(setup.h.deps.db.prisma, setup.h.deps.queue, setup.h.deps.log, 50);
    await new Promise((r) => setTimeout(r, 300));
    await relay.stop();
    expect(await imports().getJob(jobId)).toBeUndefined();
  });

  it('the same job published twice (fast path and relay, or two rows) is one BullMQ job', async () => {
    const siteId = uniqueId('site');
    const jobId = randomUUID();
    const payload = { siteId, environment: 'test' as const, jobId, integration: 'erp' };
    const ids = await withTransaction(ctxFor(siteId, 'test'), async (tx) => [
      await writeJobToOutbox(tx, 'price-import', payload, jobId),
      await writeJobToOutbox(tx, 'price-import', payload, jobId),
    ]);
    await publishAfterCommit(setup.h.deps.db.prisma, setup.h.deps.queue, ids, setup.h.deps.log);
    const rows = await setup.h.deps.db.prisma.outboxEvent.findMany({ where: { siteId } });
    expect(rows.every((r) => r.publishedAt !== null)).toBe(true);
    const all = await imports().getJobs(['waiting', 'delayed', 'active', 'prioritized']);
    expect(all.filter((j) => j.data.jobId === jobId)).toHaveLength(1);
  });
});

describe('outbox event rows', () => {
  it('the relay leaves an order.* row unpublished for the event delivery worker, publishes the job beside it, and the backlog counts jobs only', async () => {
    const siteId = uniqueId('site');
    const jobId = randomUUID();
    const before = await countOutboxBacklog(setup.h.deps.db.prisma);
    const [eventId, jobRowId] = await withTransaction(ctxFor(siteId), async (tx) => [
      await insertOutbox(tx.db, { siteId, environment: 'live', topic: 'order.status_changed', payload: { order_id: randomUUID(), sequence: 1 } }),
      await writeJobToOutbox(tx, 'price-import', { siteId, environment: 'live', jobId, integration: 'erp' }, jobId),
    ]);
    expect(await countOutboxBacklog(setup.h.deps.db.prisma)).toBe(before + 1);
    // Both paths: the fast path handed the event row's id, and the polling relay.
    await publishAfterCommit(setup.h.deps.db.prisma, setup.h.deps.queue, [eventId!], setup.h.deps.log);
    const relay = startOutboxRelay(setup.h.deps.db.prisma, setup.h.deps.queue, setup.h.deps.log, 50);
    try {
      await eventually(async () => (await setup.h.deps.db.prisma.outboxEvent.findUnique({ where: { id: BigInt(jobRowId!) } }))?.publishedAt);
      await new Promise((r) => setTimeout(r, 200));
    } finally {
      await relay.stop();
    }
    const event = await setup.h.deps.db.prisma.outboxEvent.findUniqueOrThrow({ where: { id: BigInt(eventId!) } });
    expect(event.publishedAt).toBeNull();
    expect(await imports().getJob(jobId)).toBeDefined();
  });
});

describe('createWorker', () => {
  let worker: ReturnType<typeof createWorker>;
  let calls = 0;

  beforeAll(async () => {
    // Start from an empty queue: the outbox tests above left jobs waiting.
    await imports().obliterate({ force: true });
    worker = createWorker(
      setup.h.deps,
      'imports',
      {
        'price-import': async () => {
          calls++;
          throw new Error('the ERP feed is unreadable');
        },
      },
      1,
    );
  });
  afterAll(() => worker.close());

  // State first, then the job: a job read before it failed would show stale attempt counts.
  const failedJob = (id: string) =>
    eventually(async () => ((await imports().getJobState(id)) === 'failed' ? imports().getJob(id) : undefined), 20_000);

  it('a payload that fails the catalog schema fails at once: unrecoverable, one attempt, processor never called', async () => {
    const before = calls;
    const id = `bad-${randomUUID()}`;
    await imports().add('price-import', { siteId: 'x', environment: 'staging' }, { jobId: id, attempts: 5, backoff: { type: 'fixed', delay: 10 } });
    const job = await failedJob(id);
    expect(job.attemptsMade).toBe(1);
    expect(job.failedReason).toMatch(/invalid payload/);
    expect(calls).toBe(before);
  });

  it('an unknown job name fails at once too', async () => {
    const id = `unknown-${randomUUID()}`;
    await imports().add('no-such-job', {}, { jobId: id, attempts: 5 });
    const job = await failedJob(id);
    expect(job.attemptsMade).toBe(1);
    expect(job.failedReason).toMatch(/unknown job/);
  });

  it('a job failing for good: retried, then marked failed and written as a sync error with the payload integration', async () => {
    const siteId = uniqueId('site');
    const jobId = randomUUID();
    await setup.h.deps.db.prisma.job.create({ data: { id: jobId, siteId, environment: 'live', type: 'price-import' } });
    const payload = { siteId, environment: 'live' as const, jobId, integration: 'erp-feed' };
    const before = calls;
    await imports().add('price-import', payload, { jobId, attempts: 2, backoff: { type: 'fixed', delay: 10 } });
    const job = await failedJob(jobId);
    expect(job.attemptsMade).toBe(2);
    expect(calls - before).toBe(2);

    const error = await eventually(() => setup.h.deps.db.prisma.syncError.findFirst({ where: { siteId } }));
    expect(error).toMatchObject({
      environment: 'live',
      integration: 'erp-feed',
      dataType: 'prices',
      code: 'job-failed',
      message: 'the ERP feed is unreadable',
      jobId,
      attempts: 2,
      occurrences: 1,
      status: 'open',
    });
    const row = await eventually(async () => {
      const j = await setup.h.deps.db.prisma.job.findUniqueOrThrow({ where: { id: jobId } });
      return j.status === 'failed' ? j : undefined;
    });
    expect(row.error).toBe('the ERP feed is unreadable');
    expect(row.finishedAt).not.toBeNull();

    // The same failure again counts up instead of adding a row.
    await imports().add('price-import', payload, { jobId: `${jobId}-again`, attempts: 1 });
    await failedJob(`${jobId}-again`);
    const again = await eventually(async () => {
      const e = await setup.h.deps.db.prisma.syncError.findFirst({ where: { siteId } });
      return e && e.occurrences === 2 ? e : undefined;
    });
    expect(again.id).toBe(error.id);
    expect(await setup.h.deps.db.prisma.syncError.count({ where: { siteId } })).toBe(1);
  });

  it('a rejected payload that still names its tenant records a job-rejected sync error', async () => {
    const siteId = uniqueId('site');
    const id = `rejected-${randomUUID()}`;
    await imports().add('price-import', { siteId, environment: 'test', integration: 'erp-feed', jobId: 'not-a-uuid' }, { jobId: id, attempts: 3 });
    await failedJob(id);
    const error = await eventually(() => setup.h.deps.db.prisma.syncError.findFirst({ where: { siteId } }));
    expect(error).toMatchObject({ environment: 'test', integration: 'erp-feed', dataType: 'prices', code: 'job-rejected', attempts: 1 });
  });

  it('UnrecoverableError from a processor is final after one attempt', async () => {
    const w = createWorker(
      setup.h.deps,
      'maintenance',
      {
        housekeeping: async () => {
          throw new UnrecoverableError('never');
        },
      },
      1,
    );
    try {
      const id = `hk-${randomUUID()}`;
      await setup.h.deps.queue.queue('maintenance').add('housekeeping', {}, { jobId: id, attempts: 4, backoff: { type: 'fixed', delay: 10 } });
      const maintenance = setup.h.deps.queue.queue('maintenance');
      const job = await eventually(async () => ((await maintenance.getJobState(id)) === 'failed' ? maintenance.getJob(id) : undefined), 20_000);
      expect(job.attemptsMade).toBe(1);
    } finally {
      await w.close();
    }
  });
});
