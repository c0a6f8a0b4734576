// Standard Webhooks signatures (the scheme the hub's own outbound events use): HMAC-SHA256 over
// `<webhook-id>.<webhook-timestamp>.<raw body>`, sent as `webhook-signature: v1,<base64>` (several, space-separated,
// while a secret is being rotated). Compared in constant time; a timestamp outside the tolerance is refused, so a
// captured request cannot be replayed later.
import { createHmac, timingSafeEqual } from 'node:crypto';

export type Verdict = { ok: true } | { ok: false; reason: string };

/** `whsec_<base64>` secrets are the key's bytes (as Standard Webhooks libraries generate them); others are UTF-8. */
export function secretKey(secret: string): Buffer {
  return secret.startsWith('whsec_') ? Buffer.from(secret.slice(6), 'base64') : Buffer.from(secret, 'utf8');
}

export function sign(secret: string, id: string, timestamp: string, body: Uint8Array): string {
  const mac = createHmac('sha256', secretKey(secret)).update(`${id}.${timestamp}.`).update(body).digest('base64');
  return `v1,${mac}`;
}

export function verifySignature(
  secret: string,
  headers: { id?: string | null; timestamp?: string | null; signature?: string | null },
  body: Uint8Array,
  nowSeconds: number,
  toleranceSeconds: number,
): Verdict {
  const { id, timestamp, signature } = headers;
  if (!id || !timestamp || !signature) return { ok: false, reason: 'webhook-id, webhook-timestamp and webhook-signature headers are required' };
  if (!/^\d{1,12}$/.test(timestamp)) return { ok: false, reason: 'webhook-timestamp is not a Unix time in seconds' };
  if (Math.abs(nowSeconds - Number(timestamp)) > toleranceSeconds) return { ok: false, reason: `webhook-timestamp is more than ${toleranceSeconds} s away from the receiver's clock` };
  const expected = Buffer.from(sign(secret, id, timestamp, body).slice(3), 'base64');
  for (const candidate of signature.split(' ')) {
    const [version, value] = candidate.split(',', 2);
    if (version !== 'v1' || !value) continue;
    const given = Buffer.from(value, 'base64');
    // Lengths are public (every v1 MAC is 32 bytes); only equal-length buffers are compared, in constant time.
    if (given.length === expected.length && timingSafeEqual(given, expected)) return { ok: true };
  }
  return { ok: false, reason: 'no webhook-signature matches the body and the site’s secret' };
}
