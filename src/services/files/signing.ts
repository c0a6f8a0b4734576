import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Environment } from '../../context.ts';

// Signed file URLs: the URL itself is the credential (no bearer token), like a pre-signed object-store URL. The
// HMAC-SHA256 covers everything the URL grants: what it is for, the tenant, the file and until when.

export type UrlPurpose = 'upload' | 'download';

export type SignedFields = { purpose: UrlPurpose; siteId: string; environment: Environment; fileId: string; expires: number };

/** How long an issued URL works. */
export const SIGNED_URL_SECONDS = 15 * 60;

const message = (f: SignedFields) => ['wholesale-hub/files/v1', f.purpose, f.siteId, f.environment, f.fileId.toLowerCase(), String(f.expires)].join('\n');

export const sign = (secret: Buffer, fields: SignedFields) => createHmac('sha256', secret).update(message(fields)).digest('base64url');

/** Whether `signature` is the one for these fields, compared in constant time. */
export function signatureMatches(secret: Buffer, fields: SignedFields, signature: string): boolean {
  const expected = Buffer.from(sign(secret, fields), 'utf8');
  const given = Buffer.from(signature, 'utf8');
  // Only the length can differ in time, and the length of a SHA-256 signature is no secret.
  return given.length === expected.length && timingSafeEqual(given, expected);
}
