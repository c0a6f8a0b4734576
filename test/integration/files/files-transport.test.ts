import type { ServerType } from '@hono/node-server';
import { readdir, stat } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeServers, serveEnvironments } from '../../../src/runtime/serve.ts';
import { filesDir, incomingDir, MAX_FILE_BYTES } from '../../../src/services/files/storage.ts';
import { samples } from '../../helpers/file-fixtures.ts';
import { freePort } from '../../helpers/free-port.ts';
import { useHarness } from '../../helpers/harness.ts';
import { register, settled } from './support.ts';

// Uploads and downloads over a real socket through the hub's own server: fetch as a client sends it, the 20 MiB
// limit by Content-Length and while a chunked body arrives, streaming to disk (the part file grows before the body
// is complete), a stalled body (408) and a client that hangs up.

const setup = useHarness({ workers: true, env: { BODY_STALL_TIMEOUT_MS: '700' } });
let servers: ServerType[];
let port: number;

beforeAll(async () => {
  port = await freePort();
  servers = await serveEnvironments(setup.h.app, { ...setup.h.config, HOST: '127.0.0.1', PORT: port, TEST_PORT: await freePort(), PUBLIC_BASE_URL: undefined });
});
afterAll(() => closeServers(servers));

/** A registered file whose upload URL points at this test's server. */
async function registered(path: string) {
  const file = await register(setup.t, path);
  const u = new URL(file.upload_url);
  return { ...file, upload_url: `http://127.0.0.1:${port}${u.pathname}${u.search}` };
}

type Answer = { status: number; body: string; error?: string };

/** PUT with node:http: `chunks` written one by one, `pauseMs` between them; chunked unless `length` is given. */
function send(url: string, chunks: Buffer[], o: { length?: number; pauseMs?: number; abortAfter?: number; onChunk?: (i: number) => Promise<void> } = {}): Promise<Answer> {
  return new Promise((resolve) => {
    const req = httpRequest(url, { method: 'PUT', headers: { 'Content-Type': 'application/pdf', ...(o.length !== undefined ? { 'Content-Length': String(o.length) } : {}) } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    req.on('error', (err) => resolve({ status: 0, body: '', error: err.message }));
    void (async () => {
      for (let i = 0; i < chunks.length; i++) {
        if (req.destroyed) return;
        if (o.abortAfter === i) return req.destroy();
        await new Promise<void>((r) => req.write(chunks[i], () => r()));
        await o.onChunk?.(i);
        if (o.pauseMs) await new Promise((r) => setTimeout(r, o.pauseMs));
      }
      req.end();
    })();
  });
}

const pdfOfSize = (size: number) => Buffer.concat([samples.pdf, Buffer.alloc(size - samples.pdf.length, 0x20)]);
const slices = (b: Buffer, n: number) => Array.from({ length: n }, (_, i) => b.subarray(Math.floor((i * b.length) / n), Math.floor(((i + 1) * b.length) / n)));
const incoming = async () => readdir(incomingDir(filesDir(setup.h.config))).catch(() => [] as string[]);

describe('uploads over a socket', () => {
  it('fetch uploads to the upload URL, the check passes, and fetch downloads the bytes with their headers', async () => {
    const file = await registered('socket/report final.pdf');
    const res = await fetch(file.upload_url, { method: 'PUT', headers: file.required_headers, body: samples.pdf });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: file.id, status: 'pending', size: samples.pdf.length });
    const ready = await settled(setup.t, file.id);
    expect(ready.body.status).toBe('ready');
    expect(ready.body.download_url.startsWith(`http://localhost/`)).toBe(true); // app.request's origin: the harness call was in process
    const u = new URL(ready.body.download_url);
    const download = await fetch(`http://127.0.0.1:${port}${u.pathname}${u.search}`);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-length')).toBe(String(samples.pdf.length));
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename="report final.pdf"; filename*=UTF-8''report%20final.pdf`);
    expect(download.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await download.arrayBuffer()).equals(samples.pdf)).toBe(true);
    const head = await fetch(`http://127.0.0.1:${port}${u.pathname}${u.search}`, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-type'), head.headers.get('content-length'), await head.text()]).toEqual([200, 'application/pdf', String(samples.pdf.length), '']);
  });

  it('a chunked fetch upload (stream body) works too, and exactly 20 MiB is accepted', async () => {
    const file = await registered('socket/big.pdf');
    const body = pdfOfSize(MAX_FILE_BYTES);
    const stream = new ReadableStream({ start: (c) => (slices(body, 8).forEach((s) => c.enqueue(s)), c.close()) });
    const res = await fetch(file.upload_url, { method: 'PUT', body: stream, duplex: 'half' } as RequestInit);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as { size: number }).size).toBe(MAX_FILE_BYTES);
    expect((await settled(setup.t, file.id)).body.status).toBe('ready');
  });

  it('streams the body to disk as it arrives, without holding it whole', async () => {
    const file = await registered('socket/stream.pdf');
    const body = pdfOfSize(4 * 1024 * 1024);
    let seenWhileSending = 0;
    const answer = await send(file.upload_url, slices(body, 4), {
      length: body.length,
      onChunk: async (i) => {
        if (i !== 1) return;
        // Half the body is sent and the rest held back: the part file must already hold some of it.
        const deadline = Date.now() + 5000;
        while (seenWhileSending === 0 && Date.now() < deadline) {
          for (const p of await incoming()) seenWhileSending = Math.max(seenWhileSending, (await stat(join(incomingDir(filesDir(setup.h.config)), p)).catch(() => ({ size: 0 }))).size);
          await new Promise((r) => setTimeout(r, 50));
        }
      },
    });
    expect(answer.status).toBe(200);
    expect(seenWhileSending).toBeGreaterThan(0);
    expect(seenWhileSending).toBeLessThan(body.length);
  });

  it('over 20 MiB by Content-Length: 413 before the body is read; the URL stays usable', async () => {
    const file = await registered('socket/huge.pdf');
    const body = pdfOfSize(MAX_FILE_BYTES + 1);
    const answer = await send(file.upload_url, slices(body, 4), { length: body.length });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toMatchObject({ title: 'payload-too-large', detail: `The body exceeds the limit of ${MAX_FILE_BYTES} bytes.` });
    const retry = await send(file.upload_url, [samples.pdf], { length: samples.pdf.length });
    expect(retry.status).toBe(200);
  });

  it('over 20 MiB chunked (no Content-Length): 413 while streaming, the part file removed, the server still serving', async () => {
    const file = await registered('socket/huge-chunked.pdf');
    const answer = await send(file.upload_url, slices(pdfOfSize(MAX_FILE_BYTES + 64 * 1024), 16));
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).title).toBe('payload-too-large');
    expect(await incoming()).toEqual([]);
    const state = await setup.t.call('GET', `/api/v1/files/${file.id}`);
    expect(state.body).toMatchObject({ status: 'pending', size: null });
    expect((await send(file.upload_url, [samples.pdf])).status).toBe(200);
  });

  it('a body that stalls is ended with 408; one whose client hangs up leaves nothing behind', async () => {
    const file = await registered('socket/slow.pdf');
    const stalled = await send(file.upload_url, [samples.pdf.subarray(0, 10), samples.pdf.subarray(10)], { pauseMs: 1500 });
    expect(stalled.status, stalled.error).toBe(408);
    expect(JSON.parse(stalled.body).title).toBe('request-timeout');
    const dropped = await send(file.upload_url, [samples.pdf.subarray(0, 10), samples.pdf.subarray(10)], { length: samples.pdf.length, abortAfter: 1 });
    expect(dropped.status).toBe(0);
    await new Promise((r) => setTimeout(r, 200));
    expect(await incoming()).toEqual([]);
    expect((await send(file.upload_url, [samples.pdf])).status).toBe(200);
  });
});
