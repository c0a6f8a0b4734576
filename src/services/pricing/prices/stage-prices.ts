import type { Readable } from 'node:stream';
import {
  CHUNKS,
  chunkOf,
  copyField,
  DuplicateSieve,
  SuspectSkus,
  MAX_REPORTED_ERRORS,
  readCsv,
  readJsonArray,
  type BodyFormat,
  type IgnoredFields,
  type StagingSession,
} from '../../imports/index.ts';
import { checkCsvRow, checkJsonItem, csvColumns, type ListIds, type PriceRow, type PriceTarget } from './price-rows.ts';
import { BucketDigests } from './bucket-digests.ts';
import { planPriceSteps, stagedChunk } from './plan-price-steps.ts';
import { insertUploadDigests } from './digest-repository.ts';
import { COPY_PRICE_STAGING, findDuplicatePrices, jsonItemIndexes } from './repository.ts';

const NULL = '\\N';

/**
 * The job's plan. `lockKeys`: the ids of the lists the upload touches (each list's lock key), sorted. `chunks`: the
 * merge steps, each the staged chunks it merges; `chunkLists`: the list ids by their number in the chunks
 * (stagedChunk in plan-price-steps.ts; plans staged before chunks held the list have none, and each chunk is then a
 * bucket of every list). `listSlugs` (id → slug) lets a failed job name the lists as the client did, even once a
 * list is deleted. `digested`: the upload's (list, bucket) digests are in price_staging_digests. `stepRows`: rows
 * staged per step; `stepPriced`: of them with a price (plans staged before it have none: the step counts them).
 */
export type PricePlan = {
  lockKeys: string[];
  chunks: number[][];
  chunkLists?: string[];
  listSlugs?: Record<string, string>;
  digested?: boolean;
  stepRows?: number[];
  stepPriced?: number[];
};

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
  // The lists touched, each with a short key for the sieve: hashing "3" instead of a 36-character uuid per row
  // (the key only has to tell this upload's lists apart).
  // `perBucket`: the list's rows per hash bucket, from which the merge steps are planned; `pricedPerBucket`: of them
  // with a price.
  const lists = new Map<string, { key: string; index: number; perBucket: number[]; pricedPerBucket: number[] }>();
  // What the worker compares to skip (list, bucket) pairs that this very upload already produced (bucket-digests.ts).
  const digests = new BucketDigests();
  const sieve = new DuplicateSieve();
  // The SKUs of the keys the sieve could not prove new: the exact check then reads only their rows.
  const suspects = new SuspectSkus();
  // The COPY line is built here rather than from an array per row: the job id, the list id (a uuid), the price
  // and the rate (validated decimal text), and the tax type hold nothing COPY would need escaped.
  const prefix = `${jobId}\t`;
  const put = (line: number, r: PriceRow) => {
    const bucket = chunkOf(r.sku);
    let list = lists.get(r.listId);
    if (list === undefined) {
      const counts = () => new Array<number>(CHUNKS).fill(0);
      lists.set(r.listId, (list = { key: String(lists.size), index: lists.size, perBucket: counts(), pricedPerBucket: counts() }));
    }
    if (r.price !== null) {
      if (sieve.add(list.key, r.sku, r.quantity)) suspects.add(r.sku);
      list.pricedPerBucket[bucket]!++;
    }
    list.perBucket[bucket]!++;
    // The row's values as staged: what the digest covers (job id, line, chunk and list id are not the row's).
    const values = `${copyField(r.sku)}\t${r.quantity}\t${r.price ?? NULL}\t${copyField(r.unit)}\t${r.taxType ?? NULL}\t${r.taxRate ?? NULL}\n`;
    digests.add(list.index, bucket, values, r.price !== null);
    return writer.line(`${prefix}${line}\t${stagedChunk(list.index, bucket)}\t${r.listId}\t${values}`);
  };

  if (body.format === 'csv') {
    const columns = csvColumns(body.target);
    await readCsv(source, columns, errors, (record) => {
      const row = checkCsvRow(record, body.target, body.lists, errors);
      return row ? put(record.line, row) : undefined;
    });
  } else {
    // See jsonItemIndexes: an item's first row is staged as -(index + extra), each further row as +(index + extra)
    // after counting itself into `extra`, so staged lines stay unique and map back to item indexes.
    let extra = 0;
    for await (const item of readJsonArray(source, errors)) {
      const rows = checkJsonItem(item, body.target, body.lists, errors, body.ignored);
      if (!rows) continue;
      const first = put(-(item.line + extra), rows[0]!);
      if (first) await first;
      for (let k = 1; k < rows.length; k++) {
        const pending = put(item.line + ++extra, rows[k]!);
        if (pending) await pending;
      }
    }
  }
  const rows = await writer.end();
  // The sieve proves most bodies free of repeats without reading the staged rows back.
  if (sieve.maybeRepeated && errors.count < MAX_REPORTED_ERRORS) {
    await reportDuplicates(session, body, suspects.list());
  }
  const listSlugs = Object.fromEntries([...body.lists].filter(([, id]) => lists.has(id)).map(([slug, id]) => [id, slug]));
  const lockKeys = [...lists.keys()].sort();
  const { steps, stepRows } = planPriceSteps(lockKeys.map((id) => lists.get(id)!.perBucket));
  // Each step as the staged chunks it holds (its lists' non-empty buckets), and its priced rows.
  const chunks: number[][] = [];
  const stepPriced: number[] = [];
  for (const step of steps) {
    const held: number[] = [];
    let priced = 0;
    for (const i of step.lists) {
      const list = lists.get(lockKeys[i]!)!;
      for (const b of step.buckets) {
        if (list.perBucket[b] === 0) continue;
        held.push(stagedChunk(list.index, b));
        priced += list.pricedPerBucket[b]!;
      }
    }
    chunks.push(held);
    stepPriced.push(priced);
  }
  // In the staging transaction: kept and dropped with the staged rows. A rejected body is rolled back anyway.
  let digested = false;
  if (digests.enabled && rows > 0 && !errors.any) {
    const ids = [...lists.keys()];
    await insertUploadDigests(session.client, session.jobId, [...digests.pairs()].map((d) => ({ ...d, listId: ids[d.list]! })));
    digested = true;
  }
  return { rows, plan: { lockKeys, chunks, chunkLists: [...lists.keys()], listSlugs, digested, stepRows, stepPriced } };
}

async function reportDuplicates(session: StagingSession, body: PriceBody, skus: string[] | undefined): Promise<void> {
  const groups = await findDuplicatePrices(session.client, session.jobId, MAX_REPORTED_ERRORS, skus);
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
