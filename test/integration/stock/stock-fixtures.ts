import type { Harness, Tenant } from '../../helpers/harness.ts';

// Shared by the stock tests: stored levels read straight from the database, and job helpers.

export type Item = Record<string, unknown>;

/** The tenant's stored levels as "sku@location-external-id=level" strings, sorted, for readable assertions. */
export async function levelMap(h: Harness, t: Tenant): Promise<string[]> {
  const { rows } = await h.deps.db.pool.query<{ s: string }>(
    `SELECT s.sku || '@' || coalesce(l.external_id, l.id::text) || '=' || s.stock_level AS s
       FROM stock_levels s JOIN stock_locations l ON l.id = s.location_id
      WHERE s.site_id = $1 AND s.environment = $2::"Environment" ORDER BY 1`,
    [t.siteId, t.environment],
  );
  return rows.map((r) => r.s);
}

export async function waitForJob(t: Tenant, id: string, ms = 20_000): Promise<any> {
  const deadline = Date.now() + ms;
  for (;;) {
    const res = await t.call('GET', `/api/v1/jobs/${id}`);
    if (res.status !== 200) throw new Error(`GET job: ${res.status} ${res.text}`);
    if (res.body.status === 'completed' || res.body.status === 'failed') return res.body;
    if (Date.now() > deadline) throw new Error(`job ${id} still ${res.body.status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Creates locations by external id; returns external id → id. */
export async function createLocations(t: Tenant, externalIds: string[]): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const ext of externalIds) {
    const res = await t.call('POST', '/api/v1/stock-locations', { name: `Location ${ext}`, external_id: ext });
    if (res.status !== 201) throw new Error(`create location ${ext}: ${res.status} ${res.text}`);
    ids[ext] = res.body.id;
  }
  return ids;
}

export async function stagingCount(h: Harness, jobId: string): Promise<number> {
  const { rows } = await h.deps.db.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM stock_staging WHERE job_id = $1', [jobId]);
  return rows[0]!.n;
}
