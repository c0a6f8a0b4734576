import type { Ctx } from '../../../context.ts';
import { bulkItemErrors } from '../../../http/problem.ts';
import { MAX_IGNORED_FIELDS } from '../../../http/validation.ts';
import { awaitImport, BODY_LINE, IgnoredFields, openBody, stageImport, type ImportOutcome } from '../../imports/index.ts';
import { loadLocationIndex } from './location-index.ts';
import { stageStock } from './stage-stock.ts';

export type StockUpload = { body: ReadableStream<Uint8Array> | null };

/** The import's outcome and the JSON fields it ignored (the first few paths, and how many in all). */
export type StockImportOutcome = ImportOutcome & { ignored: { paths: string[]; count: number } };

/**
 * POST /api/v1/batch-update-stock: the bulk write rule of contract §3. The whole body is validated and staged
 * (any invalid item: 400 naming each, nothing applied), then the stock-import job merges it and the request
 * waits for it: done (204) or the job (202). A body without items changes nothing and needs no job.
 */
export async function batchUpdateStock(ctx: Ctx, upload: StockUpload): Promise<StockImportOutcome> {
  const locations = await loadLocationIndex(ctx);
  const source = await openBody(upload.body);
  if (!source) throw bulkItemErrors([{ line: BODY_LINE, field: 'body', message: 'the body is empty; send a JSON array of stock items', code: 'body-mismatch' }]);
  const ignored = new IgnoredFields(MAX_IGNORED_FIELDS);
  try {
    const staged = await stageImport(ctx, {
      job: 'stock-import',
      stage: (session) => stageStock(session, { source, locations, ignored }),
      reject: (errors) => bulkItemErrors(errors.sorted(), errors.summary),
    });
    const outcome: ImportOutcome = staged ? await awaitImport(ctx, staged) : { done: true, jobId: null };
    return { ...outcome, ignored: { paths: ignored.paths, count: ignored.count } };
  } finally {
    source.destroy();
  }
}
