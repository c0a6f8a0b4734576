import { beforeAll, describe, expect, it } from 'vitest';
import { chunkOf } from '../../../src/services/imports/index.ts';
import { MAX_DIGESTED_LISTS } from '../../../src/services/pricing/prices/bucket-digests.ts';
import { useHarness } from '../../helpers/harness.ts';
import { createLists, csv, priceMap } from './price-writes-fixtures.ts';

// Re-importing what an import already left skips the (list, bucket) pairs whose digest matches (issue 17), and
// every other write to `prices` makes the next import of the same file apply it again. A skip is told from a
// probe without timing: a price changed behind the hub's back while claiming to keep the digests true
// (tamper) survives a skipped pair and is repaired by a probed one.

const setup = useHarness({ workers: true });
const SKUS = 600; // × 2 breaks: every one of the 64 buckets gets rows
const SLUGS = ['full', 'one', 'paths', 'json', 'gone', 'kept', 'left', 'right', 'epoch', 'wide'];
let ids: Record<string, string>;
beforeAll(async () => {
  ids = await createLists(setup.h, setup.t, SLUGS);
});

const sku = (i: number) => `D-${String(i).padStart(4, '0')}`;
const base = (i: number, q: number) => ((q === 1 ? 1000 : 900) + i) / 100;
/** A list's file: SKU i at quantities 1 and 10; `price(i, q)` gives the price text. */
function file(slug: string, price = (i: number, q: number) => base(i, q).toFixed(2)): string {
  let text = 'price_list_slug,sku,quantity,price\n';
  for (let i = 0; i < SKUS; i++) for (const q of [1, 10]) text += `${slug},${sku(i)},${q},${price(i, q)}\n`;
  return text;
}

type Result = { applied: number; unchanged: number; removed: number; failed: number };
/** Sends a CSV batch and returns the completed job's counts. */
async function send(body: string): Promise<Result> {
  const res = await csv(setup.t, 'PATCH', '/api/v1/batch-update-pricing', body);
  expect(res.status, res.text).toBe(204);
  const job = await setup.t.call('GET', res.headers.get('location')!);
  expect(job.body.status).toBe('completed');
  return job.body.result as Result;
}
const query = <R extends Record<string, unknown>>(sql: string, values?: unknown[]) => setup.h.deps.db.pool.query<R>(sql, values);
const digests = async (listId: string) =>
  new Map((await query<{ bucket: number; digest: Buffer }>('SELECT bucket, digest FROM price_bucket_digests WHERE price_list_id = $1', [listId])).rows.map((r) => [r.bucket, r.digest.toString('hex')]));
const stamps = async (listId: string) =>
  (await query<{ k: string }>(`SELECT sku || '@' || quantity || '=' || price || '/' || updated_at AS k FROM prices WHERE price_list_id = $1 ORDER BY sku, quantity`, [listId])).rows.map((r) => r.k);
/** Changes a stored price while claiming to keep the digests true: only a probed (not skipped) pair repairs it. */
async function tamper(listId: string, s: string, price: string): Promise<void> {
  await query(`BEGIN; SELECT set_config('hub.price_digests', 'kept', true);
    UPDATE prices SET price = ${Number(price)} WHERE price_list_id = '${listId}' AND sku = '${s}' AND quantity = 1; COMMIT`);
}
const priceOf = async (listId: string, s: string) =>
  (await query<{ price: string }>('SELECT price::text AS price FROM prices WHERE price_list_id = $1 AND sku = $2 AND quantity = 1', [listId, s])).rows[0]?.price;
const full = (expected: Result) => expect(expected).toEqual({ applied: 0, unchanged: 2 * SKUS, removed: 0, failed: 0 });

describe('re-importing an unchanged file', () => {
  it('skips every bucket: nothing written, every row counted unchanged, a digest stored per bucket', async () => {
    expect(await send(file('full'))).toEqual({ applied: 2 * SKUS, unchanged: 0, removed: 0, failed: 0 });
    expect((await digests(ids.full!)).size).toBe(64);
    const before = await stamps(ids.full!);
    await tamper(ids.full!, sku(7), '1');
    full(await send(file('full')));
    expect(await stamps(ids.full!)).toEqual(before.map((k) => (k.startsWith(`${sku(7)}@1=`) ? k.replace(/=[^/]*/, '=1.0000') : k)));
    expect(await priceOf(ids.full!, sku(7))).toBe('1.0000'); // skipped, so not repaired
  });

  it('a file with one changed price applies it and skips the other buckets', async () => {
    await send(file('one'));
    const before = await digests(ids.one!);
    const changed = 3;
    const other = [...Array(SKUS).keys()].find((i) => chunkOf(sku(i)) !== chunkOf(sku(changed)))!;
    const same = [...Array(SKUS).keys()].find((i) => i !== changed && chunkOf(sku(i)) === chunkOf(sku(changed)))!;
    await tamper(ids.one!, sku(other), '2');
    await tamper(ids.one!, sku(same), '3');
    const result = await send(file('one', (i, q) => (i === changed && q === 1 ? '77' : base(i, q).toFixed(2))));
    // The changed pair was probed: its changed row applied and the tampered row of the same bucket repaired.
    expect(result).toEqual({ applied: 2, unchanged: 2 * SKUS - 2, removed: 0, failed: 0 });
    expect(await priceOf(ids.one!, sku(changed))).toBe('77.0000');
    expect(await priceOf(ids.one!, sku(same))).toBe(base(same, 1).toFixed(4));
    expect(await priceOf(ids.one!, sku(other))).toBe('2.0000'); // another bucket: skipped
    const after = await digests(ids.one!);
    expect([...after.keys()].filter((b) => after.get(b) !== before.get(b))).toEqual([chunkOf(sku(changed))]);
  });
});

describe('a write by another path between two imports of the same file', () => {
  const restored = async () => {
    expect(await send(file('paths'))).toMatchObject({ failed: 0 });
    expect(await priceMap(setup.h, ids.paths!)).toEqual(
      [...Array(SKUS).keys()].flatMap((i) => [`${sku(i)}@1=${base(i, 1).toFixed(4)}`, `${sku(i)}@10=${base(i, 10).toFixed(4)}`]),
    );
  };

  it('single-SKU PATCH', async () => {
    await restored();
    const res = await setup.t.call('PATCH', `/api/v1/pricing/${sku(5)}`, [{ price_list_slug: 'paths', pricing: [{ quantity: 1, price: 1 }] }]);
    expect(res.status, res.text).toBe(204);
    await restored();
  });

  it('clearing the list', async () => {
    const res = await setup.t.call('DELETE', '/api/v1/price-lists/paths/pricing');
    expect(res.status, res.text).toBe(204);
    expect(await priceMap(setup.h, ids.paths!)).toEqual([]);
    expect((await digests(ids.paths!)).size).toBe(0);
    await restored();
  });

  it("the list's PATCH pricing", async () => {
    const res = await csv(setup.t, 'PATCH', '/api/v1/price-lists/paths/pricing', `sku,quantity,price\n${sku(9)},1,1\n${sku(9)},5,1\n`);
    expect(res.status, res.text).toBe(204);
    await restored();
  });

  it('raw SQL that does not keep the digests (an older hub, a hand-written fix)', async () => {
    await query(`UPDATE prices SET price = 1 WHERE price_list_id = $1 AND sku = $2 AND quantity = 1`, [ids.paths, sku(11)]);
    await query(`DELETE FROM prices WHERE price_list_id = $1 AND sku = $2 AND quantity = 10`, [ids.paths, sku(12)]);
    expect(await query('SELECT 1 FROM price_bucket_digests')).toMatchObject({ rowCount: 0 });
    await restored();
  });

  it('a digest stored before the epoch moved: a writer whose DELETE could not see it (REPEATABLE READ) moved the epoch', async () => {
    await send(file('epoch'));
    await tamper(ids.epoch!, sku(5), '6');
    // What the trigger does beside its DELETE, as a writer whose snapshot predates the digests would leave it.
    await query(`SELECT nextval('price_digest_epoch')`);
    expect((await digests(ids.epoch!)).size).toBe(64);
    const repaired = await send(file('epoch'));
    expect(repaired).toEqual({ applied: 1, unchanged: 2 * SKUS - 1, removed: 0, failed: 0 });
    expect(await priceOf(ids.epoch!, sku(5))).toBe(base(5, 1).toFixed(4));
    // Stored again under the new epoch: the next re-import skips once more.
    await tamper(ids.epoch!, sku(5), '7');
    full(await send(file('epoch')));
    expect(await priceOf(ids.epoch!, sku(5))).toBe('7.0000');
  });

  it(`an upload over more lists than are digested (${MAX_DIGESTED_LISTS}) forgets the digests of the pairs it merges`, async () => {
    await send(file('wide'));
    const others = Array.from({ length: MAX_DIGESTED_LISTS }, (_, i) => `wide-${i}`);
    await setup.h.deps.db.prisma.priceList.createMany({
      data: others.map((slug) => ({ siteId: setup.t.siteId, environment: setup.t.environment, slug, name: slug, currencyCode: 'EUR' })),
    });
    // Among rows for 512 other lists, SKU 4 of 'wide' at quantity 1 only (its break at 10 goes): this upload keeps no
    // digests of its own.
    const wide = `price_list_slug,sku,quantity,price\n${others.map((slug) => `${slug},${sku(1)},1,1\n`).join('')}wide,${sku(4)},1,44\n`;
    expect(await send(wide)).toEqual({ applied: MAX_DIGESTED_LISTS + 1, unchanged: 0, removed: 1, failed: 0 });
    expect(await priceOf(ids.wide!, sku(4))).toBe('44.0000');
    // Its merge forgot the digest of the pair it changed, so the file itself applies there again (both breaks).
    expect((await digests(ids.wide!)).has(chunkOf(sku(4)))).toBe(false);
    expect(await send(file('wide'))).toEqual({ applied: 2, unchanged: 2 * SKUS - 2, removed: 0, failed: 0 });
    expect(await priceOf(ids.wide!, sku(4))).toBe(base(4, 1).toFixed(4));
  });

  it('TRUNCATE prices', async () => {
    await query('TRUNCATE prices');
    expect(await query('SELECT 1 FROM price_bucket_digests')).toMatchObject({ rowCount: 0 });
    await restored();
  });
});

describe('digests and the lists', () => {
  it('a list deleted and re-created under the same slug gets the whole file again', async () => {
    await send(file('gone'));
    await send(file('kept'));
    expect((await setup.t.call('DELETE', '/api/v1/price-lists/gone')).status).toBe(204);
    expect(await query('SELECT 1 FROM price_bucket_digests WHERE price_list_id = $1', [ids.gone])).toMatchObject({ rowCount: 0 });
    // The hub's delete forgets only that list's digests: another list's re-import still skips.
    expect((await digests(ids.kept!)).size).toBe(64);
    full(await send(file('kept')));
    ids = { ...ids, ...(await createLists(setup.h, setup.t, ['gone'])) };
    expect(await send(file('gone'))).toEqual({ applied: 2 * SKUS, unchanged: 0, removed: 0, failed: 0 });
    expect((await digests(ids.gone!)).size).toBe(64);
  });

  it('a JSON body is skipped the same way', async () => {
    const items = [...Array(SKUS).keys()].map((i) => ({ sku: sku(i), price_list_slug: 'json', pricing: [{ quantity: 1, price: `${10 + i}` }, { quantity: 10, price: `${9 + i}` }] }));
    items.push({ sku: 'D-none', price_list_slug: 'json', pricing: [] });
    const patch = async () => {
      const res = await setup.t.call('PATCH', '/api/v1/batch-update-pricing', items);
      expect(res.status, res.text).toBe(204);
      return (await setup.t.call('GET', res.headers.get('location')!)).body.result as Result;
    };
    expect(await patch()).toEqual({ applied: 2 * SKUS, unchanged: 0, removed: 0, failed: 0 });
    await tamper(ids.json!, sku(1), '5');
    full(await patch());
    expect(await priceOf(ids.json!, sku(1))).toBe('5.0000');
  });

  it('concurrent imports on different lists each skip their own unchanged pairs', async () => {
    await Promise.all([send(file('left')), send(file('right'))]);
    const changed = 2;
    const other = [...Array(SKUS).keys()].find((i) => chunkOf(sku(i)) !== chunkOf(sku(changed)))!;
    await tamper(ids.left!, sku(other), '4');
    await tamper(ids.right!, sku(other), '4');
    const [l, r] = await Promise.all([send(file('left')), send(file('right', (i, q) => (i === changed && q === 1 ? '55' : base(i, q).toFixed(2))))]);
    full(l);
    expect(r).toEqual({ applied: 1, unchanged: 2 * SKUS - 1, removed: 0, failed: 0 });
    expect(await priceOf(ids.left!, sku(other))).toBe('4.0000');
    expect(await priceOf(ids.right!, sku(other))).toBe('4.0000');
    expect(await priceOf(ids.right!, sku(changed))).toBe('55.0000');
  });
});
