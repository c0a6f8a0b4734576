import type { Ctx } from '../../../context.ts';
import { priceUpdateErrors, resourceNotFound } from '../../../http/problem.ts';
import { awaitImport, bodyFormat, BODY_LINE, IgnoredFields, openBody, stageImport, type ImportOutcome } from '../../imports/index.ts';
import { listAllPriceListIds } from '../price-lists/list-all-price-list-ids.ts';
import { MAX_IGNORED_FIELDS } from '../../../http/validation.ts';
import type { PriceTarget } from './price-rows.ts';
import { stagePrices } from './stage-prices.ts';

export type PriceUpload = { contentType: string | undefined; body: ReadableStream<Uint8Array> | null };

/** The import's outcome and the JSON fields it ignored (the first few paths, and how many in all). */
export type PriceImportOutcome = ImportOutcome & { ignored: { paths: string[]; count: number } };

/** Who the rows belong to, as the endpoint names it: a list slug in the path, `price_list_slug` per row, or a SKU. */
export type PriceScope = { kind: 'list'; slug: string } | { kind: 'batch' } | { kind: 'sku'; sku: string };

/**
 * The three price write endpoints in one: validate and stage the whole body (any invalid row: 400 with price
 * update error items, nothing applied), then let the price-import job merge it and wait for it.
 * A body with no rows at all (`[]`, a CSV header alone) changes nothing and needs no job: `done`.
 */
export async function importPrices(ctx: Ctx, scope: PriceScope, upload: PriceUpload): Promise<PriceImportOutcome> {
  const lists = await listAllPriceListIds(ctx);
  let target: PriceTarget;
  if (scope.kind === 'list') {
    const listId = lists.get(scope.slug);
    if (!listId) throw resourceNotFound(`No price list "${scope.slug}".`);
    target = { kind: 'list', listId };
  } else {
    target = scope;
  }
  const source = await openBody(upload.body);
  if (!source) throw priceUpdateErrors([{ line: BODY_LINE, field: 'body', message: 'the body is empty' }]);
  const format = bodyFormat(upload.contentType);
  const ignored = new IgnoredFields(MAX_IGNORED_FIELDS);
  try {
    const staged = await stageImport(ctx, {
      job: 'price-import',
      stage: (session) => stagePrices(session, { target, lists, format, source, ignored }),
      reject: (errors) => priceUpdateErrors(errors.sorted(), errors.summary),
    });
    const outcome: ImportOutcome = staged ? await awaitImport(ctx, staged) : { done: true, jobId: null };
    return { ...outcome, ignored: { paths: ignored.paths, count: ignored.count } };
  } finally {
    source.destroy();
  }
}
