import { JsonNumber, jsonNumberValue } from '../../domain/json-number.ts';
import { ignoredFields, zodIssuesToProblems } from '../../http/validation.ts';
import { CHUNKS, chunkOf, planChunks, readJsonArray, type StagingSession } from '../imports/index.ts';
import type { Readable } from 'node:stream';
import { normalizePurchase } from './normalize.ts';
import { PurchaseInput } from './schemas.ts';

// The request half of PUT /api/v1/batch-upsert-purchases: every item is checked against the PUT body's schema
// as it arrives, valid ones go straight into COPY (normalized: totals computed), and identifiers sent twice in
// the body are refused (two items can never race for one purchase inside a job).

export const MAX_BATCH_ITEMS = 10_000;
/** Purchases per merge step (each with its lines): 10,000 items are four steps over the merge lanes. */
export const PURCHASES_PER_STEP = 2_500;

export const COPY_PURCHASE_STAGING = 'COPY purchase_staging (job_id, line, chunk, item, id, external_id, content_hash) FROM STDIN';

export type PurchasePlan = { lockKeys: string[]; chunks: number[][] };

/** Codes of the problems recorded, by line and field, for the 400's errors[].code (RowErrors keeps no code). */
export type ProblemCodes = Map<string, string>;
export const codeKey = (line: number, field: string, message: string) => `${line}\u0000${field}\u0000${message}`;

/** Numbers a double holds exactly become JS numbers (integers validate as usual); decimals keep their digits. */
function plainNumbers(v: unknown): unknown {
  if (v instanceof JsonNumber) return jsonNumberValue(v.text);
  if (Array.isArray(v)) return v.map(plainNumbers);
  if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, plainNumbers(x)]));
  return v;
}

export type StageInput = {
  source: Readable;
  /** The tenant's purchase-import lock: its imports apply one at a time, in the order they were staged. */
  lockKey: string;
  codes: ProblemCodes;
  ignored: { paths: string[]; count: number };
};

export async function stagePurchases(session: StagingSession, input: StageInput): Promise<{ rows: number; plan: PurchasePlan }> {
  const { jobId, errors } = session;
  const writer = session.copy(COPY_PURCHASE_STAGING);
  const perBucket: number[] = new Array(CHUNKS).fill(0);
  const seen = new Map<string, number>();
  const problem = (line: number, field: string, message: string, code: string) => {
    errors.add(line, field, message);
    input.codes.set(codeKey(line, field, message), code);
  };
  let items = 0;
  for await (const { line, value } of readJsonArray(input.source, errors)) {
    if (++items > MAX_BATCH_ITEMS) {
      if (items === MAX_BATCH_ITEMS + 1) problem(line, 'body', `a batch holds at most ${MAX_BATCH_ITEMS.toLocaleString('en')} purchases`, 'body-mismatch');
      continue;
    }
    const raw = plainNumbers(value);
    const parsed = PurchaseInput.safeParse(raw);
    if (!parsed.success) {
      for (const p of zodIssuesToProblems(parsed.error, 'json', raw)) problem(line, p.property ?? 'item', p.message, p.code);
      continue;
    }
    for (const path of ignoredFields(raw, parsed.data)) {
      input.ignored.count++;
      if (input.ignored.paths.length < 20) input.ignored.paths.push(`[${line}].${path}`);
    }
    const { item, contentHash } = normalizePurchase(parsed.data);
    const key = item.id ?? item.external_id;
    if (!key) {
      problem(line, 'identifiers.external', 'a batch item needs an id or identifiers.external (it is matched by them)', 'missing-param');
      continue;
    }
    let repeated = false;
    for (const [kind, v] of [['id', item.id], ['identifiers.external', item.external_id], ['identifiers.internal', item.internal_id], ['identifiers.visible', item.visible_id]] as const) {
      if (!v) continue;
      const first = seen.get(`${kind}\u0000${v}`);
      if (first !== undefined) {
        problem(line, kind, `${kind} ${v} is also on item ${first}; each purchase may appear once per batch`, 'keyword-mismatch');
        repeated = true;
      } else seen.set(`${kind}\u0000${v}`, line);
    }
    if (repeated) continue;
    const chunk = chunkOf(key);
    perBucket[chunk]!++;
    // `external_id` is the match key of an item without an id (merge-sql.ts: match_external).
    await writer.row([jobId, line, chunk, JSON.stringify(item), item.id, item.id ? null : item.external_id, contentHash]);
  }
  const rows = await writer.end();
  return { rows, plan: { lockKeys: [input.lockKey], chunks: planChunks(perBucket, PURCHASES_PER_STEP) } };
}
