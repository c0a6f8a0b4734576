import type { Harness, Tenant } from '../../helpers/harness.ts';

// Shared by the price write tests: lists created straight in the database (this slice does not own them),
// stored rows read back the same way, and CSV / job helpers.

export type StoredRow = { sku: string; quantity: number; price: string; unit_of_measure: string | null; tax_type: string | null; display_tax_rate: string | null };

export async function createLists(h: Harness, t: Tenant, slugs: string[]): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const slug of slugs) {
    const list = await h.deps.db.prisma.priceList.create({
      data: { siteId: t.siteId, environment: t.environment, slug, name: slug, currencyCode: 'EUR' },
    });
    ids[slug] = list.id;
  }
  return ids;
}

export async function storedRows(h: Harness, listId: string): Promise<StoredRow[]> {
  const { rows } = await h.deps.db.pool.query<StoredRow>(
    `SELECT sku, quantity, price::text AS price, unit_of_measure, tax_type, display_tax_rate::text AS display_tax_rate
       FROM prices WHERE price_list_id = $1 ORDER BY sku, quantity`,
    [listId],
  );
  return rows;
}

/** The rows as compact "sku@quantity=price" strings, for readable assertions. */
export async function priceMap(h: Harness, listId: string): Promise<string[]> {
  return (await storedRows(h, listId)).map((r) => `${r.sku}@${r.quantity}=${r.price}`);
}

export const csv = (t: Tenant, method: string, path: string, text: string) => t.call(method, path, text, { 'Content-Type': 'text/csv' });

export async function waitForJob(t: Tenant, id: string, until: (job: any) => boolean = (j) => j.status === 'completed' || j.status === 'failed', ms = 20_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const res = await t.call('GET', `/api/v1/jobs/${id}`);
    if (res.status !== 200) throw new Error(`GET job: ${res.status} ${res.text}`);
    if (until(res.body)) return res.body;
    if (Date.now() > deadline) throw new Error(`job ${id} still ${res.body.status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Staged price rows (of `jobId`, or of every job) once the worker has had up to 5 s to clean up: a job reads as
 * completed (and its request answers) before its staging rows are deleted, so a count taken at once can race it.
 */
export async function stagingCount(h: Harness, jobId?: string): Promise<number> {
  const count = async () => {
    const { rows } = jobId
      ? await h.deps.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM price_staging WHERE job_id = $1', [jobId])
      : await h.deps.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM price_staging');
    return rows[0]!.n;
  };
  const deadline = Date.now() + 5_000;
  let n = await count();
  while (n > 0 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
    n = await count();
  }
  return n;
}
