import type { Readable } from 'node:stream';
import { CHUNKS, chunkOf, DuplicateSieve, MAX_REPORTED_ERRORS, SuspectSkus, planChunks, readJsonArray, type IgnoredFields, type StagingSession } from '../../imports/index.ts';
import type { LocationIndex } from './location-index.ts';
import { stockLockKey } from './lock-key.ts';
import { COPY_STOCK_STAGING, findDuplicateStock } from './repository.ts';
import { checkStockItem } from './stock-rows.ts';

/** The job's plan: the lock keys of the locations written (sorted) and the merge steps. */
export type StockPlan = { lockKeys: string[]; locationIds: string[]; chunks: number[][] };

export type StockBody = { source: Readable; locations: LocationIndex; ignored: IgnoredFields };

/**
 * Streams a batch-update-stock body into stock_staging: each item is validated as it arrives and, when valid,
 * goes straight into COPY (never collected in memory). Once the body is in, one GROUP BY finds pairs sent twice
 * (over the rows of the SKUs a fixed-size sieve could not prove new), unless the sieve proved there are none. Valid items are staged even after an error so that the
 * duplicate check still sees them; the caller rolls everything back anyway.
 */
export async function stageStock(session: StagingSession, body: StockBody): Promise<{ rows: number; plan: StockPlan }> {
  const { jobId, errors } = session;
  const writer = session.copy(COPY_STOCK_STAGING);
  const locations = new Set<string>();
  const perBucket: number[] = new Array(CHUNKS).fill(0);
  const sieve = new DuplicateSieve();
  // The SKUs of the pairs the sieve could not prove new: the exact check then reads only their rows.
  const suspects = new SuspectSkus();
  for await (const item of readJsonArray(body.source, errors)) {
    const row = checkStockItem(item, body.locations, errors, body.ignored);
    if (!row) continue;
    const chunk = chunkOf(row.sku);
    if (sieve.add(row.locationId, row.sku)) suspects.add(row.sku);
    locations.add(row.locationId);
    perBucket[chunk]!++;
    const backpressure = writer.row([jobId, chunk, item.line, row.locationId, row.sku, row.level, row.restockDate, row.minLevel]);
    if (backpressure) await backpressure;
  }
  const rows = await writer.end();
  if (sieve.maybeRepeated && errors.count < MAX_REPORTED_ERRORS) await reportDuplicates(session, body.locations, suspects.list());
  const locationIds = [...locations].sort();
  return { rows, plan: { lockKeys: locationIds.map(stockLockKey), locationIds, chunks: planChunks(perBucket) } };
}

async function reportDuplicates(session: StagingSession, index: LocationIndex, skus: string[] | undefined): Promise<void> {
  const names = new Map([...index.byId.values()].map((l) => [l.id, l.external_id === null ? l.id : `"${l.external_id}"`]));
  for (const pair of await findDuplicateStock(session.client, session.jobId, MAX_REPORTED_ERRORS, skus)) {
    const [first, ...repeats] = pair.lines;
    for (const line of repeats) {
      session.errors.add(
        line,
        'sku',
        `SKU "${pair.sku}" at location ${names.get(pair.locationId) ?? pair.locationId} is sent more than once (first on line ${first})`,
        'body-mismatch',
      );
    }
  }
}
