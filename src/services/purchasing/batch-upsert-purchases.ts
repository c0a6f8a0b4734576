import type { Ctx } from '../../context.ts';
import { invalidRequest, type ProblemItem } from '../../http/problem.ts';
import { awaitImport, BODY_LINE, MAX_REPORTED_ERRORS, openBody, stageImport, type ImportOutcome, type RowErrors } from '../imports/index.ts';
import { codeKey, stagePurchases, type ProblemCodes } from './stage-purchases.ts';

export type BatchUpsertOutcome = ImportOutcome & { ignored: { paths: string[]; count: number } };

/** The tenant's purchase-import lock key (imports of one tenant apply one at a time, in staging order). */
export const purchaseImportLock = (ctx: Ctx) => `purchases:${ctx.siteId}:${ctx.environment}`;

/**
 * The 400 of an invalid batch: §0 problem items whose `property` is `[item].field` (item = 1-based index), and a
 * `detail` that names every problem listed (Purchasing spells them out), first 1,000.
 */
function batchProblem(errors: RowErrors, codes: ProblemCodes) {
  const items: ProblemItem[] = errors.sorted().map((e) => ({
    code: codes.get(codeKey(e.line, e.field, e.message)) ?? 'body-mismatch',
    message: e.message,
    property: e.line === BODY_LINE ? 'body' : `[${e.line}].${e.field}`,
  }));
  const { rows, problems, body } = errors.summary;
  const head = body ? 'The body is not a JSON array of purchases' : `${rows} invalid item(s) (${problems} problem(s)); nothing was applied`;
  const cut = errors.count > MAX_REPORTED_ERRORS ? ` (first ${MAX_REPORTED_ERRORS} listed)` : '';
  return invalidRequest(items, `${head}${cut}: ${items.map((i) => `${i.property}: ${i.message}`).join('; ')}`);
}

/**
 * PUT /api/v1/batch-upsert-purchases: the bulk write rule (contract §3) for purchases. Any invalid item: 400 and
 * nothing staged. Otherwise the purchase-import job merges the items; one that fails when applied (customer
 * missing, stale version, identifier held by another purchase) becomes a sync error and the others apply.
 */
export async function batchUpsertPurchases(ctx: Ctx, body: ReadableStream<Uint8Array> | null): Promise<BatchUpsertOutcome> {
  const source = await openBody(body);
  const ignored = { paths: [] as string[], count: 0 };
  const codes: ProblemCodes = new Map();
  if (!source) throw invalidRequest([{ code: 'body-mismatch', message: 'The body is empty; send a JSON array of purchases.', property: 'body' }]);
  try {
    const staged = await stageImport(ctx, {
      job: 'purchase-import',
      stage: (session) => stagePurchases(session, { source, lockKey: purchaseImportLock(ctx), codes, ignored }),
      reject: (errors) => batchProblem(errors, codes),
    });
    const outcome: ImportOutcome = staged ? await awaitImport(ctx, staged) : { done: true, jobId: null };
    return { ...outcome, ignored };
  } finally {
    source.destroy();
  }
}
