import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import { CURL, parseCurlOutput, type Exchange } from './client.ts';
import type { OpKey } from './openapi.ts';
import { curlCase, fetchCase, need, type Case, type Suite } from './suite.ts';

// Files over a real socket: register, an actual upload of bytes with fetch to the signed upload URL (no token, no
// Site-Id) and one with `curl -T`, the worker's check, the signed download, PATCH and batch delete.

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(16)]);

/** A request to a signed URL exactly as a browser or an object-store client sends it: the URL and the body, nothing else. */
async function signed(op: OpKey, url: string, init: RequestInit = {}): Promise<Exchange> {
  const res = await fetch(url, init);
  const text = await res.text();
  const json = /json/.test(res.headers.get('content-type') ?? '') && text ? JSON.parse(text) : undefined;
  return { op, via: 'fetch', url, status: res.status, headers: res.headers, text, body: json };
}

async function waitForCheck(s: Suite, id: string): Promise<Exchange> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const ex = await s.api.fetch('GET /api/v1/files/{id}', { params: { id } });
    if (ex.status !== 200 || ex.body.status !== 'pending') return ex;
    if (Date.now() > deadline) throw new Error(`file ${id} still pending after 20 s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export const fileCases: Case[] = [
  fetchCase('POST /api/v1/files', 'registers files (201 pending, a signed upload URL on this base address)', async (s) => {
    for (const [key, path] of [['file', 'bb/invoice 1.pdf'], ['file-bad', 'bb/scan.pdf'], ['file-curl', 'bb/curl.pdf'], ['file-gone', 'bb/gone.pdf']] as const) {
      const { body } = await s.api.call('POST /api/v1/files', { json: { file_path: path, metadata: { case: key } } }, 201);
      expect(body).toMatchObject({ status: 'pending', file_path: path, required_headers: { 'Content-Type': 'application/pdf' } });
      expect(body.upload_url.startsWith(s.api.baseUrl('live'))).toBe(true);
      s.state.set(key, body.id);
      s.state.set(`${key}:upload`, body.upload_url);
    }
  }),
  fetchCase('PUT /api/v1/files/{id}/content', 'uploads the bytes with fetch to the signed URL, without token or Site-Id', async (s) => {
    const ok = await signed('PUT /api/v1/files/{id}/content', need(s, 'file:upload'), { method: 'PUT', headers: { 'Content-Type': 'application/pdf' }, body: PDF });
    expect(s.api.expectAnswer(ok, 200)).toMatchObject({ id: need(s, 'file'), status: 'pending', size: PDF.length });
    const bad = await signed('PUT /api/v1/files/{id}/content', need(s, 'file-bad:upload'), { method: 'PUT', body: PNG });
    s.api.expectAnswer(bad, 200);
    const again = await signed('PUT /api/v1/files/{id}/content', need(s, 'file:upload'), { method: 'PUT', body: PDF });
    expect(s.api.expectAnswer(again, 403).detail).toMatch(/already used/);
  }),
  curlCase('PUT /api/v1/files/{id}/content', 'uploads with curl -T, as a plain client does', async (s) => {
    const dir = await mkdtemp(join(tmpdir(), 'bb-upload-'));
    try {
      const file = join(dir, 'curl.pdf');
      await writeFile(file, PDF);
      const url = need(s, 'file-curl:upload');
      const { stdout } = await promisify(execFile)(CURL, ['-sS', '--max-time', '30', '-D', '-', '-T', file, '-H', 'Content-Type: application/pdf', url], { encoding: 'utf8' });
      const ex: Exchange = { op: 'PUT /api/v1/files/{id}/content', via: 'curl', url, ...(parseCurlOutput(stdout) as Omit<Exchange, 'op' | 'via' | 'url'>) };
      expect(s.api.expectAnswer(ex, 200)).toMatchObject({ id: need(s, 'file-curl'), status: 'pending', size: PDF.length });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }),
  fetchCase('GET /api/v1/files/{id}', 'the checked file: ready with a download URL; a .pdf of PNG bytes is 410 with its reason', async (s) => {
    const ready = await waitForCheck(s, need(s, 'file'));
    expect(s.api.expectAnswer(ready, 200)).toMatchObject({ status: 'ready', content_type: 'application/pdf', metadata: { case: 'file' } });
    s.state.set('file:download', ready.body.download_url);
    const rejected = await waitForCheck(s, need(s, 'file-bad'));
    s.api.expectAnswer(rejected, 410);
    const detailed = await s.api.call('GET /api/v1/files/{id}', { params: { id: need(s, 'file-bad') }, query: { allowRejected: 'true' } }, 410);
    expect(detailed.body.file.rejection_reason).toBe('the content is PNG data, not PDF as its extension .pdf says');
    expect((await waitForCheck(s, need(s, 'file-curl'))).body.status).toBe('ready');
  }),
  fetchCase('GET /api/v1/files/{id}/content', 'downloads the bytes from the signed URL with type and name', async (s) => {
    const ex = await signed('GET /api/v1/files/{id}/content', need(s, 'file:download'));
    s.api.expectAnswer(ex, 200);
    expect(ex.headers.get('content-disposition')).toBe(`attachment; filename="invoice 1.pdf"; filename*=UTF-8''invoice%201.pdf`);
    expect(Buffer.from(ex.text, 'utf8').equals(PDF)).toBe(true);
    const u = new URL(need(s, 'file:download'));
    u.searchParams.set('expires', String(Number(u.searchParams.get('expires')) + 60));
    expect(s.api.expectAnswer(await signed('GET /api/v1/files/{id}/content', u.toString()), 403).title).toBe('access_denied');
  }),
  fetchCase('PATCH /api/v1/files/{id}', 'issues a new upload URL (JSON body and bodyless)', async (s) => {
    const { body } = await s.api.call('PATCH /api/v1/files/{id}', { params: { id: need(s, 'file-bad') }, json: { metadata: { attempt: 2 } } }, 200);
    expect(body).toMatchObject({ status: 'rejected', metadata: { attempt: 2 } });
    const bodyless = await s.api.call('PATCH /api/v1/files/{id}', { params: { id: need(s, 'file-bad') } }, 200);
    expect(bodyless.body.upload_url).not.toBe(body.upload_url);
    const upload = await signed('PUT /api/v1/files/{id}/content', bodyless.body.upload_url, { method: 'PUT', body: PDF });
    s.api.expectAnswer(upload, 200);
    expect((await waitForCheck(s, need(s, 'file-bad'))).body.status).toBe('ready');
  }),
  curlCase('PATCH /api/v1/files/{id}', 'a bodyless curl -X PATCH issues a new upload URL', async (s) => {
    const ex = await s.api.curl('PATCH /api/v1/files/{id}', { params: { id: need(s, 'file-gone') } });
    expect(s.api.expectAnswer(ex, 200).upload_url).toContain(need(s, 'file-gone'));
  }),
  fetchCase('POST /api/v1/batch-delete-files', 'deletes files, ignoring unknown ids', async (s) => {
    const ids = [need(s, 'file-gone'), need(s, 'file-curl'), '00000000-0000-4000-8000-000000000000'];
    await s.api.call('POST /api/v1/batch-delete-files', { json: ids }, 204);
    const gone = await s.api.fetch('GET /api/v1/files/{id}', { params: { id: need(s, 'file-gone') } });
    expect(s.api.expectAnswer(gone, 404).title).toBe('resource-not-found');
  }),
];
