import type { Ctx } from '../../../context.ts';
import { requireList } from './get-price-list.ts';
import { readPriceBatch, readPricesOfSku, type StoredPriceRow } from './repository.ts';

export const PRICE_READ_BATCH = 10_000;

type Batch = { rows: StoredPriceRow[]; next: string | null };

/**
 * Keyset batches along the primary key (list, sku, quantity), cut at SKU boundaries: each SKU's breaks come
 * from one statement, so an import replacing a SKU between two batches can never show half its old and half
 * its new breaks. Short statements rather than one long cursor, so a slow client never pins a pool connection.
 */
async function readBatch(ctx: Ctx, listId: string, afterSku: string | null, size: number): Promise<Batch> {
  const rows = await readPriceBatch(ctx, listId, afterSku, size);
  if (rows.length < size) return { rows, next: null };
  const lastSku = rows[rows.length - 1]!.sku;
  let cut = rows.length;
  while (cut > 0 && rows[cut - 1]!.sku === lastSku) cut--;
  // One SKU with more breaks than a batch holds: read it whole on its own.
  if (cut === 0) return { rows: await readPricesOfSku(ctx, listId, lastSku), next: lastSku };
  return { rows: rows.slice(0, cut), next: rows[cut - 1]!.sku };
}

async function* batches(ctx: Ctx, listId: string, first: Batch, size: number): AsyncGenerator<StoredPriceRow[]> {
  let batch = first;
  for (;;) {
    if (batch.rows.length) yield batch.rows;
    if (batch.next === null) return;
    batch = await readBatch(ctx, listId, batch.next, size);
  }
}

/**
 * GET /api/v1/price-lists/{slug}/pricing: every stored row by SKU then quantity, as batches to stream,
 * or null when the list has none (204). Unknown list: 404.
 */
export async function readPriceListPricing(ctx: Ctx, slug: string, opts: { batchSize?: number } = {}): Promise<AsyncIterable<StoredPriceRow[]> | null> {
  const size = opts.batchSize ?? PRICE_READ_BATCH;
  const list = await requireList(ctx, slug);
  const first = await readBatch(ctx, list.id, null, size);
  if (first.rows.length === 0) return null;
  return batches(ctx, list.id, first, size);
}
