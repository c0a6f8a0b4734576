import { randomUUID } from 'node:crypto';
import { announceChange } from '../../cache/tenant-cache.ts';
import type { Ctx } from '../../context.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { withTransaction } from '../../db/transaction.ts';
import { badRequest } from '../../http/problem.ts';
import { readPurchase } from './get-purchase.ts';
import { parsePurchaseLookup } from './lookup-key.ts';
import { mergePurchases } from './merge-sql.ts';
import { normalizePurchase, type NormalizedPurchase } from './normalize.ts';
import { lockIdentifiers, lockPurchase, sqlRunner, type PurchaseKey } from './repository.ts';
import type { PurchaseInput } from './schemas.ts';
import type { PurchaseView } from './view-schemas.ts';
import { failureProblem, idImmutable } from './write-errors.ts';

export type PutPurchaseResult = { created: boolean; purchase: PurchaseView };

const PUT_SOURCE = `(SELECT 1 AS line, $3::jsonb AS item, $4::text AS content_hash, $5::uuid AS match_id, NULL::text AS match_external)`;

const mismatch = (property: string, value: string) =>
  badRequest('parameters-mismatch', `The body's ${property} must repeat the identifier in the path (${value}).`, property);

/** The body names the purchase the path names (contract §5): a PUT never silently re-keys another record. */
function assertBodyRepeatsPath(key: PurchaseKey, item: NormalizedPurchase) {
  if ('id' in key && item.id !== null && item.id !== key.id) throw mismatch('id', key.id);
  if ('externalId' in key && item.external_id !== key.externalId) throw mismatch('identifiers.external', key.externalId);
  if ('internalId' in key && item.internal_id !== key.internalId) throw mismatch('identifiers.internal', key.internalId);
  if ('visibleId' in key && item.visible_id !== key.visibleId) throw mismatch('identifiers.visible', key.visibleId);
}

/**
 * Create (201) or full replace (200). A body whose content equals the last one written is a no-op 200 that keeps
 * updated_at. Writes touching the same identifier run one at a time (advisory locks on each identifier, then the
 * row lock), so racing PUTs of one new purchase create it once; a writer that still slips past (a batch merge
 * inserting the same external id) is met by the unique index, and the PUT runs once more and sees it.
 */
export async function putPurchase(ctx: Ctx, input: { lookupBy: string; identifier: string; body: PurchaseInput }): Promise<PutPurchaseResult> {
  const { key } = parsePurchaseLookup(input.lookupBy, input.identifier);
  const { item, contentHash } = normalizePurchase(input.body);
  assertBodyRepeatsPath(key, item);
  const attempt = () =>
    withTransaction(ctx, async (tx) => {
      await lockIdentifiers(tx, item, key);
      const target = await lockPurchase(tx, key);
      if (target && item.id !== null && item.id !== target.id) throw idImmutable(item.id, target.id);
      const matchId = target?.id ?? ('id' in key ? key.id : null) ?? item.id ?? randomUUID();
      const counts = await mergePurchases(sqlRunner(tx), ctx, 'put', { sql: PUT_SOURCE, params: [JSON.stringify(item), contentHash, matchId] });
      if (counts.failures[0]) throw failureProblem(counts.failures[0], item);
      const purchase = (await readPurchase(tx, { id: matchId }))!;
      // The list's remembered page boundaries (list-purchases.ts) no longer hold once a purchase changed.
      if (counts.written) announceChange(tx, 'purchases');
      return { created: counts.inserted > 0, purchase };
    });
  try {
    return await attempt();
  } catch (err) {
    if (!uniqueViolation(err) && !isUniqueViolationRaw(err)) throw err;
    return attempt();
  }
}

/** $queryRawUnsafe reports a unique violation as a raw database error (23505) rather than P2002. */
function isUniqueViolationRaw(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    const rec = e as { code?: unknown; originalCode?: unknown; meta?: { code?: unknown; driverAdapterError?: unknown } };
    if (rec.code === '23505' || rec.originalCode === '23505' || rec.meta?.code === '23505') return true;
    if (rec.meta?.driverAdapterError && isUniqueViolationRaw(rec.meta.driverAdapterError)) return true;
  }
  return false;
}
