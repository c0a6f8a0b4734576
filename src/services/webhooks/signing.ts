import { createHmac, randomBytes } from 'node:crypto';

// Standard Webhooks (https://www.standardwebhooks.com, spec/standard-webhooks.md): the secret is `whsec_` followed by
// the base64 of 24–64 random bytes; the signed content is `${webhook-id}.${webhook-timestamp}.${body}`, signed with
// HMAC-SHA256 under the secret's decoded bytes, sent as `v1,<base64 signature>` in `webhook-signature`.

export const SECRET_PREFIX = 'whsec_';

/** A new endpoint secret: 32 random bytes (256 bits), in the spec's format. */
export function newWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(32).toString('base64');
}

/** The `webhook-signature` value of one message. */
export function signWebhook(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
  const mac = createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** The three headers of a message sent at `now` (the timestamp is the send time, in whole seconds). */
export function webhookHeaders(secret: string, id: string, body: string, now: Date): Record<string, string> {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signWebhook(secret, id, timestamp, body),
  };
}
