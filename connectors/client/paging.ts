// Async iterators over the two paging styles of the API, one item at a time, a page fetched only when needed.
import { HubError } from './errors.ts';

/** What an openapi-fetch call resolves to (data on success, error otherwise). */
export type CallResult<T> = { data?: T; error?: unknown; response: Response };

export type Pagination = { total: number; per_page: number; current_page: number; total_pages: number };

/** The data of a successful call; a HubError carrying the problem otherwise. */
export function unwrap<T>(result: CallResult<T>, what = `${result.response.url}`): T {
  if (result.response.ok && result.error === undefined) return result.data as T;
  const problem = result.error && typeof result.error === 'object' ? (result.error as Record<string, unknown>) : undefined;
  throw new HubError(result.response.status, problem, result.response.headers.get('x-request-id'), what);
}

/**
 * Page-based lists (`page`, `page_size`, answered as `{data, pagination}`): `fetchPage(page)` is called with 1, 2, …
 * until the page that `pagination.total_pages` names has been read, or a page comes back empty.
 */
export async function* pageItems<T>(fetchPage: (page: number) => Promise<CallResult<{ data: T[]; pagination: Pagination }>>): AsyncGenerator<T, void, undefined> {
  for (let page = 1; ; page++) {
    const { data, pagination } = unwrap(await fetchPage(page), `page ${page}`);
    yield* data;
    if (data.length === 0 || pagination.current_page >= pagination.total_pages) return;
  }
}

/**
 * Offset-based lists (`limit`, `offset`, answered as a plain array, newest first): `fetchPage(offset, limit)` is
 * called with offsets 0, limit, 2·limit, … until a page holds fewer than `limit` items. Keep the filters and
 * `order_by` the same in every call, as the hub's paging guarantee assumes.
 */
export async function* offsetItems<T>(fetchPage: (offset: number, limit: number) => Promise<CallResult<T[]>>, limit = 500): AsyncGenerator<T, void, undefined> {
  for (let offset = 0; ; offset += limit) {
    const items = unwrap(await fetchPage(offset, limit), `offset ${offset}`);
    yield* items;
    if (items.length < limit) return;
  }
}
