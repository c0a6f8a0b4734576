import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../helpers/harness.ts';
import { createLists, waitForJob } from './price-writes-fixtures.ts';

// A job that fails because its price list was deleted after the upload names the list as the client did (its
// slug), never by the internal id the client has never seen; the job's error and the sync error alike.

const setup = useHarness({ env: { BULK_WAIT_MS: '0' }, workers: true });
let ids: Record<string, string>;
beforeAll(async () => {
  ids = await createLists(setup.h, setup.t, ['kept', 'vanishing']);
});

/** Uploads while the list's import lock is held, deletes the list meanwhile, then lets the job run. */
async function uploadThenDelete(upload: () => Promise<{ status: number; body: any }>, listId: string) {
  const holder = await setup.h.deps.db.pool.connect();
  await holder.query('SELECT pg_advisory_lock(hashtext($1))', [listId]);
  try {
    const res = await upload();
    expect(res.status).toBe(202);
    await setup.h.deps.db.prisma.priceList.delete({ where: { id: listId } });
    return res.body.id as string;
  } finally {
    await holder.query('SELECT pg_advisory_unlock_all()');
    holder.release();
  }
}

describe('a price import whose list was deleted meanwhile', () => {
  it("the job's error and the sync error name the list by slug, not by its internal id", async () => {
    const jobId = await uploadThenDelete(
      () =>
        setup.t.call('PATCH', '/api/v1/batch-update-pricing', [
          { price_list_slug: 'vanishing', sku: 'X', pricing: [{ quantity: 1, price: 1 }] },
          { price_list_slug: 'kept', sku: 'Y', pricing: [{ quantity: 1, price: 2 }] },
        ]),
      ids.vanishing!,
    );
    const job = await waitForJob(setup.t, jobId);
    expect(job.status).toBe('failed');
    expect(job.error).toBe('price list(s) deleted since the upload: "vanishing"');
    expect(job.error).not.toContain(ids.vanishing);
    await expect.poll(() => setup.h.deps.db.prisma.syncError.count({ where: { jobId } })).toBe(1);
    const syncError = await setup.h.deps.db.prisma.syncError.findFirst({ where: { jobId } });
    expect(JSON.stringify(syncError)).toContain('"vanishing\\"');
    expect(JSON.stringify(syncError)).not.toContain(ids.vanishing);
  });
});
