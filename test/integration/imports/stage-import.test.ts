import { beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '../../../src/context.ts';
import { ApiError } from '../../../src/http/problem.ts';
import { RowErrors, stageImport, type ImportDefinition, type StagingSession } from '../../../src/services/imports/index.ts';
import { useHarness } from '../../helpers/harness.ts';

// The request half of the shared pipeline with a fake slice staging into a temporary table: the staged rows,
// the jobs row and the outbox row commit together or not at all, COPY carries any text intact, and no
// connection is taken before the body is read.

const setup = useHarness();
let ctx: Ctx;
beforeAll(async () => {
  ctx = {
    siteId: setup.t.siteId,
    environment: 'live',
    credential: { id: 'c', name: setup.t.credentialName },
    requestId: 'test',
    log: setup.h.deps.log,
    db: setup.h.deps.db.prisma,
    deps: setup.h.deps,
  };
  await setup.h.deps.db.pool.query('CREATE TABLE fake_staging (n bigserial, job text, a text, b text)');
});

const reject = (errors: RowErrors) => new ApiError({ status: 400, title: 'rejected', errors: errors.items });

/** A stager that COPYs `values` into a scratch table (rows keyed by job) and reports what it read back. */
function stager(
  values: (string | null)[][],
  opts: { error?: boolean; throwAfterCopy?: boolean; seen?: unknown[]; afterRows?: (session: StagingSession) => void } = {},
): ImportDefinition {
  return {
    job: 'price-import',
    reject,
    async stage(session: StagingSession) {
      const w = session.copy('COPY fake_staging (job, a, b) FROM STDIN');
      for (const v of values) await w.row([session.jobId, ...v]);
      opts.afterRows?.(session);
      if (opts.throwAfterCopy) throw new Error('connection lost mid-body');
      const rows = await w.end();
      if (opts.error) session.errors.add(3, 'b', 'bad');
      if (opts.seen) for (const r of (await session.client.query('SELECT a, b FROM fake_staging WHERE job = $1 ORDER BY n', [session.jobId])).rows) opts.seen.push(r);
      return { rows, plan: { lockKeys: ['x'], chunks: [[1]] } };
    },
  };
}

/** Connections of the import pool handed out right now. */
const checkedOut = () => setup.h.deps.db.importPool.totalCount - setup.h.deps.db.importPool.idleCount;

const counts = async () => [await setup.h.deps.db.prisma.job.count(), await setup.h.deps.db.prisma.outboxEvent.count()];

describe('stageImport', () => {
  it('commits the jobs row and the outbox row with the staged rows', async () => {
    const staged = await stageImport(ctx, stager([['1', 'a'], ['2', 'b']]));
    expect(staged).toMatchObject({ rows: 2, jobId: expect.any(String), outboxId: expect.any(String) });
    expect(await setup.h.deps.db.prisma.job.findUnique({ where: { id: staged!.jobId } })).toMatchObject({
      siteId: setup.t.siteId,
      environment: 'live',
      type: 'price-import',
      status: 'queued',
      integration: setup.t.credentialName,
      total: 2,
      processed: 0,
      payload: { lockKeys: ['x'], chunks: [[1]] },
    });
    const outbox = await setup.h.deps.db.prisma.outboxEvent.findUnique({ where: { id: BigInt(staged!.outboxId) } });
    expect(outbox).toMatchObject({
      topic: 'job:price-import',
      jobId: staged!.jobId,
      publishedAt: null,
      payload: { siteId: setup.t.siteId, environment: 'live', jobId: staged!.jobId, integration: setup.t.credentialName },
    });
  });

  it('no rows: null, and no job', async () => {
    const before = await counts();
    expect(await stageImport(ctx, stager([]))).toBeNull();
    expect(await counts()).toEqual(before);
  });

  it('any recorded error: the slice’s rejection is thrown and nothing is kept', async () => {
    const before = await counts();
    await expect(stageImport(ctx, stager([['1', 'a']], { error: true }))).rejects.toMatchObject({ status: 400, title: 'rejected' });
    expect(await counts()).toEqual(before);
  });

  it('a failure while the body is read keeps nothing and never took a connection', async () => {
    const before = await counts();
    const rows = Array.from({ length: 50_000 }, (_, i) => [String(i), 'x'.repeat(20)]);
    await expect(stageImport(ctx, stager(rows, { throwAfterCopy: true }))).rejects.toThrow('connection lost mid-body');
    expect(await counts()).toEqual(before);
    expect(checkedOut()).toBe(0);
    const again = await stageImport(ctx, stager([['ok', null]]));
    expect(again?.rows).toBe(1);
  });

  it('rows wait on disk while the body is read: the connection is taken only by the COPY’s end()', async () => {
    const rows = Array.from({ length: 50_000 }, (_, i) => [String(i), 'z'.repeat(30)]);
    const during: number[] = [];
    let early: unknown;
    const staged = await stageImport(
      ctx,
      stager(rows, {
        afterRows: (session) => {
          during.push(checkedOut());
          try {
            void session.client;
          } catch (err) {
            early = err;
          }
        },
      }),
    );
    expect(staged?.rows).toBe(50_000);
    expect(during).toEqual([0]);
    expect(String(early)).toMatch(/after the body is read/);
  });

  it('uploads past the import pool’s size wait their turn, and never touch the ordinary pool', async () => {
    const size = setup.h.config.IMPORT_POOL_SIZE;
    let most = 0;
    const sampler = setInterval(() => (most = Math.max(most, checkedOut())), 1);
    const ordinaryBusy = setup.h.deps.db.pool.totalCount - setup.h.deps.db.pool.idleCount;
    try {
      const rows = Array.from({ length: 20_000 }, (_, i) => [String(i), 'w'.repeat(30)]);
      const all = await Promise.all(Array.from({ length: size + 3 }, () => stageImport(ctx, stager(rows))));
      expect(all.map((s) => s?.rows)).toEqual(Array(size + 3).fill(20_000));
    } finally {
      clearInterval(sampler);
    }
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(size);
    expect(setup.h.deps.db.pool.totalCount - setup.h.deps.db.pool.idleCount).toBe(ordinaryBusy);
  });

  it('COPY carries tabs, line breaks, carriage returns, backslashes, \\N and NULL intact', async () => {
    const seen: unknown[] = [];
    const tricky = [
      ['a\tb', 'c\nd'],
      ['e\r\nf', 'back\\slash'],
      ['\\N', null],
      ['', 'ünïcödé ✓'],
    ];
    await stageImport(ctx, stager(tricky, { seen }));
    expect(seen).toEqual(tricky.map(([a, b]) => ({ a, b })));
  });

  it('streams many rows through backpressure, in order', async () => {
    const seen: { a: string; b: string }[] = [];
    const rows = Array.from({ length: 200_000 }, (_, i) => [String(i), 'y'.repeat(40)]);
    const staged = await stageImport(ctx, stager(rows, { seen: seen as unknown[] }));
    expect(staged?.rows).toBe(200_000);
    expect(seen.map((r) => Number(r.a))).toEqual(rows.map((_, i) => i));
  });
});
