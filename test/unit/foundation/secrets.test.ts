import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashSecret, hashToken, newAccessToken, newClientId, newClientSecret, TOKEN_PATTERN, verifySecret } from '../../../src/auth/secrets.ts';

// Contract §0/§1: secrets stored only as argon2id hashes; opaque tokens of at least 256 random bits, stored as a hash.

describe('secrets', () => {
  it('access tokens carry at least 256 random bits and match the pattern the middleware checks', () => {
    const tokens = new Set(Array.from({ length: 200 }, newAccessToken));
    expect(tokens.size).toBe(200);
    for (const t of tokens) {
      expect(t).toMatch(TOKEN_PATTERN);
      expect(Buffer.from(t.slice('whk_'.length), 'base64url').length * 8).toBeGreaterThanOrEqual(256);
    }
  });

  it('TOKEN_PATTERN refuses anything we did not issue', () => {
    for (const bad of ['', 'whk_', `whk_${'a'.repeat(42)}`, `whk_${'a'.repeat(44)}`, `xyz_${'a'.repeat(43)}`, `whk_${'a'.repeat(42)}=`]) {
      expect(TOKEN_PATTERN.test(bad), bad).toBe(false);
    }
  });

  it('hashToken is the SHA-256 hex of the token', () => {
    const t = newAccessToken();
    expect(hashToken(t)).toBe(createHash('sha256').update(t).digest('hex'));
    expect(hashToken(t)).not.toContain(t);
  });

  it('client ids and secrets are random and distinct', () => {
    expect(newClientId()).toMatch(/^hub_[0-9a-f]{24}$/);
    expect(newClientSecret()).toMatch(/^hubsec_[A-Za-z0-9_-]{43}$/);
    expect(newClientSecret()).not.toBe(newClientSecret());
  });

  it('secrets are hashed with argon2id and verified; a bad hash verifies false instead of throwing', async () => {
    const secret = newClientSecret();
    const hash = await hashSecret(secret);
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(hash).not.toContain(secret);
    expect(await verifySecret(hash, secret)).toBe(true);
    expect(await verifySecret(hash, `${secret}x`)).toBe(false);
    expect(await verifySecret('not-a-hash', secret)).toBe(false);
  });
});
