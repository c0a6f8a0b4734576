import { createHash } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { claimIdempotencyKey, completeIdempotencyKey, releaseIdempotencyKey, type StoredResponse } from '../../db/idempotency.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, conflict } from '../problem.ts';
import type { AppEnv } from '../types.ts';

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
const REPLAYED_HEADERS = ['content-type', 'location'];

/**
 * `Idempotency-Key` on creating POSTs: the first successful response is kept 24 h per site, environment and key
 * and replayed for a repeat with the same body; the same key with another body is 409 idempotency-key-reused.
 * A failed attempt releases the key so the corrected request can use it.
 */
export const idempotency = createMiddleware<AppEnv>(async (c, next) => {
  const key = c.req.header('idempotency-key');
  if (key === undefined) return next();
  if (!KEY_PATTERN.test(key)) throw badRequest('headers-mismatch', 'Idempotency-Key must be 1-255 visible ASCII characters.', 'Idempotency-Key');
  const prisma = c.get('deps').db.prisma;
  const ref = { siteId: c.get('siteId'), environment: c.get('environment'), key };
  const body = await c.req.text();
  const hash = createHash('sha256').update(`${c.req.method} ${c.req.path}\n${body}`).digest('hex');
  const claim = await claimIdempotencyKey(prisma, ref, hash, new Date());
  if (claim.kind === 'mismatch') throw conflict('idempotency-key-reused', 'This Idempotency-Key was used with a different request body.', 'Idempotency-Key');
  if (claim.kind === 'in-progress') throw conflict('concurrent-update', 'A request with this Idempotency-Key is still being processed.', 'Idempotency-Key');
  if (claim.kind === 'replay') {
    const headers = new Headers(claim.response.headers);
    headers.set('Idempotent-Replayed', 'true');
    return new Response(claim.response.body || null, { status: claim.response.status, headers });
  }
  // The verb runs in this transaction (its withTransaction joins it) and the key is marked complete in it too: a
  // crash can never leave a committed creation behind a key that a retry would run again.
  let committed = false;
  try {
    await inTransaction(prisma, async (tx, afterCommit) => {
      c.set('transaction', { db: tx, afterCommit });
      try {
        await next();
      } finally {
        c.set('transaction', undefined);
      }
      // The handler's error was already rendered into c.res: roll its writes back with the key's claim.
      if (c.res.status < 200 || c.res.status >= 300) throw ROLLBACK;
      await completeIdempotencyKey(tx, ref, await stored(c.res));
    });
    committed = true;
  } catch (err) {
    if (err !== ROLLBACK) throw err;
  } finally {
    if (!committed) await releaseIdempotencyKey(prisma, ref);
  }
});

const ROLLBACK = Symbol('rollback');

async function stored(res: Response): Promise<StoredResponse> {
  const headers: Record<string, string> = {};
  for (const h of REPLAYED_HEADERS) {
    const v = res.headers.get(h);
    if (v) headers[h] = v;
  }
  return { status: res.status, headers, body: await res.clone().text() };
}
