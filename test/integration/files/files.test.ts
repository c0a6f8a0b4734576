import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { filesDir } from '../../../src/services/files/storage.ts';
import { samples } from '../../helpers/file-fixtures.ts';
import { readResponse, useHarness } from '../../helpers/harness.ts';
import { get, pathOf, put, register, settled, uploaded } from './support.ts';

// The Files API end to end in process: register, upload through the signed URL, the worker's content check,
// download, 404/410, PATCH, batch delete and the 400s of file_path. Transport (413, a real upload over a
// socket) is in files-transport.test.ts; signatures and tenants in files-signatures.test.ts.

const setup = useHarness({ workers: true });

describe('register (POST /api/v1/files)', () => {
  it('answers 201 pending with a signed upload URL valid 15 minutes and the headers to send', async () => {
    const before = Date.now();
    const res = await setup.t.call('POST', '/api/v1/files', { file_path: 'invoices/2026/inv-1.pdf', metadata: { order: 'SO-1' }, expires_at: '2099-01-01T00:00:00Z' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ file_path: 'invoices/2026/inv-1.pdf', status: 'pending', content_type: 'application/pdf', size: null, metadata: { order: 'SO-1' }, expires_at: '2099-01-01T00:00:00.000Z', required_headers: { 'Content-Type': 'application/pdf' } });
    const url = new URL(res.body.upload_url);
    expect(url.pathname).toBe(`/api/v1/files/${res.body.id}/content`);
    expect(url.searchParams.get('site')).toBe(setup.t.siteId);
    expect(Number(url.searchParams.get('expires')) * 1000).toBe(Date.parse(res.body.upload_expires_at));
    const lifetime = Date.parse(res.body.upload_expires_at) - before;
    expect(lifetime).toBeGreaterThan(14 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(15 * 60_000);
  });

  it.each([
    ['../../etc/passwd.pdf', /"\.\." segment \(path traversal\)/],
    ['/srv/files/x.pdf', /absolute path/],
    ['docs\\x.pdf', /backslash/],
    ['x\u0000.pdf', /NUL character/],
    ['tool.exe', /"\.exe", which is not allowed; allowed: \.pdf/],
    [`${'n'.repeat(300)}.pdf`, /file name longer than 255 bytes/],
    [`${'folder/'.repeat(200)}x.pdf`, /longer than 1024 bytes/],
  ])('refuses file_path %j with a 400 naming the problem', async (filePath, message) => {
    const res = await setup.t.call('POST', '/api/v1/files', { file_path: filePath });
    expect(res.status).toBe(400);
    expect(res.body.title).toBe('invalid-request-contents');
    expect(res.body.errors).toEqual([{ code: 'keyword-mismatch', property: 'file_path', message: expect.stringMatching(message) }]);
    expect(res.body.detail).toMatch(message);
    expect(res.body.detail).toMatch(/^file_path: /);
  });

  it('spells every schema problem out in detail as well as in errors', async () => {
    const res = await setup.t.call('POST', '/api/v1/files', { expires_at: 'tomorrow', metadata: [1] });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { property: string }) => e.property).sort()).toEqual(['expires_at', 'file_path', 'metadata']);
    for (const e of res.body.errors) expect(res.body.detail).toContain(`${e.property}: ${e.message}`);
  });

  it('refuses an expires_at in the past, and metadata over 16 KiB', async () => {
    const past = await setup.t.call('POST', '/api/v1/files', { file_path: 'a.pdf', expires_at: '2020-01-01T00:00:00Z' });
    expect(past.status).toBe(400);
    expect(past.body.errors).toEqual([{ code: 'keyword-mismatch', property: 'expires_at', message: expect.stringMatching(/must lie in the future/) }]);
    const big = await setup.t.call('POST', '/api/v1/files', { file_path: 'a.pdf', metadata: { note: 'x'.repeat(17_000) } });
    expect(big.status).toBe(400);
    expect(big.body.detail).toMatch(/metadata: must be at most 16384 bytes/);
  });

  it('answers 401 without a token and 403 for a token of another site, with detail', async () => {
    const none = readResponse<any>(await setup.h.request('/api/v1/files', { method: 'POST', headers: { 'Site-Id': setup.t.siteId, 'Content-Type': 'application/json' }, body: '{"file_path":"a.pdf"}' }));
    expect((await none).status).toBe(401);
    expect((await none).body.detail).toMatch(/Authorization header is missing/);
    const other = await setup.h.tenant();
    const res = await readResponse<any>(await setup.h.request('/api/v1/files', { method: 'POST', headers: { 'Site-Id': setup.t.siteId, Authorization: `Bearer ${other.token}`, 'Content-Type': 'application/json' }, body: '{"file_path":"a.pdf"}' }));
    expect(res.status).toBe(403);
    expect(res.body.detail).toMatch(/another site or environment/);
  });
});

describe('upload, check and download', () => {
  it.each([
    ['report.pdf', samples.pdf, 'application/pdf'],
    ['photo.png', samples.png, 'image/png'],
    ['photo.JPG', samples.jpeg, 'image/jpeg'],
    ['anim.gif', samples.gif, 'image/gif'],
    ['pic.webp', samples.webp, 'image/webp'],
    ['book.xlsx', samples.xlsx, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['letter.docx', samples.docx, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['feed.csv', samples.csv, 'text/csv; charset=utf-8'],
  ])('%s becomes ready and downloads byte for byte', async (name, bytes, type) => {
    const { id, answer } = await uploaded(setup.h, setup.t, `in/${name}`, bytes);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id, status: 'ready', size: bytes.length, content_type: type });
    expect(Date.parse(answer.body.download_expires_at) - Date.now()).toBeGreaterThan(14 * 60_000);
    const res = await get(setup.h, answer.body.download_url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${name}"; filename*=UTF-8''${name}`);
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('rejects a .pdf holding PNG bytes: 410, and allowRejected=true adds the reason', async () => {
    const { id, answer } = await uploaded(setup.h, setup.t, 'scan.pdf', samples.png);
    expect(answer.status).toBe(410);
    expect(answer.body.title).toBe('resource-gone');
    expect(answer.body.detail).toMatch(/failed its check.*allowRejected=true/);
    expect(answer.body.file).toBeUndefined();
    const detailed = await setup.t.call('GET', `/api/v1/files/${id}?allowRejected=true`);
    expect(detailed.status).toBe(410);
    expect(detailed.body.file).toMatchObject({ id, status: 'rejected', file_path: 'scan.pdf', rejection_reason: 'the content is PNG data, not PDF as its extension .pdf says' });
    expect(detailed.body.detail).toContain('the content is PNG data, not PDF');
    expect((await setup.t.call('GET', `/api/v1/files/${id}?allowRejected=maybe`)).status).toBe(400);
  });

  it.each([
    ['sheet.xlsx', samples.docx, /DOCX document, not XLSX/],
    ['data.csv', Buffer.from('sku\nGr\xf6\xdfe\n', 'latin1'), /not valid UTF-8/],
    ['data.csv', Buffer.from('a,b\n\0\0'), /NUL byte/],
    ['pic.webp', samples.gif, /GIF data, not WebP/],
  ])('rejects %s with the wrong content', async (name, bytes, reason) => {
    const { answer } = await uploaded(setup.h, setup.t, name, bytes, '?allowRejected=true');
    expect(answer.status).toBe(410);
    expect(answer.body.file.rejection_reason).toMatch(reason);
  });

  it('stores content under the file id, never under the client path', async () => {
    const { id } = await uploaded(setup.h, setup.t, 'deep/folder/name.pdf', samples.pdf);
    const names = await readdir(filesDir(setup.h.config));
    expect(names).toContain(`${id}.1`);
    expect(names.some((n) => n.includes('name'))).toBe(false);
  });

  it('refuses an empty body (400), another media type (415), and leaves the URL usable', async () => {
    const file = await register(setup.t, 'late.pdf');
    const empty = await put(setup.h, file.upload_url, Buffer.alloc(0));
    expect(empty.status).toBe(400);
    expect(empty.body.detail).toMatch(/body is empty/);
    const wrongType = await put(setup.h, file.upload_url, samples.pdf, { 'Content-Type': 'image/png' });
    expect(wrongType.status).toBe(415);
    expect(wrongType.text).toBe('');
    const ok = await put(setup.h, file.upload_url, samples.pdf, { 'Content-Type': 'application/octet-stream' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ id: file.id, status: 'pending', size: samples.pdf.length });
  });

  it('an upload URL works once: a second PUT is 403 naming the way to a new one', async () => {
    const file = await register(setup.t, 'once.pdf');
    expect((await put(setup.h, file.upload_url, samples.pdf)).status).toBe(200);
    const again = await put(setup.h, file.upload_url, samples.pdf);
    expect(again.status).toBe(403);
    expect(again.body.detail).toMatch(/already used, or a newer one was issued.*PATCH/);
  });
});

describe('PATCH re-issues the upload URL', () => {
  it('gives a new URL (the old one stops working) and a rejected file can be uploaded again and become ready', async () => {
    const { id, file } = await uploaded(setup.h, setup.t, 'retry.pdf', samples.png);
    const patched = await setup.t.call('PATCH', `/api/v1/files/${id}`, { metadata: { attempt: 2 } });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ id, status: 'rejected', metadata: { attempt: 2 }, required_headers: { 'Content-Type': 'application/pdf' } });
    expect(patched.body.upload_url).not.toBe(file.upload_url);
    const second = await setup.t.call('PATCH', `/api/v1/files/${id}`);
    expect(second.status).toBe(200);
    expect((await put(setup.h, patched.body.upload_url, samples.pdf)).status).toBe(403); // replaced by the second
    expect((await put(setup.h, second.body.upload_url, samples.pdf)).status).toBe(200);
    const answer = await settled(setup.t, id);
    expect(answer.body).toMatchObject({ status: 'ready', metadata: { attempt: 2 } });
    expect(await readdir(filesDir(setup.h.config))).not.toContain(`${id}.1`); // the rejected content is gone
  });

  it('can clear metadata and expires_at; 404 for an unknown file, 400 for a malformed id', async () => {
    const file = await register(setup.t, 'meta.csv', { metadata: { a: 1 }, expires_at: '2099-01-01T00:00:00Z' });
    const cleared = await setup.t.call('PATCH', `/api/v1/files/${file.id}`, { metadata: null, expires_at: null });
    expect(cleared.body).toMatchObject({ metadata: null, expires_at: null });
    const missing = await setup.t.call('PATCH', `/api/v1/files/${randomUUID()}`, {});
    expect(missing.status).toBe(404);
    expect(missing.body.title).toBe('resource-not-found');
    const bad = await setup.t.call('PATCH', '/api/v1/files/not-a-uuid', {});
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].code).toBe('resource-id-invalid');
  });
});

describe('404 cases', () => {
  it('a file never registered, deleted, or past its expires_at answers 404 (and its URLs too)', async () => {
    expect((await setup.t.call('GET', `/api/v1/files/${randomUUID()}`)).status).toBe(404);
    const { id, answer } = await uploaded(setup.h, setup.t, 'soon.pdf', samples.pdf);
    await setup.h.deps.db.prisma.storedFile.update({ where: { id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await setup.t.call('GET', `/api/v1/files/${id}`);
    expect(expired.status).toBe(404);
    expect(expired.body.detail).toMatch(/past its expires_at/);
    expect((await get(setup.h, answer.body.download_url)).status).toBe(404);
    expect((await setup.t.call('PATCH', `/api/v1/files/${id}`)).status).toBe(404);
  });
});

describe('batch delete', () => {
  it('deletes the named files with their content and ignores unknown ids', async () => {
    const a = await uploaded(setup.h, setup.t, 'del/a.pdf', samples.pdf);
    const b = await register(setup.t, 'del/b.pdf');
    const res = await setup.t.call('POST', '/api/v1/batch-delete-files', [a.id, b.id, randomUUID()]);
    expect(res.status).toBe(204);
    expect((await setup.t.call('GET', `/api/v1/files/${a.id}`)).status).toBe(404);
    expect((await setup.t.call('GET', `/api/v1/files/${b.id}`)).status).toBe(404);
    expect(existsSync(`${filesDir(setup.h.config)}/${a.id}.1`)).toBe(false);
    expect((await get(setup.h, a.answer.body.download_url)).status).toBe(404);
    expect((await put(setup.h, b.upload_url, samples.pdf)).status).toBe(404);
    expect((await setup.t.call('POST', '/api/v1/batch-delete-files', [randomUUID()])).status).toBe(204);
    expect((await setup.t.call('POST', '/api/v1/batch-delete-files', [])).status).toBe(204);
  });

  it('refuses a malformed id (deleting nothing) and a body that is not an array', async () => {
    const keep = await register(setup.t, 'keep.pdf');
    const res = await setup.t.call('POST', '/api/v1/batch-delete-files', [keep.id, 'nope']);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ code: 'resource-id-invalid', property: '[1]', message: 'is not a UUID' }]);
    expect(res.body.detail).toBe('[1]: is not a UUID');
    expect((await setup.t.call('GET', `/api/v1/files/${keep.id}`)).status).toBe(200);
    expect((await setup.t.call('POST', '/api/v1/batch-delete-files', { ids: [keep.id] })).status).toBe(400);
  });
});

describe('pathOf', () => {
  it('keeps the query', () => expect(pathOf('http://x/a?b=1')).toBe('/a?b=1'));
});
