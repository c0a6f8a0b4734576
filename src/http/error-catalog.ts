// Every problem title and `errors[].code` the hub answers, with its cause and how to fix it. GET /errors renders
// this page and each problem's `type` points at its entry ("/errors#keyword-mismatch"), so a client or a person
// holding an error can read what to do about it. Titles and codes themselves are contract: unchanged here.

export type ErrorEntry = {
  /** The title or code, which is also the page anchor. */
  name: string;
  kind: 'title' | 'code' | 'line';
  status: string;
  cause: string;
  fix: string;
};

export const ERRORS_PAGE_PATH = '/errors';

export const ERROR_CATALOG: readonly ErrorEntry[] = [
  { name: 'invalid-request-contents', kind: 'title', status: '400', cause: 'The request was refused as a whole; each item of `errors` names one problem (bulk price writes: `{line, field, message}` per bad row, the first 1,000; bulk stock writes: `{code, message, property, line}`, each also spelled out in `detail`).', fix: 'Fix every item listed and send the request again; for a bulk write nothing was applied, so send the whole body again.' },
  { name: 'keyword-mismatch', kind: 'code', status: '400', cause: 'A field has the wrong type, format, length or range; `property` names it.', fix: 'Send the value in the documented form (see the operation in /docs); decimals as a JSON number or a decimal string, fractions such as adjustment_percentage as 0.1 for 10 %.' },
  { name: 'body-mismatch', kind: 'code', status: '400', cause: 'The body is not JSON, or not the shape the operation takes (an object where an array is expected, …).', fix: 'Send valid JSON of the documented shape with `Content-Type: application/json`.' },
  { name: 'headers-mismatch', kind: 'code', status: '400', cause: 'A required header is missing or malformed: usually `Site-Id`.', fix: 'Send `Site-Id: <your site id>` on every request, the token request included.' },
  { name: 'parameters-mismatch', kind: 'code', status: '400', cause: 'A path or query value is not valid, or `lookupBy` is not supported for this resource.', fix: 'Use one of the documented values (paging: page ≥ 1, page_size 1–250; lookupBy as listed per operation).' },
  { name: 'path-mismatch', kind: 'code', status: '400', cause: 'The path holds a value that cannot name a record.', fix: 'Check the identifier in the path and the `lookupBy` you use with it.' },
  { name: 'missing-param', kind: 'code', status: '400', cause: 'A required field or parameter is absent; `property` names it. A price lookup for a customer with no price lists also answers this (property `price_lists`).', fix: 'Send the field; for a lookup, give the customer or its group some `price_lists`.' },
  { name: 'resource-already-exists', kind: 'code', status: '400', cause: 'A record with this unique key (slug, SKU, email) already exists.', fix: 'Update the existing record instead, or choose another key.' },
  { name: 'resource-id-not-found', kind: 'code', status: '400', cause: 'The body refers to a record that does not exist (a customer, a rule source list, a stock location, …).', fix: 'Create the record first, or correct the reference.' },
  { name: 'resource-id-invalid', kind: 'code', status: '400', cause: 'An id is not in the expected form (for example not a UUID when looking up by id).', fix: 'Send a UUID, or choose the `lookupBy` that matches the value you have (external_id, email, …).' },
  { name: 'resource-in-use', kind: 'code', status: '400', cause: 'The record is used by another (a price list that another list’s rule derives from).', fix: 'Remove the use first (change or delete the rule), then retry.' },
  { name: 'invalid-status-transition', kind: 'title', status: '400', cause: 'Order status update: the order cannot move from the status in force to the one sent (a backward move, or out of a final status: `delivered`, `cancelled`; `cancelled` once `shipped`). `detail` names the status in force and the statuses allowed from it.', fix: 'Send one of the allowed statuses. Repeating the status in force is a harmless no-op; an event that only arrived late answers 409 newer-version-exists instead.' },
  { name: 'resource-not-found', kind: 'title', status: '404', cause: 'No record matches the path.', fix: 'Check the identifier, the `lookupBy`, and that you address the right environment (live or test).' },
  { name: 'resource-gone', kind: 'title', status: '410', cause: 'Files: the file’s content failed its check after upload (it is not what its extension says), so it cannot be downloaded. `?allowRejected=true` adds the file and the reason.', fix: 'Do not retry the read; upload correct content again (PATCH /api/v1/files/{id} issues a new upload URL).' },
  { name: 'duplicate-external-id', kind: 'title', status: '409', cause: 'Another record already carries this `external_id`.', fix: 'Use a unique external_id, or update the record that has it.' },
  { name: 'newer-version-exists', kind: 'title', status: '409', cause: 'The record changed since the version you sent. Order status updates: the `occurred_at` sent is older than the status in force (an event that arrived late).', fix: 'Read the record again, apply your change to it, and send it. For a late order status event, drop it: a newer status is already in force.' },
  { name: 'concurrent-update', kind: 'title', status: '409', cause: 'Another write to the same records (an import on the same price list, or into the same stock locations) is in progress.', fix: 'Retry after it finished; follow the other job at its `Location`.' },
  { name: 'idempotency-key-reused', kind: 'title', status: '409', cause: 'The `Idempotency-Key` was used in the last 24 h with a different body.', fix: 'Use a new key for a new request; repeat a request only with the same body.' },
  { name: 'id-immutable', kind: 'title', status: '403', cause: "Purchasing: the body's `id` differs from the id of the purchase the path names; a purchase's id never changes.", fix: 'Leave `id` out, or send the id the purchase has (GET it first).' },
  { name: 'access_denied', kind: 'title', status: '401 / 403', cause: 'The bearer token is missing, malformed, unknown, expired or revoked (401, with `WWW-Authenticate`), belongs to another site or environment, or the site’s plan has no API access (403). On a signed file URL (403): the URL is incomplete, altered, expired, or an upload URL already used or replaced.', fix: 'Request a new token at POST /api/auth/token and send `Authorization: Bearer <access_token>` to the base address (live or test) the token was issued for. For a file URL: PATCH /api/v1/files/{id} (upload) or GET it (download) for a new one, and use it unchanged.' },
  { name: 'invalid_client', kind: 'title', status: '401', cause: 'Token request: the client id or secret is wrong, revoked, or belongs to another site or environment.', fix: 'Check the credentials and the `Site-Id`; test credentials work on the test base address only.' },
  { name: 'invalid_request', kind: 'title', status: '400', cause: 'Token request: a required field or `Site-Id` is missing.', fix: 'Send `{grant_type: "client_credentials", client_id, client_secret}` as JSON with `Site-Id`.' },
  { name: 'unsupported_grant_type', kind: 'title', status: '400', cause: 'Token request: `grant_type` is not `client_credentials`.', fix: 'Send `grant_type: "client_credentials"`.' },
  { name: 'payload-too-large', kind: 'title', status: '413', cause: 'The body exceeds the limit: 1 MiB for ordinary bodies, 32 MiB for a sync-log full or partial sync (PUT/PATCH), 256 MiB for bulk bodies, 20 MiB for a file upload.', fix: 'Split the data into several requests; a file must be at most 20 MiB.' },
  { name: 'request-timeout', kind: 'title', status: '408', cause: 'The body stopped arriving part-way.', fix: 'Send the body without pausing; check proxies that buffer or throttle uploads.' },
  { name: 'too-many-requests', kind: 'title', status: '429', cause: 'A rate limit was hit (for example repeated failed token requests).', fix: 'Wait the seconds in `Retry-After` before retrying.' },
  { name: 'service-unavailable', kind: 'title', status: '503', cause: 'The database or the job queue is unavailable for a moment.', fix: 'Retry after the seconds in `Retry-After`; nothing of the request was stored.' },
  { name: 'product-not-found', kind: 'line', status: '207 (per line)', cause: 'Price lookup: the catalog has no product with this SKU and no list has a price for it.', fix: 'Create the product, or correct the SKU.' },
  { name: 'price-unavailable', kind: 'line', status: '207 (per line)', cause: 'Price lookup: none of the customer’s lists has a price for the SKU at this quantity; the message names lists that do not exist.', fix: 'Add prices (or a rule) to one of the customer’s lists, or create the lists it names. `?explain=true` shows each list tried.' },
];

const known = new Set(ERROR_CATALOG.map((e) => e.name));

/** The problem's `type`: the entry of its first code, else of its title, else about:blank (RFC 7807's default). */
export function problemType(title: string, errors: unknown): string {
  const first = Array.isArray(errors) ? (errors[0] as { code?: unknown } | undefined)?.code : undefined;
  if (typeof first === 'string' && known.has(first)) return `${ERRORS_PAGE_PATH}#${first}`;
  return known.has(title) ? `${ERRORS_PAGE_PATH}#${title}` : 'about:blank';
}
