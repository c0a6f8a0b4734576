import { beforeAll, describe, expect, it } from 'vitest';
import { PRICE_LIST_LOCK_SQL } from '../../../src/services/pricing/price-lists/lock-key.ts';
import { useHarness } from '../../helpers/harness.ts';

// Contract §3: a write that would interleave with an import on the same list gets 409 concurrent-update (here:
// the import still holds the list's lock, or is still waiting to run, when the write's wait, shortened for the
// test, runs out).

const setup = useHarness({ env: { PRICE_LIST_LOCK_WAIT_MS: '300', BULK_WAIT_MS: '0' } });
let listId: string;
beforeAll(async () => {
  const created = await setup.t.call('POST', '/api/v1/price-lists', { slug: 'busy', name: 'Busy', currency_code: 'EUR' });
  expect(created.status).toBe(201);
  listId = (await setup.h.deps.db.prisma.priceList.findFirstOrThrow({ where: { siteId: setup.t.siteId, slug: 'busy' } })).id;
});

async function whileImportHoldsTheList<T>(fn: () => Promise<T>): Promise<T> {
  const importer = await setup.h.deps.db.pool.connect();
  await importer.query('BEGIN');
  await importer.query(PRICE_LIST_LOCK_SQL, [listId]);
  try {
    return await fn();
  } finally {
    await importer.query('ROLLBACK');
    importer.release();
  }
}

describe('409 concurrent-update while an import holds the list', () => {
  for (const path of ['/api/v1/price-lists/busy/pricing', '/api/v1/price-lists/busy']) {
    it(`DELETE ${path}`, async () => {
      const res = await whileImportHoldsTheList(() => setup.t.call('DELETE', path));
      expect(res.status).toBe(409);
      expect(res.headers.get('content-type')).toBe('application/problem+json');
      expect(res.body).toMatchObject({ status: 409, title: 'concurrent-update', errors: [{ code: 'concurrent-update' }] });
      expect((await setup.t.call('GET', '/api/v1/price-lists/busy')).status).toBe(200);
    });
  }
});

describe('an upload still waiting to run comes first', () => {
  it('DELETE …/pricing answers 409 while the upload is queued, and empties the list once it has run', async () => {
    // No worker runs yet, so the upload stays queued.
    const upload = await setup.t.call<{ id: string }>('PATCH', '/api/v1/price-lists/busy/pricing', [{ sku: 'Q-1', pricing: [{ quantity: 1, price: '3.00' }] }]);
    expect(upload.status).toBe(202);
    const early = await setup.t.call('DELETE', '/api/v1/price-lists/busy/pricing');
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ title: 'concurrent-update', detail: expect.stringContaining('waiting to run') });

    await setup.h.startWorkers();
    for (let i = 0; i < 200; i++) {
      if ((await setup.t.call<{ status: string }>('GET', `/api/v1/jobs/${upload.body.id}`)).body.status === 'completed') break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect((await setup.t.call('DELETE', '/api/v1/price-lists/busy/pricing')).status).toBe(204);
    expect((await setup.t.call('GET', '/api/v1/price-lists/busy/pricing')).status).toBe(204);
  });
});
