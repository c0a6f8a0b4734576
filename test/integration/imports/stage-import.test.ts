import { beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from '../../../src/context.ts';
import { ApiError } from '../../../src/http/problem.ts';
import { RowErrors, stageImport, type ImportDefinition, type StagingSession } from '../../../src/services/imports/index.ts';
import { useHarness } from '../../helpers/harness.ts';

// The request half of the shared pipeline with a fake slice staging into a temporary table: the staged rows,
// the jobs row and the outbox row commit together or not at all, and COPY carries any text intact.

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
});

const reject = (errors: RowErrors) => new ApiError({ status: 400, title: 'rejected', errors: errors.items });

/** A stager that COPYs `values` into a temporary table (dropped at commit) and reports what it read back. */
function stager(
  values: (string | null)[][],
  opts: { error?: boolean; throwAfterCopy?: boolean; seen?: unknown[] } = {},
): ImportDefinition {
  return {
    job: 'price-import',
    reject,
    async stage(session: StagingSession) {
      await session.client.query('CREATE TEMP TABLE fake_staging (a text, b text) ON COMMIT DROP');
      const w = session.copy('COPY fake_staging (a, b) FROM STDIN');
      for (const v of values) await w.row(v);
      if (opts.throwAfterCopy) throw new Error('connection lost mid-body');
      const rows = await w.end();
      if (opts.error) session.errors.add(3, 'b', 'bad');
      if (opts.seen) for (const r of (await session.client.query('SELECT a, b FROM fake_staging')).rows) opts.seen.push(r);
      return { rows, plan: { lockKeys: ['x'], chunks: [[1]] } };
    },
  };
}

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

  it('a failure in the middle of the COPY rolls everything back and frees the connection', async () => {
    const before = await counts();
    const rows = Array.from({ length: 50_000 }, (_, i) => [String(i), 'x'.repeat(20)]);
    await expect(stageImport(ctx, stager(rows, { throwAfterCopy: true }))).rejects.toThrow('connection lost mid-body');
    expect(await counts()).toEqual(before);
    // The pool is still usable and the session has no open transaction or COPY.
    const again = await stageImport(ctx, stager([['ok', null]]));
    expect(again?.rows).toBe(1);
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
