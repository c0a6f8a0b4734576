import type { Readable } from 'node:stream';
import {
  CHUNKS,
  chunkOf,
  DuplicateSieve,
  planChunks,
  rowsPerStep,
  MAX_REPORTED_ERRORS,
  readCsv,
  readJsonArray,
  type BodyFormat,
  type IgnoredFields,
  type StagingSession,
} from '../../imports/index.ts';
import { checkCsvRow, checkJsonItem, csvColumns, type ListIds, type PriceRow, type PriceTarget } from './price-rows.ts';
import { COPY_PRICE_STAGING, findDuplicatePrices, jsonItemIndexes } from './repository.ts';

/** The job's plan: `lockKeys` are the ids of the lists the upload touches (each list's lock key), sorted. */
/** `listSlugs` (id → slug) lets a failed job name the lists as the client did, even once a list is deleted. */
export type PricePlan = { lockKeys: string[]; chunks: number[][]; listSlugs?: Record<string, string> };

export type PriceBody = { target: PriceTarget; lists: ListIds; format: BodyFormat; source: Readable; ignored?: IgnoredFields };

/**
 * Streams a price body into price_staging: the body is received to a temp file first (session.receive), then
 * every row is validated as it is read back and valid rows go straight into COPY (never collected in memory), and once the body is in, one GROUP BY finds keys sent twice (unless a
 * fixed-size sieve proved there are none). Valid rows are staged even after an error so that the duplicate
 * check still sees them; the caller rolls everything back anyway.
 */
export async function stagePrices(session: StagingSession, body: PriceBody): Promise<{ rows: number; plan: PricePlan }> {
  const { jobId, errors } = session;
  const source = await session.receive(body.source);
  const writer = session.copy(COPY_PRICE_STAGING);
  const lists = new Set<string>();
  const perBucket: number[] = new Array(CHUNKS).fill(0);
  const sieve = new DuplicateSieve();
  const put = (line: number, r: PriceRow) => {
    const chunk = chunkOf(r.sku);
    if (r.price !== null) sieve.add(r.listId, r.sku, r.quantity);
    lists.add(r.listId);
    perBucket[chunk]!++;
    return writer.row([jobId, line, chunk, r.listId, r.sku, r.quantity, r.price, r.unit, r.taxType, r.taxRate]);
  };

  if (body.format === 'csv') {
    const columns = csvColumns(body.target);
    for await (const record of readCsv(source, columns, errors)) {
      const row = checkCsvRow(record, body.target, body.lists, errors);
      if (row) await put(record.line, row);
    }
  } else {
    // See jsonItemIndexes: an item's first row is staged as -(index + extra), each further row as +(index + extra)
    // after counting itself into `extra`, so staged lines stay unique and map back to item indexes.
    let extra = 0;
    for await (const item of readJsonArray(source, errors)) {
      const rows = checkJsonItem(item, body.target, body.lists, errors, body.ignored);
      if (!rows) continue;
      await put(-(item.line + extra), rows[0]!);
      for (let k = 1; k < rows.length; k++) await put(item.line + ++extra, rows[k]!);
    }
  }
  const rows = await writer.end();
  // The sieve proves most bodies free of repeats without reading the staged rows back.
  if (sieve.maybeRepeated && errors.count < MAX_REPORTED_ERRORS) await reportDuplicates(session, body);
  const listSlugs = Object.fromEntries([...body.lists].filter(([, id]) => lists.has(id)).map(([slug, id]) => [id, slug]));
  return { rows, plan: { lockKeys: [...lists].sort(), chunks: planChunks(perBucket, rowsPerStep(rows)), listSlugs } };
}

async function reportDuplicates(session: StagingSession, body: PriceBody): Promise<void> {
  const groups = await findDuplicatePrices(session.client, session.jobId, MAX_REPORTED_ERRORS);
  if (groups.length === 0) return;
  const slugs = new Map([...body.lists].map(([slug, id]) => [id, slug]));
  let lineOf = (staged: number) => staged;
  if (body.format === 'json') {
    const items = await jsonItemIndexes(session.client, session.jobId, groups.flatMap((g) => g.lines.map(Math.abs)));
    lineOf = (staged) => items.get(Math.abs(staged)) ?? 0;
  }
  for (const g of groups) {
    const first = lineOf(g.lines[0]!);
    const where = body.target.kind === 'list' ? '' : ` on price list "${slugs.get(g.listId) ?? g.listId}"`;
    for (const staged of g.lines.slice(1)) {
      session.errors.add(lineOf(staged), 'quantity', `SKU "${g.sku}" has quantity ${g.quantity} more than once${where} (first on line ${first})`);
    }
  }
}
