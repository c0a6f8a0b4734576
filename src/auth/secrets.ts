import { createHash, randomBytes } from 'node:crypto';
import argon2 from 'argon2';

// Client secrets are passwords: argon2id. Access tokens carry 256 random bits, so a fast SHA-256 is enough to
// keep the stored form useless to a reader of the database while keeping verification cheap.

export const hashSecret = (secret: string) => argon2.hash(secret, { type: argon2.argon2id });

export async function verifySecret(hash: string, secret: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, secret);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check, so an unknown client id cannot be told apart by timing. */
export async function burnSecretCheck(secret: string): Promise<false> {
  dummyHash ??= hashSecret(randomBytes(16).toString('hex'));
  await verifySecret(await dummyHash, secret);
  return false;
}

export const newClientId = () => `hub_${randomBytes(12).toString('hex')}`;
export const newClientSecret = () => `hubsec_${randomBytes(32).toString('base64url')}`;
export const newAccessToken = () => `whk_${randomBytes(32).toString('base64url')}`;
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Opaque tokens as we issue them; anything else is "malformed" without a database look-up. */
export const TOKEN_PATTERN = /^whk_[A-Za-z0-9_-]{43}$/;
