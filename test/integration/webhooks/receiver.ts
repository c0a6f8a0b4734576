import { afterEach, beforeEach } from 'vitest';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A real HTTP receiver for the webhook tests: records every request and answers what the test says.

export type Received = { headers: IncomingHttpHeaders; body: string; at: number; json: { type: string; timestamp: string; data: any } };
export type Answer = number | 'hang';

export type Receiver = {
  url: string;
  port: number;
  received: Received[];
  /** Decides each answer (default 200); `hang` never answers (the sender's timeout must end it). */
  answer: (r: Received, n: number) => Answer;
  /** Resolves once `count` requests matching `pred` have arrived (or rejects after `ms`). */
  waitFor(count: number, pred?: (r: Received) => boolean, ms?: number): Promise<Received[]>;
  close(): Promise<void>;
};

/** A fresh receiver for each test of the file (started before it, closed after it): `receiver()` is the current one. */
export function useReceiver(): () => Receiver {
  let current: Receiver | undefined;
  beforeEach(async () => {
    current = await startReceiver();
  });
  afterEach(() => current?.close());
  return () => current!;
}

export async function startReceiver(port = 0): Promise<Receiver> {
  const hanging = new Set<import('node:http').ServerResponse>();
  const r: Receiver = {
    url: '',
    port: 0,
    received: [],
    answer: () => 200,
    async waitFor(count, pred = () => true, ms = 20_000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const hits = r.received.filter(pred);
        if (hits.length >= count) return hits;
        if (Date.now() > deadline) throw new Error(`receiver: ${hits.length} of ${count} requests after ${ms} ms (${r.received.length} in all)`);
        await new Promise((res) => setTimeout(res, 50));
      }
    },
    async close() {
      for (const res of hanging) res.destroy();
      await new Promise<void>((res) => server.close(() => res()));
    },
  };
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const rec: Received = { headers: req.headers, body, at: Date.now(), json: JSON.parse(body) };
      r.received.push(rec);
      const answer = r.answer(rec, r.received.length);
      if (answer === 'hang') {
        hanging.add(res);
        return;
      }
      res.writeHead(answer, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  server.keepAliveTimeout = 100;
  await new Promise<void>((res) => server.listen(port, '127.0.0.1', () => res()));
  r.port = (server.address() as AddressInfo).port;
  r.url = `http://127.0.0.1:${r.port}/hooks`;
  return r;
}

/**
 * Standard Webhooks verification written from the spec, independently of the hub's code: the key is the base64
 * after `whsec_`; the signed content is `${id}.${timestamp}.${body}`; HMAC-SHA256; the header holds space-separated
 * `v1,<base64>` entries, any of which may match (constant-time compare); the timestamp must be within 5 minutes.
 */
export function verifyStandardWebhook(secret: string, headers: IncomingHttpHeaders, body: string, now = Date.now()): boolean {
  const id = String(headers['webhook-id'] ?? '');
  const timestamp = String(headers['webhook-timestamp'] ?? '');
  const signatures = String(headers['webhook-signature'] ?? '').split(' ');
  if (!id || !/^\d+$/.test(timestamp) || Math.abs(now / 1000 - Number(timestamp)) > 300) return false;
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  return signatures.some((s) => {
    const [version, sig] = s.split(',');
    if (version !== 'v1' || !sig) return false;
    const given = Buffer.from(sig, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
