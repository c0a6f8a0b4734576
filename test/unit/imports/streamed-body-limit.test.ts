import { gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { limitStreamedBody } from '../../../src/http/middleware/body.ts';
import { ApiError, renderProblem } from '../../../src/http/problem.ts';
import { openBody, readCsv, RowErrors } from '../../../src/services/imports/index.ts';

// The bulk routes' body limit: checked on Content-Length up front, and on a chunked body while it streams
// (without buffering it), surfacing through the CSV reader as the 413 problem.

const app = new Hono();
app.onError((err) => (err instanceof ApiError ? renderProblem(err, undefined) : new Response('boom', { status: 500 })));
app.post('/upload', limitStreamedBody(100) as never, async (c) => {
  const source = await openBody(c.req.raw.body);
  let rows = 0;
  if (source) await readCsv(source, [{ name: 'sku', required: true }], new RowErrors(), () => void rows++);
  return c.json({ rows });
});

/** A body with no Content-Length (sent in pieces, as Transfer-Encoding: chunked would be). */
const chunked = (text: string) => {
  const parts = text.match(/[\s\S]{1,16}/g) ?? [];
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const p = parts.shift();
      if (p === undefined) controller.close();
      else controller.enqueue(new TextEncoder().encode(p));
    },
  });
};

const send = (body: string | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
  app.request('/upload', { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

describe('limitStreamedBody', () => {
  it('a streamed body within the limit is read to the end', async () => {
    const res = await send(chunked('sku\nA\nB\nC\n'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ rows: 3 });
  });

  it('a streamed body past the limit fails the read with 413 payload-too-large', async () => {
    const res = await send(chunked('sku\n' + 'ABCDEFGHI\n'.repeat(20)));
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ title: 'payload-too-large', status: 413 });
  });

  it('a declared Content-Length past the limit is refused before reading', async () => {
    const res = await send('sku\nA\n', { 'Content-Length': '101' });
    expect(res.status).toBe(413);
  });

  it('a gzip body is counted after decoding: a small one that unpacks past the limit is 413', async () => {
    const zipped = gzipSync('sku\n' + 'A\n'.repeat(200));
    expect(zipped.byteLength).toBeLessThan(100);
    const res = await send(new Blob([zipped]).stream(), { 'Content-Type': 'text/csv', 'Content-Encoding': 'gzip' });
    expect(res.status).toBe(413);
    const fits = await send(new Blob([gzipSync('sku\nA\nB\n')]).stream(), { 'Content-Type': 'text/csv', 'Content-Encoding': 'gzip' });
    expect(await fits.json()).toEqual({ rows: 2 });
  });
});
