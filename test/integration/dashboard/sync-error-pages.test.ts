import { beforeAll, describe, expect, it } from 'vitest';
import { recordSyncErrors, type SyncFailure } from '../../../src/services/sync-logging/index.ts';
import { DashboardClient, dashboardUser } from '../../helpers/dashboard.ts';
import { useHarness } from '../../helpers/harness.ts';

// The sync error log pages: filters, text search, detail, resolve/reopen, CSV export, and the site boundary.

const setup = useHarness({ tenant: { testMode: true } });
let browser: DashboardClient;

const failure = (f: Partial<SyncFailure> & Pick<SyncFailure, 'code' | 'message'>): SyncFailure => ({
  siteId: setup.t.siteId,
  environment: 'live',
  integration: 'erp',
  dataType: 'purchases',
  ...f,
});

const idsOf = (html: string) => [...html.matchAll(/data-sync-error="([^"]+)"/g)].map((m) => m[1]!);
const codesOf = (html: string) => [...html.matchAll(/href="\/dashboard\/sync-errors\/[0-9a-f-]{36}\?[^"]*">([^<]+)</g)].map((m) => m[1]);

beforeAll(async () => {
  const prisma = setup.h.deps.db.prisma;
  // Written one at a time so last_seen_at orders them: newest first on the page.
  const rows: SyncFailure[] = [
    failure({ code: 'sku-unknown', message: 'line 2: unknown SKU TSHIRT-XL', externalId: 'PO-1', payload: { sku: 'TSHIRT-XL', qty: 3 } }),
    failure({ code: 'price-invalid', message: 'price is 100% off', dataType: 'prices', integration: 'pim', externalId: 'P-7' }),
    failure({ code: 'formula', message: '=HYPERLINK("http://evil")', externalId: 'PO-2' }),
    failure({ code: 'test-only', message: 'in the test environment', environment: 'test', externalId: 'T-1' }),
  ];
  for (const r of rows) {
    await recordSyncErrors(prisma, [r]);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  await recordSyncErrors(prisma, [{ ...failure({ code: 'other-site', message: 'not yours', externalId: 'X-1' }), siteId: (await setup.h.tenant()).siteId }]);
  browser = new DashboardClient(setup.h);
  await browser.signIn(await dashboardUser(setup.h, setup.t.siteId, 'support'));
});

describe('sync error log', () => {
  it('lists the open errors of the live environment, newest first, and nothing of another site', async () => {
    const html = await (await browser.get('/dashboard/sync-errors')).text();
    expect(codesOf(html)).toEqual(['formula', 'price-invalid', 'sku-unknown']);
    expect(html).not.toContain('not yours');
  });

  it('filters by environment, integration, data type, status and text', async () => {
    const codes = async (q: string) => codesOf(await (await browser.get(`/dashboard/sync-errors?${q}`)).text());
    expect(await codes('env=test')).toEqual(['test-only']);
    expect(await codes('integration=pim')).toEqual(['price-invalid']);
    expect(await codes('data_type=purchases')).toEqual(['formula', 'sku-unknown']);
    expect(await codes('q=tshirt')).toEqual(['sku-unknown']);
    expect(await codes('q=PO-2')).toEqual(['formula']);
    // LIKE's wildcards are the typed characters themselves.
    expect(await codes(`q=${encodeURIComponent('100%')}`)).toEqual(['price-invalid']);
    expect(await codes(`q=${encodeURIComponent('%')}`)).toEqual(['price-invalid']);
    expect(await codes('status=resolved')).toEqual([]);
  });

  it('shows the detail with its payload, and resolves and reopens it', async () => {
    const list = await (await browser.get('/dashboard/sync-errors?q=tshirt')).text();
    const id = idsOf(list)[0]!;
    const detail = await (await browser.get(`/dashboard/sync-errors/${id}?env=live`)).text();
    expect(detail).toContain('line 2: unknown SKU TSHIRT-XL');
    expect(detail).toContain('&quot;qty&quot;: 3');
    // Reported by no job: retry is explained, not offered.
    expect(detail).toContain('id="retry-unavailable"');
    const resolved = await browser.submit(`/dashboard/sync-errors/${id}?env=live`, `/dashboard/sync-errors/${id}/resolve?env=live`);
    expect(resolved.status).toBe(303);
    expect(resolved.headers.get('location')).toBe(`/dashboard/sync-errors/${id}?env=live`);
    const after = await (await browser.get(resolved.headers.get('location')!)).text();
    expect(after).toContain('Resolved.');
    expect(after).toContain('>Reopen<');
    expect(codesOf(await (await browser.get('/dashboard/sync-errors?status=resolved')).text())).toEqual(['sku-unknown']);
    await browser.submit(`/dashboard/sync-errors/${id}?env=live`, `/dashboard/sync-errors/${id}/reopen?env=live`);
    expect(codesOf(await (await browser.get('/dashboard/sync-errors?status=resolved')).text())).toEqual([]);
  });

  it('refuses a status change without the CSRF token', async () => {
    const id = idsOf(await (await browser.get('/dashboard/sync-errors?q=tshirt')).text())[0]!;
    const res = await browser.post(`/dashboard/sync-errors/${id}/resolve?env=live`, {});
    expect(res.status).toBe(403);
    expect(codesOf(await (await browser.get('/dashboard/sync-errors?status=resolved')).text())).toEqual([]);
  });

  it("answers 404 for another site's error and an unknown id", async () => {
    const other = await setup.h.deps.db.prisma.syncError.findFirst({ where: { code: 'other-site' } });
    expect((await browser.get(`/dashboard/sync-errors/${other!.id}?env=live`)).status).toBe(404);
    expect((await browser.get('/dashboard/sync-errors/not-a-uuid')).status).toBe(404);
    expect((await browser.submit('/dashboard/sync-errors', `/dashboard/sync-errors/${other!.id}/resolve?env=live`)).status).toBe(404);
    expect((await setup.h.deps.db.prisma.syncError.findUnique({ where: { id: other!.id } }))!.status).toBe('open');
  });

  it('exports the filtered list as CSV, formulas defused', async () => {
    const res = await browser.get('/dashboard/sync-errors/export.csv?env=live&data_type=purchases&status=all');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(new RegExp(`attachment; filename="sync-errors-${setup.t.siteId}-live-`));
    const text = (await res.text()).replace(/^\uFEFF/, '');
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,status,integration,data_type,code,message,external_id,visible_id,external_url,job_id,attempts,occurrences,first_seen_at,last_seen_at,resolved_at,payload');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`,formula,"'=HYPERLINK(""http://evil"")",PO-2,`);
    expect(lines[2]).toContain(',sku-unknown,line 2: unknown SKU TSHIRT-XL,PO-1,');
    // jsonb keeps the keys in its own order.
    expect(lines[2]).toContain('"{""qty"":3,""sku"":""TSHIRT-XL""}"');
  });

  it('pages through a long list without repeating or skipping', async () => {
    const many = Array.from({ length: 120 }, (_, i) => failure({ code: 'bulk', message: `row ${i}`, externalId: `B-${i}`, dataType: 'stock' }));
    await recordSyncErrors(setup.h.deps.db.prisma, many);
    const seen: string[] = [];
    let url: string | undefined = '/dashboard/sync-errors?data_type=stock';
    while (url) {
      const html = await (await browser.get(url)).text();
      seen.push(...idsOf(html));
      url = /href="([^"]+)">Older →/.exec(html)?.[1]?.replace(/&amp;/g, '&');
    }
    expect(seen).toHaveLength(120);
    expect(new Set(seen).size).toBe(120);
  });
});
