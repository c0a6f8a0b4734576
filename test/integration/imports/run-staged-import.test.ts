import { describe, expect, it } from 'vitest';
import { JobDeferred } from '../../../src/queue/deferred.ts';
import { IMPORT_DEFER_MS, ImportRejected, runStagedImport, type ChunkCounts, type MergePlan } from '../../../src/services/imports/index.ts';
import { useHarness } from '../../helpers/harness.ts';

// The worker half of the shared pipeline with a fake slice: steps, progress, resume after a failure, skipping a
// completed job, and the advisory locks that keep two jobs on one key apart.

const setup = useHarness({ tenant: false });

const newJob = async (steps: number[][], total = 40) =>
  (
    await setup.h.deps.db.prisma.job.create({
      data: { siteId: 'site-x', environment: 'live', type: 'price-import', total, payload: { steps } },
    })
  ).id;

type Calls = { merged: number[][]; cleanups: number; events: string[] };

function fakePlan(calls: Calls, opts: { keys?: string[]; failAt?: number[]; delayMs?: number; name?: string; check?: () => void } = {}) {
  return (job: { payload: unknown }): MergePlan => ({
    lockKeys: opts.keys ?? ['k'],
    chunks: (job.payload as { steps: number[][] }).steps,
    async check() {
      opts.check?.();
    },
    async mergeChunk(_client, buckets): Promise<ChunkCounts> {
      calls.events.push(`${opts.name ?? ''}start`);
      if (opts.delayMs) await new Promise((r) => setTimeout(r, opts.delayMs));
      if (opts.failAt?.includes(buckets[0]!)) throw new Error(`step ${buckets[0]} broke`);
      calls.merged.push(buckets);
      calls.events.push(`${opts.name ?? ''}end`);
      return { rows: 10, applied: buckets[0]!, unchanged: 1, removed: 0 };
    },
    async cleanup() {
      calls.cleanups++;
    },
  });
}

const calls = (): Calls => ({ merged: [], cleanups: 0, events: [] });
const job = (id: string) => setup.h.deps.db.prisma.job.findUniqueOrThrow({ where: { id } });

describe('runStagedImport', () => {
  it('merges every step in its own transaction, then completes the job with the summed counts', async () => {
    const id = await newJob([[0, 1], [2], [5]]);
    const c = calls();
    const run = await runStagedImport(setup.h.deps, id, fakePlan(c), setup.h.deps.log);
    expect(run).toEqual({ skipped: false, result: { applied: 7, unchanged: 3, removed: 0, failed: 0 } });
    expect([...c.merged].sort((a, b) => a[0]! - b[0]!)).toEqual([[0, 1], [2], [5]]); // two lanes: any order
    expect(c.cleanups).toBe(1);
    expect(await job(id)).toMatchObject({ status: 'completed', processed: 30, attempts: 1, result: run.result });
  });

  it('a completed job is skipped: nothing merged again, leftovers cleaned', async () => {
    const id = await newJob([[3]]);
    await runStagedImport(setup.h.deps, id, fakePlan(calls()), setup.h.deps.log);
    const c = calls();
    const again = await runStagedImport(setup.h.deps, id, fakePlan(c), setup.h.deps.log);
    expect(again).toEqual({ skipped: true, result: { applied: 3, unchanged: 1, removed: 0, failed: 0 } });
    expect(c.merged).toEqual([]);
    expect(c.cleanups).toBe(1);
  });

  it('after a failed attempt, the retry merges only the steps not yet committed and counts each once', async () => {
    const id = await newJob([[0], [1], [2], [3]]);
    const first = calls();
    await expect(runStagedImport(setup.h.deps, id, fakePlan(first, { failAt: [2] }), setup.h.deps.log)).rejects.toThrow('step 2 broke');
    // Steps run two at a time, so which others committed before the failure depends on timing; step 2 never did.
    const committed = first.merged.map((b) => b[0]!);
    expect(committed).not.toContain(2);
    expect(await job(id)).toMatchObject({ status: 'running', processed: committed.length * 10, result: null });
    const second = calls();
    const run = await runStagedImport(setup.h.deps, id, fakePlan(second), setup.h.deps.log);
    expect(second.merged.map((b) => b[0]).sort()).toEqual([0, 1, 2, 3].filter((s) => !committed.includes(s)));
    expect(run.result).toEqual({ applied: 6, unchanged: 4, removed: 0, failed: 0 });
    expect(await job(id)).toMatchObject({ status: 'completed', processed: 40, attempts: 2 });
  });

  it('merges IMPORT_MERGE_LANES steps at once, and after a failure lets the running ones finish before it gives up', async () => {
    expect(setup.h.deps.config.IMPORT_MERGE_LANES).toBe(2);
    const id = await newJob([[0], [1], [2], [3], [4], [5]]);
    let running = 0;
    let most = 0;
    const c = calls();
    const plan = fakePlan(c, { delayMs: 60, failAt: [2] });
    const counting = (job: { payload: unknown }): MergePlan => {
      const inner = plan(job);
      return {
        ...inner,
        async mergeChunk(client, buckets, step) {
          most = Math.max(most, ++running);
          try {
            // Step 3 runs alongside the failing step 2 and outlasts it by far.
            if (buckets[0] === 3) await new Promise((r) => setTimeout(r, 300));
            return await inner.mergeChunk(client, buckets, step);
          } finally {
            running--;
          }
        },
      };
    };
    await expect(runStagedImport(setup.h.deps, id, counting, setup.h.deps.log)).rejects.toThrow('step 2 broke');
    expect(most).toBe(2);
    expect(running).toBe(0); // step 3 finished before it threw (its locks are gone by then)
    expect(c.merged.map((b) => b[0])).toContain(3);
    expect(c.merged.map((b) => b[0])).not.toContain(4); // no new step after the failure
  });

  it('ImportRejected from the check stops the job before any step', async () => {
    const id = await newJob([[0]]);
    const c = calls();
    const check = () => {
      throw new ImportRejected('gone');
    };
    await expect(runStagedImport(setup.h.deps, id, fakePlan(c, { check }), setup.h.deps.log)).rejects.toBeInstanceOf(ImportRejected);
    expect(c.merged).toEqual([]);
    expect((await job(id)).status).not.toBe('completed');
  });

  it('an unknown job id is rejected for good', async () => {
    await expect(runStagedImport(setup.h.deps, '00000000-0000-4000-8000-000000000000', fakePlan(calls()), setup.h.deps.log)).rejects.toBeInstanceOf(ImportRejected);
  });

  it('two jobs sharing a lock key run one after the other; a job on another key runs alongside', async () => {
    const [a, b, other] = await Promise.all([newJob([[0], [1]]), newJob([[0], [1]]), newJob([[0], [1]])]);
    const shared = calls();
    await Promise.all([
      runStagedImport(setup.h.deps, a, fakePlan(shared, { keys: ['list-1', 'list-2'], delayMs: 150, name: 'a' }), setup.h.deps.log),
      runStagedImport(setup.h.deps, b, fakePlan(shared, { keys: ['list-2'], delayMs: 150, name: 'b' }), setup.h.deps.log),
    ]);
    // Never an 'a' event between two 'b' events or the reverse: one job's steps all ran before the other's.
    const order = shared.events.map((e) => e[0]).join('');
    expect(['aaaabbbb', 'bbbbaaaa']).toContain(order);

    const mixed = calls();
    const c = await newJob([[0], [1]]);
    await Promise.all([
      runStagedImport(setup.h.deps, other, fakePlan(mixed, { keys: ['list-3'], delayMs: 150, name: 'x' }), setup.h.deps.log),
      runStagedImport(setup.h.deps, c, fakePlan(mixed, { keys: ['list-4'], delayMs: 150, name: 'y' }), setup.h.deps.log),
    ]);
    expect(mixed.events.map((e) => e[0]).join('')).not.toMatch(/^(xxxxyyyy|yyyyxxxx)$/);
  });

  it('releases its locks and connection whatever happens', async () => {
    const id = await newJob([[0]]);
    await expect(runStagedImport(setup.h.deps, id, fakePlan(calls(), { keys: ['list-9'], failAt: [0] }), setup.h.deps.log)).rejects.toThrow();
    const probe = await setup.h.deps.db.pool.connect();
    try {
      const { rows } = await probe.query<{ ok: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS ok', ['list-9']);
      expect(rows[0]!.ok).toBe(true);
      await probe.query('SELECT pg_advisory_unlock_all()');
    } finally {
      probe.release();
    }
  });

  it('runs in staging order: an earlier import still open on a shared key defers it; ended ones, other keys and stale ones do not', async () => {
    const site = `order-${Date.now()}`;
    const at = (msAgo: number) => new Date(Date.now() - msAgo);
    const stagedJob = async (keys: string[], createdAt: Date, status: 'queued' | 'running' | 'completed' | 'failed' = 'queued') =>
      (
        await setup.h.deps.db.prisma.job.create({
          data: { siteId: site, environment: 'live', type: 'price-import', total: 10, status, createdAt, payload: { steps: [[0]], lockKeys: keys } },
        })
      ).id;
    const run = (id: string, keys: string[]) => runStagedImport(setup.h.deps, id, fakePlan(calls(), { keys }), setup.h.deps.log);

    const earlier = await stagedJob(['list-a', 'list-b'], at(5_000));
    const later = await stagedJob(['list-b'], at(1_000));
    const deferred = await run(later, ['list-b']).catch((err: unknown) => err);
    expect(deferred).toBeInstanceOf(JobDeferred);
    expect((deferred as JobDeferred).delayMs).toBe(IMPORT_DEFER_MS);
    expect((deferred as JobDeferred).message).toContain(earlier);
    expect((await job(later)).status).toBe('queued'); // not counted as started
    await run(earlier, ['list-a', 'list-b']);
    expect((await run(later, ['list-b'])).skipped).toBe(false);

    // No shared key, an earlier one that ended, one open for over an hour (its queue entry is lost), a later one.
    await stagedJob(['list-c'], at(5_000), 'running');
    await stagedJob(['list-d'], at(5_000), 'failed');
    await stagedJob(['list-d'], at(5_000), 'completed');
    await stagedJob(['list-d'], at(2 * 3600 * 1000), 'running');
    const mine = await stagedJob(['list-d'], at(2_000));
    await stagedJob(['list-d'], at(0));
    expect((await run(mine, ['list-d'])).skipped).toBe(false);
  });
});
