import { beforeAll, describe, expect, it } from 'vitest';
import { purgeOrphanPrices } from '../../../src/services/pricing/prices/purge-orphan-prices.ts';
import { housekeeping } from '../../../workers/processors/housekeeping.ts';
import { useHarness } from '../../helpers/harness.ts';
import { createLists, csv, waitForJob } from './price-writes-fixtures.ts';

// `prices` has no foreign key to its list. A list deleted by a process from before that change (a rolling deploy,
// or a rollback) leaves its prices behind; housekeeping removes them and nothing else.

const setup = useHarness({ workers: true });
let ids: Record<string, string>;
beforeAll(async () => {
  ids = await createLists(setup.h, setup.t, ['kept', 'gone', 'also-gone']);
  for (const slug of ['kept', 'gone', 'also-gone']) {
    let text = 'sku,quantity,price\n';
    for (let i = 0; i < 25; i++) text += `S${i},1,2\nS${i},10,1.5\n`;
    const res = await csv(setup.t, 'PATCH', `/api/v1/price-lists/${slug}/pricing`, text);
    // 204 when merged within BULK_WAIT_MS, else 202 and the job (a loaded machine).
    if (res.status === 202) expect((await waitForJob(setup.t, res.body.id)).status).toBe('completed');
    else expect(res.status, res.text).toBe(204);
  }
});

const countOf = async (listId: string) =>
  (await setup.h.deps.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM prices WHERE price_list_id = $1', [listId])).rows[0]!.n;
// What an older process's delete did: the list row only (the foreign key used to cascade).
const deleteListRowOnly = (id: string) => setup.h.deps.db.pool.query('DELETE FROM price_lists WHERE id = $1', [id]);

describe('prices whose list is gone', () => {
  it('housekeeping removes them, in chunks, and leaves every existing list alone', async () => {
    await deleteListRowOnly(ids.gone!);
    await deleteListRowOnly(ids['also-gone']!);
    expect(await countOf(ids.gone!)).toBe(50);

    expect(await purgeOrphanPrices(setup.h.deps, 7)).toBe(100);
    expect(await countOf(ids.gone!)).toBe(0);
    expect(await countOf(ids['also-gone']!)).toBe(0);
    expect(await countOf(ids.kept!)).toBe(50);
    const kept = await setup.t.call('GET', '/api/v1/price-lists/kept/pricing');
    expect(kept.status).toBe(200);

    const again = (await housekeeping({}, { deps: setup.h.deps } as never)) as { orphanPrices: number };
    expect(again.orphanPrices).toBe(0);
    expect(await countOf(ids.kept!)).toBe(50);
  });
});
