import { beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../../src/db/transaction.ts';
import { ImportRejected } from '../../../src/services/imports/index.ts';
import { deleteList } from '../../../src/services/pricing/price-lists/repository.ts';
import { applyPriceImport } from '../../../src/services/pricing/prices/apply-price-import.ts';
import { useHarness, verbCtx } from '../../helpers/harness.ts';
import { createLists, csv } from './price-writes-fixtures.ts';

// `prices` has no foreign key to its list (issue 17: its per-row check cost the import's merge). What keeps a
// price from outliving its list instead: each merge step locks its lists FOR KEY SHARE, and deleteList removes
// the list row and then its prices. Tested here without the advisory lock that normally keeps a delete and an
// import apart (lockListForWrite), so the row locks alone must hold. The job is run by hand (no worker).

const setup = useHarness({ env: { BULK_WAIT_MS: '0' } });
let ids: Record<string, string>;
beforeAll(async () => {
  ids = await createLists(setup.h, setup.t, ['racing', 'late']);
});

const payloadOf = (jobId: string) => ({ jobId, siteId: setup.t.siteId, environment: 'live' as const });
const countOf = async (listId: string) =>
  (await setup.h.deps.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM prices WHERE price_list_id = $1', [listId])).rows[0]!.n;

/** Waits until `n` backends of this database wait for a lock. */
async function lockWaiters(n: number) {
  const waiting = async () =>
    (
      await setup.h.deps.db.pool.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      )
    ).rows[0]!.n;
  await expect.poll(waiting, { timeout: 10_000, interval: 20 }).toBe(n);
}

async function upload(slug: string): Promise<string> {
  let text = 'sku,quantity,price\n';
  for (let i = 0; i < 100; i++) text += `S${i},1,2\n`;
  const res = await csv(setup.t, 'PATCH', `/api/v1/price-lists/${slug}/pricing`, text);
  expect(res.status, res.text).toBe(202);
  return res.body.id as string;
}

describe('a price list deleted while its import merges', () => {
  it('a delete that meets a step mid-write waits for it, then removes what it wrote', async () => {
    const jobId = await upload('racing');
    // An uncommitted row on one of the step's keys holds the step after it has locked its list.
    const blocker = await setup.h.deps.db.pool.connect();
    await blocker.query('BEGIN');
    await blocker.query(`INSERT INTO prices (price_list_id, sku, quantity, site_id, environment, price) VALUES ($1, 'S0', 1, $2, 'live', 9)`, [
      ids.racing,
      setup.t.siteId,
    ]);
    const run = applyPriceImport(setup.h.deps, payloadOf(jobId), setup.h.deps.log);
    await lockWaiters(1);
    const ctx = verbCtx(setup.h, setup.t);
    const deleted = withTransaction(ctx, (tx) => deleteList(tx, ids.racing!), { timeout: 20_000 });
    await lockWaiters(2); // the delete waits for the step's FOR KEY SHARE
    await blocker.query('ROLLBACK');
    blocker.release();
    expect((await run).result).toMatchObject({ applied: 100 });
    await deleted;
    expect(await countOf(ids.racing!)).toBe(0);
  });

  it('a step that starts after the delete finds the list gone: the job is rejected and writes nothing', async () => {
    const jobId = await upload('late');
    const ctx = verbCtx(setup.h, setup.t);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let markDeleted!: () => void;
    const listDeleted = new Promise<void>((r) => (markDeleted = r));
    const deleted = withTransaction(
      ctx,
      async (tx) => {
        await deleteList(tx, ids.late!);
        markDeleted();
        await gate;
      },
      { timeout: 20_000 },
    );
    await listDeleted;
    // The job's check still sees the list (the delete is not committed); its step waits on the list row.
    const run = applyPriceImport(setup.h.deps, payloadOf(jobId), setup.h.deps.log).catch((e: unknown) => e);
    await lockWaiters(1);
    release();
    await deleted;
    const err = await run;
    expect(err).toBeInstanceOf(ImportRejected);
    expect((err as Error).message).toBe('price list(s) deleted since the upload: "late"');
    expect(await countOf(ids.late!)).toBe(0);
  });
});
