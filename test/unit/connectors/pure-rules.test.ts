import { describe, expect, it } from 'vitest';
import { backoffMs, DEFAULT_RETRY_POLICY, parseRetryAfter, retryDelayMs, retryReason } from '../../../connectors/client/retry.ts';
import { sign, verifySignature } from '../../../connectors/wms-webhook/signature.ts';

describe('SDK retry rules', () => {
  it.each([
    [500, [], 'server-error'],
    [503, [], 'server-error'],
    [429, [], 'rate-limited'],
    [409, ['concurrent-update'], 'concurrent-update'],
    [409, ['newer-version-exists'], undefined],
    [409, ['duplicate-external-id'], undefined],
    [400, [], undefined],
    [401, [], undefined],
    [404, [], undefined],
    [422, [], undefined],
  ])('%i %j → %s', (status, codes, reason) => expect(retryReason(status, codes)).toBe(reason));

  it('doubles the backoff up to the cap, half of it jittered', () => {
    const policy = { maxAttempts: 10, baseDelayMs: 100, maxDelayMs: 1000 };
    expect([1, 2, 3, 4, 5].map((n) => backoffMs(n, policy, () => 0))).toEqual([50, 100, 200, 400, 500]);
    expect([1, 2, 3, 4, 5].map((n) => backoffMs(n, policy, () => 1))).toEqual([100, 200, 400, 800, 1000]);
  });

  it('reads Retry-After as seconds or an HTTP date, and will not wait past maxDelayMs', () => {
    const now = Date.parse('2026-11-26T02:00:00Z');
    expect(parseRetryAfter('5', now)).toBe(5000);
    expect(parseRetryAfter('Thu, 26 Nov 2026 02:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(retryDelayMs(1, 5000, DEFAULT_RETRY_POLICY, () => 0)).toBe(5000);
    expect(retryDelayMs(1, 900_000, DEFAULT_RETRY_POLICY, () => 0)).toBeUndefined();
  });
});

describe('WMS webhook signatures', () => {
  const body = Buffer.from('{"id":"e1"}');
  const now = 1_800_000_000;
  const headers = (signature: string, timestamp = String(now)) => ({ id: 'msg_1', timestamp, signature });

  it('accepts the site secret’s signature, also among others during a rotation', () => {
    const good = sign('whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQ=', 'msg_1', String(now), body);
    expect(verifySignature('whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQ=', headers(good), body, now, 300)).toEqual({ ok: true });
    const old = sign('the-previous-secret-of-this-site', 'msg_1', String(now), body);
    expect(verifySignature('whsec_c2VjcmV0LXNlY3JldC1zZWNyZXQ=', headers(`${old} ${good}`), body, now, 300)).toEqual({ ok: true });
  });

  it('refuses another body, another secret, a truncated MAC, missing headers and a timestamp out of tolerance', () => {
    const secret = 'a-site-secret-of-enough-length';
    const good = sign(secret, 'msg_1', String(now), body);
    expect(verifySignature(secret, headers(good), Buffer.from('{"id":"e2"}'), now, 300).ok).toBe(false);
    expect(verifySignature('another-secret-of-enough-length', headers(good), body, now, 300).ok).toBe(false);
    expect(verifySignature(secret, headers(good.slice(0, 20)), body, now, 300).ok).toBe(false);
    expect(verifySignature(secret, { id: 'msg_1', timestamp: String(now) }, body, now, 300).ok).toBe(false);
    expect(verifySignature(secret, headers(sign(secret, 'msg_1', String(now - 301), body), String(now - 301)), body, now, 300).ok).toBe(false);
    expect(verifySignature(secret, headers(sign(secret, 'msg_1', String(now - 299), body), String(now - 299)), body, now, 300).ok).toBe(true);
  });
});
