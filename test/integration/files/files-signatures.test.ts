import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sign, type SignedFields } from '../../../src/services/files/signing.ts';
import { samples } from '../../helpers/file-fixtures.ts';
import { readResponse, useHarness } from '../../helpers/harness.ts';
import { get, put, register, uploaded } from './support.ts';

// Signed URLs (the credential of the content routes) and tenant isolation: an expired, altered or misplaced URL is
// 403 with a detail that says which and how to get a new one; another tenant never sees a file.

const setup = useHarness({ workers: true, tenant: { testMode: true } });

/** A URL for `fields`, signed with the harness's key: a genuine URL with chosen values (an expiry in the past). */
function forged(fields: SignedFields, base = 'http://localhost') {
  const signature = sign(Buffer.from(setup.h.config.FILES_SIGNING_SECRET!, 'utf8'), fields);
  return `${base}/api/v1/files/${fields.fileId}/content?${new URLSearchParams({ site: fields.siteId, expires: String(fields.expires), signature })}`;
}

const withParam = (url: string, name: string, value: string | null) => {
  const u = new URL(url);
  if (value === null) u.searchParams.delete(name);
  else u.searchParams.set(name, value);
  return u.toString();
};

describe('upload URLs', () => {
  it('an expired upload URL is 403 naming its expiry and the way to a new one', async () => {
    const file = await register(setup.t, 'old.pdf');
    const expires = Math.floor(Date.now() / 1000) - 60;
    await setup.h.deps.db.prisma.storedFile.update({ where: { id: file.id }, data: { uploadExpiresAt: new Date(expires * 1000) } });
    const res = await put(setup.h, forged({ purpose: 'upload', siteId: setup.t.siteId, environment: 'live', fileId: file.id, expires }), samples.pdf);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ title: 'access_denied', detail: expect.stringMatching(/upload URL expired at .*PATCH \/api\/v1\/files\/\{id\}/) });
  });

  it('a tampered upload URL is 403: signature, expiry, site or file changed, or a part missing', async () => {
    const file = await register(setup.t, 'tamper.pdf');
    const url = new URL(file.upload_url);
    const signature = url.searchParams.get('signature')!;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`;
    const other = await register(setup.t, 'other.pdf');
    const variants = [
      withParam(file.upload_url, 'signature', flipped),
      withParam(file.upload_url, 'signature', 'short'),
      withParam(file.upload_url, 'expires', String(Number(url.searchParams.get('expires')) + 3600)),
      withParam(file.upload_url, 'site', 'someone-else'),
      file.upload_url.replace(file.id, other.id),
    ];
    for (const variant of variants) {
      const res = await put(setup.h, variant, samples.pdf);
      expect(res.status, variant).toBe(403);
      expect(res.body.detail).toMatch(/signature does not match: the URL was altered/);
    }
    for (const part of ['site', 'expires', 'signature']) {
      const res = await put(setup.h, withParam(file.upload_url, part, null), samples.pdf);
      expect(res.status).toBe(403);
      expect(res.body.detail).toMatch(/not a signed upload URL: the query parameters site, expires and signature are required/);
    }
    expect((await put(setup.h, file.upload_url, samples.pdf)).status).toBe(200); // the genuine URL still works
  });

  it('an upload URL is no download URL, and the other way round', async () => {
    const { file, answer } = await uploaded(setup.h, setup.t, 'both.pdf', samples.pdf);
    expect((await get(setup.h, file.upload_url)).status).toBe(403);
    expect((await put(setup.h, answer.body.download_url, samples.pdf)).status).toBe(403);
  });
});

describe('download URLs', () => {
  it('work for 15 minutes: an expired one is 403, a fresh GET gives a working one', async () => {
    const { id, answer } = await uploaded(setup.h, setup.t, 'dl.pdf', samples.pdf);
    expect((await get(setup.h, answer.body.download_url)).status).toBe(200);
    const expires = Math.floor(Date.now() / 1000) - 1;
    const res = await readResponse<any>(await get(setup.h, forged({ purpose: 'download', siteId: setup.t.siteId, environment: 'live', fileId: id, expires })));
    expect(res.status).toBe(403);
    expect(res.body.detail).toMatch(/download URL expired at .*GET \/api\/v1\/files\/\{id\}/);
    const tampered = await readResponse<any>(await get(setup.h, withParam(answer.body.download_url, 'expires', String(expires + 7200))));
    expect(tampered.status).toBe(403);
  });

  it('a download of a file whose content was replaced meanwhile is 410', async () => {
    const { id, answer } = await uploaded(setup.h, setup.t, 'swap.pdf', samples.pdf);
    await setup.h.deps.db.prisma.storedFile.update({ where: { id }, data: { status: 'rejected', rejectionReason: 'test' } });
    const res = await readResponse<any>(await get(setup.h, answer.body.download_url));
    expect(res.status).toBe(410);
    expect(res.body.title).toBe('resource-gone');
  });
});

describe('tenants', () => {
  it("another site never sees, changes or deletes a file, and its URL does not work under another site's name", async () => {
    const { id, file } = await uploaded(setup.h, setup.t, 'mine.pdf', samples.pdf);
    const other = await setup.h.tenant();
    expect((await other.call('GET', `/api/v1/files/${id}`)).status).toBe(404);
    expect((await other.call('PATCH', `/api/v1/files/${id}`)).status).toBe(404);
    expect((await other.call('POST', '/api/v1/batch-delete-files', [id])).status).toBe(204);
    expect((await setup.t.call('GET', `/api/v1/files/${id}`)).status).toBe(200);
    const theirs = await register(other, 'theirs.pdf');
    expect((await put(setup.h, withParam(theirs.upload_url, 'site', setup.t.siteId), samples.pdf)).status).toBe(403);
    expect(file.upload_url).toContain(`site=${setup.t.siteId}`);
  });

  it("a live URL does not work on the test base address, and test's files are not live's", async () => {
    const live = await register(setup.t, 'env.pdf');
    expect((await put(setup.h, live.upload_url, samples.pdf, {}, 'test')).status).toBe(403);
    const testTenant = await setup.h.tenant({ siteId: setup.t.siteId, environment: 'test' });
    expect((await testTenant.call('GET', `/api/v1/files/${live.id}`)).status).toBe(404);
    const testFile = await register(testTenant, 'env.pdf');
    expect((await put(setup.h, testFile.upload_url, samples.pdf, {}, 'test')).status).toBe(200);
    expect((await setup.t.call('GET', `/api/v1/files/${testFile.id}`)).status).toBe(404);
  });

  it('the bearer routes answer 401 for a missing or malformed token and 403 for another site’s, with detail', async () => {
    const id = randomUUID();
    const call = (auth: string | null) =>
      setup.h.request(`/api/v1/files/${id}`, { headers: { 'Site-Id': setup.t.siteId, ...(auth ? { Authorization: auth } : {}) } }).then((r) => readResponse<any>(r));
    const missing = await call(null);
    expect([missing.status, missing.body.detail]).toEqual([401, expect.stringMatching(/missing/)]);
    const malformed = await call('Bearer not-a-token');
    expect([malformed.status, malformed.body.detail]).toEqual([401, expect.stringMatching(/not "Bearer <access_token>"/)]);
    const other = await setup.h.tenant();
    const foreign = await call(`Bearer ${other.token}`);
    expect([foreign.status, foreign.body.detail]).toEqual([403, expect.stringMatching(/another site or environment/)]);
  });
});
