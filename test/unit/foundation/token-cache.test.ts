import { describe, expect, it } from 'vitest';
import { hashToken, newAccessToken } from '../../../src/auth/secrets.ts';
import { TokenCache } from '../../../src/auth/token-cache.ts';
import type { TokenReader, TokenRecord } from '../../../src/auth/repository.ts';

// The in-process token cache: hits skip the database, unknown tokens are never cached, and an announced
// revocation or site change evicts at once.

/** pg's pool as findTokenRecord queries it: one row per known token hash, counting the queries. */
function fakeDb(rows: Map<string, { credentialId: string; siteId: string }>) {
  let queries = 0;
  const db: TokenReader = {
    async query<R extends object>({ values }: { values: unknown[] }) {
      queries++;
      const r = rows.get(values[0] as string);
      if (!r) return { rows: [] as R[] };
      const record: TokenRecord = {
        credentialId: r.credentialId,
        credentialName: 'n',
        siteId: r.siteId,
        environment: 'live',
        expiresAt: new Date(Date.now() + 3600_000),
        plan: 'pro',
        testMode: false,
      };
      return { rows: [record as unknown as R] };
    },
  };
  return { db, queries: () => queries };
}

describe('TokenCache', () => {
  const a = newAccessToken();
  const b = newAccessToken();
  const rows = new Map([
    [hashToken(a), { credentialId: 'cred-a', siteId: 'site-1' }],
    [hashToken(b), { credentialId: 'cred-b', siteId: 'site-2' }],
  ]);

  it('a known token is read once within the TTL, then again after it', async () => {
    const { db, queries } = fakeDb(rows);
    const cache = new TokenCache(db, 1000, 'ch');
    expect((await cache.lookup(a, 0))?.credentialId).toBe('cred-a');
    await cache.lookup(a, 500);
    expect(queries()).toBe(1);
    await cache.lookup(a, 1500);
    expect(queries()).toBe(2);
  });

  it('tokens validated together fall due over the last quarter of the lifetime, not all at once', async () => {
    const many = Array.from({ length: 200 }, () => newAccessToken());
    const { db, queries } = fakeDb(new Map(many.map((t, i) => [hashToken(t), { credentialId: `cred-${i}`, siteId: 'site-1' }])));
    const cache = new TokenCache(db, 1000, 'ch');
    const readAll = async (now: number) => {
      const before = queries();
      for (const t of many) await cache.lookup(t, now);
      return queries() - before;
    };
    expect(await readAll(0)).toBe(200);
    expect(await readAll(749)).toBe(0); // none before three quarters of the lifetime
    const dueByThreeQuarters = await readAll(875);
    expect(dueByThreeQuarters).toBeGreaterThan(20); // about half (100): not the whole batch at one instant
    expect(dueByThreeQuarters).toBeLessThan(180);
    expect(await readAll(875)).toBe(0); // re-read ones are kept again
  });

  it('an unknown token is not cached (a token issued a moment ago elsewhere must work at once)', async () => {
    const { db, queries } = fakeDb(rows);
    const cache = new TokenCache(db, 60_000, 'ch');
    const c = newAccessToken();
    expect(await cache.lookup(c, 0)).toBeNull();
    expect(await cache.lookup(c, 1)).toBeNull();
    expect(queries()).toBe(2);
  });

  it('evict(credential:<id>) and evict(site:<id>) drop only the tokens they cover', async () => {
    const { db, queries } = fakeDb(rows);
    const cache = new TokenCache(db, 60_000, 'ch');
    await cache.lookup(a, 0);
    await cache.lookup(b, 0);
    cache.evict('credential:cred-a');
    await cache.lookup(a, 1);
    await cache.lookup(b, 1);
    expect(queries()).toBe(3);
    cache.evict('site:site-2');
    await cache.lookup(a, 2);
    await cache.lookup(b, 2);
    expect(queries()).toBe(4);
  });

  it('a revocation announced while a read is in flight: that read answers its request but is not kept', async () => {
    const { db, queries } = fakeDb(rows);
    const cache = new TokenCache(db, 60_000, 'ch');
    const reading = cache.lookup(a, 0);
    cache.evict('credential:cred-a');
    expect((await reading)?.credentialId).toBe('cred-a');
    expect(cache.size).toBe(0);
    await cache.lookup(a, 1);
    expect(queries()).toBe(2);
  });

  it('a TTL of 0 disables caching', async () => {
    const { db, queries } = fakeDb(rows);
    const cache = new TokenCache(db, 0, 'ch');
    await cache.lookup(a, 0);
    await cache.lookup(a, 0);
    expect(queries()).toBe(2);
  });

  it('keeps at most its cap of tokens, least recently used out first; an evicted token is read again and still works', async () => {
    const many = Array.from({ length: 10 }, () => newAccessToken());
    const { db, queries } = fakeDb(new Map(many.map((t, i) => [hashToken(t), { credentialId: `cred-${i}`, siteId: `site-${i}` }])));
    const cache = new TokenCache(db, 60_000, 'ch', 4);
    for (const t of many) await cache.lookup(t, 0);
    expect(cache.size).toBe(4);
    expect(queries()).toBe(10);
    expect((await cache.lookup(many[9]!, 1))?.credentialId).toBe('cred-9'); // recent: from the cache
    expect(queries()).toBe(10);
    expect((await cache.lookup(many[0]!, 1))?.credentialId).toBe('cred-0'); // evicted: read again
    expect(queries()).toBe(11);
    expect(cache.size).toBe(4);
    cache.evict('site:site-9'); // announcements still reach the tokens kept
    await cache.lookup(many[9]!, 2);
    expect(queries()).toBe(12);
  });
});
