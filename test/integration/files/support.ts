import { expect } from 'vitest';
import type { Environment } from '../../../src/context.ts';
import { readResponse, type ApiResponse, type Harness, type Tenant } from '../../helpers/harness.ts';

// Shared steps of the Files tests: register, upload through the signed URL (in process), wait for the check.

/** The path and query of an absolute signed URL, for app.request(). */
export const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

export async function register(t: Tenant, filePath: string, extra: Record<string, unknown> = {}) {
  const res = await t.call('POST', '/api/v1/files', { file_path: filePath, ...extra });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; upload_url: string; required_headers: Record<string, string>; upload_expires_at: string };
}

/** PUTs bytes to a signed URL in process (no token, no Site-Id). */
export async function put(h: Harness, url: string, body: Buffer | string | null, headers: Record<string, string> = {}, environment: Environment = 'live'): Promise<ApiResponse> {
  const init: RequestInit = { method: 'PUT', headers: { ...(body !== null ? { 'Content-Length': String(Buffer.byteLength(body)) } : {}), ...headers } };
  if (body !== null) init.body = body;
  return readResponse(await h.request(pathOf(url), init, environment));
}

export async function get(h: Harness, url: string, environment: Environment = 'live') {
  return h.request(pathOf(url), {}, environment);
}

/** Polls GET /api/v1/files/{id} until the check has run; returns the last answer (200 ready or 410 rejected). */
export async function settled(t: Tenant, id: string, query = ''): Promise<ApiResponse> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const res = await t.call('GET', `/api/v1/files/${id}${query}`);
    if (res.status !== 200 || res.body.status !== 'pending') return res;
    if (Date.now() > deadline) throw new Error(`file ${id} still pending after 15 s`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Registers, uploads and waits for the verdict. */
export async function uploaded(h: Harness, t: Tenant, filePath: string, bytes: Buffer, query = '') {
  const file = await register(t, filePath);
  const res = await put(h, file.upload_url, bytes, file.required_headers);
  expect(res.status, res.text).toBe(200);
  return { id: file.id, file, answer: await settled(t, file.id, query) };
}
