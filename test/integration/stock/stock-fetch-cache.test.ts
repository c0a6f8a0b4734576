import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { stockFetchCache } from '../../../src/services/stock/levels/fetch-cache.ts';
import { bumpStockVersion } from '../../../src/services/stock/version-repository.ts';
import type { Harness, Tenant } from '../../helpers/harness.ts';
import { useHarness } from '../../helpers/harness.ts';
import { createLocations, waitForJob } from './stock-fixtures.ts';

// batch-fetch-stock answers from a per-process cache of rendered levels. What matters is that it never answers
// stale or foreign data: a fetch after each kind of write (import, delete, location delete, external id change,
// a write from another process) shows the write, and tenants and environments never see each other's levels.

const setup = useHarness({ workers: true, tenant: { testMode: true } });

const ALL = { all_stock_locations: true };
/** A filter naming no locations: the default location only. */
const DEFAULT_ONLY = {};
type Level = { stock_location_external_id: string; stock_level: number };

/** The answer as "sku@external-id=level" strings, in answer order. */
async function fetchLevels(t: Tenant, skus: string[], filter: unknown = ALL): Promise<string[]> {
  const res = await t.call('POST', '/api/v1/batch-fetch-stock', { skus, filter });
  expect(res.status, res.text).toBe(200);
  return res.body.flatMap((r: { sku: string; stock_levels: Level[] }) => r.stock_levels.map((l) => `${r.sku}@${l.stock_location_external_id}=${l.stock_level}`));
}

async function importLevels(t: Tenant, items: { sku: string; at: string; level: number }[]): Promise<void> {
  const res = await t.call('POST', '/api/v1/batch-update-stock', items.map((i) => ({ sku: i.sku, stock_location_external_id: i.at, stock_level: i.level })));
  expect(res.status, res.text).toBe(204);
  expect((await waitForJob(t, res.headers.get('location')!.split('/').pop()!)).status).toBe('completed');
}

/** A write as another process makes it: straight to PostgreSQL, the version bumped in the same transaction. */
async function writeElsewhere(h: Harness, t: Tenant, sql: string, values: unknown[], bump = true): Promise<void> {
  const client = await h.deps.db.pool.connect();
  try {
    await client.query('BEGIN');
    await client.query(sql, values);
    if (bump) await bumpStockVersion(client, t);
    await client.query('COMMIT');
  } finally {
    client.release();
  }
}

let t: Tenant;
let loc: Record<string, string>;
beforeAll(async () => {
  t = setup.t;
  loc = await createLocations(t, ['north', 'south']);
  await importLevels(t, [
    { sku: 'A', at: 'default', level: 1 },
    { sku: 'A', at: 'north', level: 2 },
    { sku: 'A', at: 'south', level: 3 },
    { sku: 'B', at: 'north', level: 4 },
  ]);
});

describe('batch-fetch-stock cache: what a warm answer is', () => {
  it('answers from memory once warm: a change written without a version bump is not seen, one with a bump is', async () => {
    expect(await fetchLevels(t, ['A', 'B'])).toEqual(['A@default=1', 'A@north=2', 'A@south=3', 'B@north=4']);
    // The proof that the second answer is the cached one: PostgreSQL now says otherwise, but the version is as it was.
    await writeElsewhere(setup.h, t, `UPDATE stock_levels SET stock_level = 99 WHERE site_id = $1 AND sku = 'B'`, [t.siteId], false);
    expect(await fetchLevels(t, ['A', 'B'])).toEqual(['A@default=1', 'A@north=2', 'A@south=3', 'B@north=4']);
    // Every real write path bumps the version in its transaction (the cases below); this write does too.
    await writeElsewhere(setup.h, t, `UPDATE stock_levels SET stock_level = 5 WHERE site_id = $1 AND sku = 'B'`, [t.siteId]);
    expect(await fetchLevels(t, ['A', 'B'])).toEqual(['A@default=1', 'A@north=2', 'A@south=3', 'B@north=5']);
  });

  it('filters a warm answer: the default location, chosen locations in location order, SKUs without them left out', async () => {
    expect(await fetchLevels(t, ['B', 'A', 'NONE'])).toEqual(['B@north=5', 'A@default=1', 'A@north=2', 'A@south=3']);
    expect(await fetchLevels(t, ['B', 'A', 'NONE'], DEFAULT_ONLY)).toEqual(['A@default=1']);
    expect(await fetchLevels(t, ['B', 'A'], { stock_location_external_ids: ['south', 'default'] })).toEqual(['A@default=1', 'A@south=3']);
    expect(await fetchLevels(t, ['A', 'B'], { stock_location_ids: [loc.north!] })).toEqual(['A@north=2', 'B@north=5']);
    // Repeated SKUs once, at their first place, warm as cold.
    expect(await fetchLevels(t, ['B', 'A', 'B'], { stock_location_ids: [loc.north!] })).toEqual(['B@north=5', 'A@north=2']);
    // Cold (a new version makes every SKU a miss, read from PostgreSQL): the same.
    await writeElsewhere(setup.h, t, `SELECT 1`, []);
    expect(await fetchLevels(t, ['B', 'A', 'B', 'A'])).toEqual(['B@north=5', 'A@default=1', 'A@north=2', 'A@south=3']);
    const res = await t.call('POST', '/api/v1/batch-fetch-stock', { skus: ['A'], filter: { stock_location_ids: [loc.south!] } });
    expect(res.body).toEqual([{ sku: 'A', stock_levels: [{ stock_location_id: loc.south, stock_location_external_id: 'south', stock_level: 3 }] }]);
  });
});

describe('batch-fetch-stock cache: a fetch after each kind of write shows it', () => {
  it('after an import (through the worker): changed levels, new pairs, and a SKU first asked when it had none', async () => {
    expect(await fetchLevels(t, ['A', 'C'])).toEqual(['A@default=1', 'A@north=2', 'A@south=3']);
    await importLevels(t, [
      { sku: 'A', at: 'north', level: 20 },
      { sku: 'C', at: 'south', level: 7 },
    ]);
    expect(await fetchLevels(t, ['A', 'C'])).toEqual(['A@default=1', 'A@north=20', 'A@south=3', 'C@south=7']);
    expect(await fetchLevels(t, ['C'], DEFAULT_ONLY)).toEqual([]);
  });

  it('after batch-delete-stock', async () => {
    expect(await fetchLevels(t, ['A', 'C'])).toEqual(['A@default=1', 'A@north=20', 'A@south=3', 'C@south=7']);
    const res = await t.call('POST', '/api/v1/batch-delete-stock', [
      { sku: 'A', stock_location_external_id: 'south' },
      { sku: 'C', stock_location_id: loc.south },
    ]);
    expect(res.status, res.text).toBe(204);
    expect(await fetchLevels(t, ['A', 'C'])).toEqual(['A@default=1', 'A@north=20']);
  });

  it("after an external id change (the answer names the location's new external id; the old one is unknown)", async () => {
    expect(await fetchLevels(t, ['A', 'B'], { stock_location_external_ids: ['north'] })).toEqual(['A@north=20', 'B@north=5']);
    expect((await t.call('PATCH', `/api/v1/stock-locations/${loc.north}`, { external_id: 'north-2' })).status).toBe(200);
    expect(await fetchLevels(t, ['A', 'B'])).toEqual(['A@default=1', 'A@north-2=20', 'B@north-2=5']);
    expect(await fetchLevels(t, ['A', 'B'], { stock_location_external_ids: ['north-2'] })).toEqual(['A@north-2=20', 'B@north-2=5']);
    const old = await t.call('POST', '/api/v1/batch-fetch-stock', { skus: ['A'], filter: { stock_location_external_ids: ['north'] } });
    expect(old.status).toBe(400);
  });

  it('after a location is created: the filter knows it at once', async () => {
    expect(await fetchLevels(t, ['A'])).toEqual(['A@default=1', 'A@north-2=20']);
    const made = await createLocations(t, ['east']);
    expect(await fetchLevels(t, ['A'], { stock_location_external_ids: ['east'] })).toEqual([]);
    await importLevels(t, [{ sku: 'A', at: 'east', level: 8 }]);
    expect(await fetchLevels(t, ['A'], { stock_location_ids: [made.east!] })).toEqual(['A@east=8']);
  });

  it('after a location is deleted (its levels go) and after the default location is emptied', async () => {
    expect(await fetchLevels(t, ['A', 'B'])).toEqual(['A@default=1', 'A@north-2=20', 'A@east=8', 'B@north-2=5']);
    expect((await t.call('DELETE', '/api/v1/stock-locations/north-2?lookupBy=external_id')).status).toBe(204);
    expect(await fetchLevels(t, ['A', 'B'])).toEqual(['A@default=1', 'A@east=8']);
    expect((await t.call('DELETE', '/api/v1/stock-locations/default?lookupBy=external_id')).status).toBe(204);
    expect(await fetchLevels(t, ['A', 'B'])).toEqual(['A@east=8']);
    expect(await fetchLevels(t, ['A', 'B'], DEFAULT_ONLY)).toEqual([]);
  });

  it('after a write by another process (the version is all it leaves behind)', async () => {
    expect(await fetchLevels(t, ['A', 'D'])).toEqual(['A@east=8']);
    const east = (await t.call('GET', '/api/v1/stock-locations/east?lookupBy=external_id')).body.id;
    await writeElsewhere(
      setup.h,
      t,
      `INSERT INTO stock_levels (site_id, environment, sku, location_id, stock_level) VALUES ($1, 'live', 'D', $2, 6)`,
      [t.siteId, east],
    );
    expect(await fetchLevels(t, ['A', 'D'])).toEqual(['A@east=8', 'D@east=6']);
  });
});

describe('batch-fetch-stock cache: writes while fetches are under way', () => {
  it('a fetch sent after a write has committed sees it, however many fetches (and version reads) were under way', async () => {
    const east = (await t.call('GET', '/api/v1/stock-locations/east?lookupBy=external_id')).body.id;
    await writeElsewhere(setup.h, t, `INSERT INTO stock_levels (site_id, environment, sku, location_id, stock_level) VALUES ($1, 'live', 'E', $2, 0)`, [t.siteId, east]);
    for (let round = 1; round <= 10; round++) {
      // Fetches in flight: their version reads are under way or waiting while the write commits.
      const busy = Array.from({ length: 8 }, () => fetchLevels(t, ['E', 'A']));
      await writeElsewhere(setup.h, t, `UPDATE stock_levels SET stock_level = $2 WHERE site_id = $1 AND sku = 'E'`, [t.siteId, round]);
      expect(await fetchLevels(t, ['E'])).toEqual([`E@east=${round}`]);
      for (const levels of await Promise.all(busy)) expect([`E@east=${round - 1}`, `E@east=${round}`]).toContain(levels[0]);
    }
  });
});

describe('batch-fetch-stock cache: tenants and environments', () => {
  it("another site with the same SKUs and external ids never sees this site's levels, warm or cold", async () => {
    const other = await setup.h.tenant();
    await createLocations(other, ['east']);
    // This site's answer is warm; the other's first answer must not come from it.
    expect(await fetchLevels(t, ['A', 'D'])).toEqual(['A@east=8', 'D@east=6']);
    expect(await fetchLevels(other, ['A', 'D'])).toEqual([]);
    await importLevels(other, [{ sku: 'A', at: 'east', level: 1000 }]);
    expect(await fetchLevels(other, ['A', 'D'])).toEqual(['A@east=1000']);
    expect(await fetchLevels(t, ['A', 'D'])).toEqual(['A@east=8', 'D@east=6']);
    // A write in one site leaves the other's cached answer right (and this site's own write shows).
    await importLevels(t, [{ sku: 'A', at: 'east', level: 9 }]);
    expect(await fetchLevels(other, ['A'])).toEqual(['A@east=1000']);
    expect(await fetchLevels(t, ['A'])).toEqual(['A@east=9']);
  });

  it("the same site's test environment has its own levels, and writes in one do not leak into the other", async () => {
    const test = await setup.h.tenant({ siteId: t.siteId, environment: 'test' });
    await createLocations(test, ['east']);
    expect(await fetchLevels(t, ['A'])).toEqual(['A@east=9']);
    expect(await fetchLevels(test, ['A'])).toEqual([]);
    await importLevels(test, [{ sku: 'A', at: 'east', level: -5 }]);
    expect(await fetchLevels(test, ['A'])).toEqual(['A@east=-5']);
    expect(await fetchLevels(t, ['A'])).toEqual(['A@east=9']);
    await importLevels(t, [{ sku: 'A', at: 'east', level: 10 }]);
    expect(await fetchLevels(test, ['A'])).toEqual(['A@east=-5']);
    expect(await fetchLevels(t, ['A'])).toEqual(['A@east=10']);
  });
});

describe('batch-fetch-stock cache: memory', () => {
  const capped = useHarness({ env: { STOCK_CACHE_MAX_MB: '1' }, workers: true });
  const off = useHarness({ env: { STOCK_CACHE_MAX_MB: '0' }, workers: true });

  async function fill(tenant: Tenant, skus: string[]): Promise<void> {
    const res = await tenant.call('POST', '/api/v1/batch-update-stock', skus.flatMap((sku, i) => ['default', 'north', 'south'].map((at) => ({ sku, stock_location_external_id: at, stock_level: i }))));
    expect(res.status, res.text).toBe(204);
  }

  it('keeps within STOCK_CACHE_MAX_MB, evicting the least recently used, and answers right past the cap', async () => {
    await createLocations(capped.t, ['north', 'south']);
    const skus = Array.from({ length: 9_000 }, (_, i) => `CAP-${String(i).padStart(5, '0')}-${randomUUID()}`);
    await fill(capped.t, skus);
    const cache = stockFetchCache(capped.h.deps);
    for (let i = 0; i < skus.length; i += 1_000) {
      const part = skus.slice(i, i + 1_000);
      const levels = await fetchLevels(capped.t, part);
      expect(levels).toEqual(part.flatMap((sku, j) => ['default', 'north', 'south'].map((at) => `${sku}@${at}=${i + j}`)));
    }
    // 9,000 SKUs × 3 levels are about 1 MiB kept compact, and each SKU's heap (~200 bytes + 2 per char of its
    // 46-char key) is counted besides: a 1 MiB cache holds the last ones asked, not the first.
    expect(cache.stats.bytes).toBeLessThanOrEqual(1024 * 1024);
    expect(cache.stats.skus).toBeGreaterThan(1_500);
    expect(cache.stats.skus).toBeLessThan(9_000);
    await writeElsewhere(capped.h, capped.t, `UPDATE stock_levels SET stock_level = -1 WHERE site_id = $1`, [capped.t.siteId], false);
    // The newest SKUs come from memory (so still show the old level), the evicted first ones from PostgreSQL.
    expect(await fetchLevels(capped.t, [skus[8_999]!], DEFAULT_ONLY)).toEqual([`${skus[8_999]}@default=8999`]);
    expect(await fetchLevels(capped.t, [skus[0]!], DEFAULT_ONLY)).toEqual([`${skus[0]}@default=-1`]);
  });

  it('STOCK_CACHE_MAX_MB=0 keeps nothing: every answer is read from PostgreSQL', async () => {
    await createLocations(off.t, ['north', 'south']);
    await fill(off.t, ['X', 'Y']);
    expect(await fetchLevels(off.t, ['X', 'Y'], DEFAULT_ONLY)).toEqual(['X@default=0', 'Y@default=1']);
    await writeElsewhere(off.h, off.t, `UPDATE stock_levels SET stock_level = 42 WHERE site_id = $1 AND sku = 'X'`, [off.t.siteId], false);
    expect(await fetchLevels(off.t, ['X', 'Y'], DEFAULT_ONLY)).toEqual(['X@default=42', 'Y@default=1']);
    expect(stockFetchCache(off.h.deps).stats).toEqual({ skus: 0, slabs: 0, bytes: 0 });
  });
});
