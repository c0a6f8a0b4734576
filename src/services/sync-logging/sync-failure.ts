import { createHash } from 'node:crypto';
import type { Environment } from '../../context.ts';
import type { SyncDataType } from '../../db/types.ts';

export const MAX_PAYLOAD_BYTES = 16 * 1024;
export const MAX_MESSAGE_CHARS = 4000;

/** One row, delivery or job that failed for good, as a worker reports it. */
export type SyncFailure = {
  siteId: string;
  environment: Environment;
  integration: string;
  dataType: SyncDataType;
  code: string;
  message: string;
  externalId?: string | null;
  visibleId?: string | null;
  externalUrl?: string | null;
  payload?: unknown;
  jobId?: string | null;
  attempts?: number;
  /** The record this failure counts on, when not fingerprintOf(it) (the sync-log API keys by external id alone). */
  fingerprint?: string;
};

/** A failure ready to write: repeats of one record folded together, `occurrences` counting them. */
export type AggregatedFailure = {
  siteId: string;
  environment: Environment;
  integration: string;
  dataType: SyncDataType;
  fingerprint: string;
  externalId: string | null;
  visibleId: string | null;
  externalUrl: string | null;
  code: string;
  message: string;
  payload: unknown;
  jobId: string | null;
  attempts: number;
  occurrences: number;
};

// PostgreSQL text and jsonb refuse NUL and lone surrogates; one such byte must not cost a whole chunk of failures.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const clean = (s: string) => s.replace(UNSTORABLE, '\uFFFD');
const cleanOrNull = (s: string | null | undefined) => (s === undefined || s === null ? null : clean(s));
const SUSPECT_ESCAPE = /\\u0000|\\ud[89a-f]/i;

function cleanValue(_key: string, value: unknown): unknown {
  if (typeof value === 'string') return clean(value);
  if (value && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date) && typeof (value as { toJSON?: unknown }).toJSON !== 'function') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [clean(k), v]));
  }
  return value;
}

/** The contract keeps at most 16 KiB of the failing data; larger snapshots are cut and say so. */
export function snapshot(payload: unknown): unknown {
  if (payload === undefined || payload === null) return null;
  let text: string | undefined;
  try {
    text = JSON.stringify(payload);
  } catch (err) {
    // A circular structure or a BigInt must not cost the failure itself (nor the rest of its chunk).
    return { unserializable: true, reason: (err as Error).message.slice(0, 200) };
  }
  if (text === undefined) return null;
  let value = payload;
  if (SUSPECT_ESCAPE.test(text)) {
    text = JSON.stringify(payload, cleanValue);
    value = JSON.parse(text);
  }
  if (Buffer.byteLength(text) <= MAX_PAYLOAD_BYTES) return value;
  return { truncated: true, preview: clean(Buffer.from(text).subarray(0, MAX_PAYLOAD_BYTES - 64).toString('utf8')) };
}

/** "The same failure": repeats of it count occurrences on one record instead of adding rows. */
export function fingerprintOf(f: Pick<SyncFailure, 'integration' | 'dataType' | 'code' | 'externalId' | 'jobId'>): string {
  const subject = f.externalId ?? (f.jobId ? `job:${f.jobId}` : '');
  return createHash('sha256').update([f.integration, f.dataType, subject, f.code].join('\u0000')).digest('hex');
}

/**
 * Folds failures that land on the same record (site, environment, fingerprint) into one, so that one statement's
 * ON CONFLICT never meets the same row twice. The last report's details win; `occurrences` counts them all.
 * Sorted by key, so concurrent writers lock the rows in the same order and cannot deadlock each other.
 */
export function aggregateFailures(failures: Iterable<SyncFailure>): AggregatedFailure[] {
  const byKey = new Map<string, AggregatedFailure>();
  for (const f of failures) {
    const fingerprint = f.fingerprint ?? fingerprintOf(f);
    const key = `${f.siteId}\u0000${f.environment}\u0000${fingerprint}`;
    const seen = byKey.get(key);
    byKey.set(key, {
      siteId: f.siteId,
      environment: f.environment,
      integration: clean(f.integration),
      dataType: f.dataType,
      fingerprint,
      externalId: cleanOrNull(f.externalId),
      visibleId: cleanOrNull(f.visibleId) ?? seen?.visibleId ?? null,
      externalUrl: cleanOrNull(f.externalUrl) ?? seen?.externalUrl ?? null,
      code: clean(f.code),
      message: clean(f.message.slice(0, MAX_MESSAGE_CHARS)),
      payload: snapshot(f.payload),
      jobId: cleanOrNull(f.jobId),
      attempts: f.attempts ?? 1,
      occurrences: (seen?.occurrences ?? 0) + 1,
    });
  }
  return [...byKey.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, v]) => v);
}
