import { problemType } from './error-catalog.ts';

// One error type for the whole hub. Verbs throw ApiError (or a helper below); one onError renders it as
// RFC 7807 problem+json, an empty body, or the contract's cart 422 shape.

export type ProblemItem = { code: string; message: string; property?: string };
export type PriceUpdateErrorItem = { line: number; field: string; message: string };

type ApiErrorInit = {
  status: number;
  title?: string;
  detail?: string;
  errors?: unknown;
  headers?: Record<string, string>;
  /** Render with no body at all (404 route, 405, 415, 500). */
  empty?: boolean;
  /** application/json instead of problem+json (the cart 422 bodies). */
  plainJson?: boolean;
  /** Further members of the problem object (RFC 7807 §3.2), e.g. the rejected file of a 410. */
  extensions?: Record<string, unknown>;
};

export class ApiError extends Error {
  readonly status: number;
  readonly title: string;
  readonly detail: string;
  readonly errors: unknown;
  readonly headers: Record<string, string>;
  readonly empty: boolean;
  readonly plainJson: boolean;
  readonly extensions: Record<string, unknown>;

  constructor(init: ApiErrorInit) {
    super(init.detail ?? init.title ?? `HTTP ${init.status}`);
    this.status = init.status;
    this.title = init.title ?? '';
    this.detail = init.detail ?? '';
    this.errors = init.errors;
    this.headers = init.headers ?? {};
    this.empty = init.empty ?? false;
    this.plainJson = init.plainJson ?? false;
    this.extensions = init.extensions ?? {};
  }
}

const describe = (items: ProblemItem[]) =>
  items.map((i) => (i.property ? `${i.property}: ${i.message}` : i.message)).join('; ');

/** 400 invalid-request-contents; `detail` spells out every problem (the Purchasing/Stock/Files rule, harmless elsewhere). */
export function invalidRequest(items: ProblemItem[], detail?: string): ApiError {
  return new ApiError({ status: 400, title: 'invalid-request-contents', detail: detail ?? describe(items), errors: items });
}

export const badRequest = (code: string, message: string, property?: string) =>
  invalidRequest([{ code, message, ...(property ? { property } : {}) }]);

export const resourceNotFound = (detail: string) => new ApiError({ status: 404, title: 'resource-not-found', detail });

export type ConflictCode = 'duplicate-external-id' | 'newer-version-exists' | 'concurrent-update' | 'idempotency-key-reused';

export function conflict(code: ConflictCode, message: string, property?: string): ApiError {
  return new ApiError({ status: 409, title: code, detail: message, errors: [{ code, message, ...(property ? { property } : {}) }] });
}

export const emptyResponse = (status: 404 | 405 | 415 | 500, headers?: Record<string, string>) =>
  new ApiError({ status, empty: true, ...(headers ? { headers } : {}) });

/** How many problems a bulk body had in all, on how many rows, and whether the body as a whole failed (line 0). */
export type BulkErrorSummary = { problems: number; rows: number; body: boolean };

const summarize = (items: PriceUpdateErrorItem[]): BulkErrorSummary => {
  const lines = new Set(items.map((i) => i.line));
  return { problems: items.length, rows: lines.size - (lines.has(0) ? 1 : 0), body: lines.has(0) };
};

/** The bulk 400's detail: rows (not problems: a row with two bad fields is one row to fix), and whether `errors` was cut. */
function bulkDetail(summary: BulkErrorSummary, shown: number): string {
  const what = [summary.rows > 0 ? `${summary.rows} invalid row(s)` : '', summary.body ? 'the body is invalid' : ''].filter(Boolean).join(' and ');
  const split = summary.problems > summary.rows + (summary.body ? 1 : 0) ? ` (${summary.problems} problems)` : '';
  const cut = summary.problems > shown ? `; errors lists the first ${shown} problems only, fix them and send again to see the rest` : '';
  return `${what}${split}; nothing was applied${cut}`;
}

/**
 * The bulk 400 of price writes. `detail` counts rows, not problems, and says when `errors` was cut at 1,000 so a
 * client does not take the list for the whole story.
 */
export function priceUpdateErrors(items: PriceUpdateErrorItem[], summary: BulkErrorSummary = summarize(items)): ApiError {
  const shown = items.slice(0, 1000);
  return new ApiError({ status: 400, title: 'invalid-request-contents', detail: bulkDetail(summary, shown.length), errors: shown });
}

/** A bulk row problem with the contract's code (Stock, Purchasing): `line` is the item's 1-based index, 0 the body. */
export type BulkItemError = PriceUpdateErrorItem & { code?: string };

/**
 * The bulk 400 of the services that spell every problem out in `detail` (Stock, Purchasing): `errors` holds the
 * contract's `{code, message, property}` items, each with its `line`, and `detail` names each of them after the counts.
 */
export function bulkItemErrors(items: BulkItemError[], summary: BulkErrorSummary = summarize(items)): ApiError {
  const shown = items.slice(0, 1000);
  const each = shown.map((i) => (i.line === 0 ? `body: ${i.message}` : `line ${i.line} ${i.field}: ${i.message}`)).join('; ');
  return new ApiError({
    status: 400,
    title: 'invalid-request-contents',
    detail: `${bulkDetail(summary, shown.length)}. ${each}`,
    errors: shown.map((i) => ({ code: i.code ?? (i.line === 0 ? 'body-mismatch' : 'keyword-mismatch'), message: i.message, property: i.field, line: i.line })),
  });
}

export function payloadTooLarge(limitBytes: number): ApiError {
  return new ApiError({ status: 413, title: 'payload-too-large', detail: `The body exceeds the limit of ${limitBytes} bytes.` });
}

/**
 * 408 when a body stops arriving (no byte for `stallMs`). The contract names no title for 408; this follows its
 * style for the others (the reason phrase, lower case, hyphens). The connection is closed: the rest of the body
 * will not be read.
 */
export function requestTimeout(stallMs: number): ApiError {
  return new ApiError({
    status: 408,
    title: 'request-timeout',
    detail: `No part of the body arrived for ${stallMs / 1000} s; the request was ended. Send the body without pausing.`,
    headers: { Connection: 'close' },
  });
}

export function tooManyRequests(retryAfterSeconds: number, detail: string): ApiError {
  return new ApiError({
    status: 429,
    title: 'too-many-requests',
    detail,
    headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });
}

const UNAVAILABLE_DETAIL = {
  database: 'The database is unavailable; retry after the time in Retry-After.',
  redis: 'The job queue (Redis) is unavailable, so this request cannot be accepted now; retry after the time in Retry-After.',
} as const;

/** 503 while PostgreSQL (`database`) or Redis (`redis`) is away: the detail names which, without internals. */
export function serviceUnavailable(dependency: keyof typeof UNAVAILABLE_DETAIL, retryAfterSeconds: number): ApiError {
  return new ApiError({
    status: 503,
    title: 'service-unavailable',
    detail: UNAVAILABLE_DETAIL[dependency],
    headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });
}

/** Renders an ApiError; request_id lets support find the matching log line. */
export function renderProblem(err: ApiError, requestId: string | undefined): Response {
  const headers = new Headers(err.headers);
  if (requestId) headers.set('X-Request-Id', requestId);
  if (err.empty) return new Response(null, { status: err.status, headers });
  const body: Record<string, unknown> = err.plainJson
    ? { title: err.title, status: err.status, detail: err.detail, errors: err.errors }
    : {
        // A relative reference to the hub's own errors page (RFC 7807 §3.1 allows it), resolved against the request.
        type: problemType(err.title, err.errors),
        title: err.title,
        status: err.status,
        detail: err.detail,
        ...(err.errors !== undefined ? { errors: err.errors } : {}),
        ...err.extensions,
        ...(requestId ? { request_id: requestId } : {}),
      };
  headers.set('Content-Type', err.plainJson ? 'application/json' : 'application/problem+json');
  return new Response(JSON.stringify(body), { status: err.status, headers });
}
