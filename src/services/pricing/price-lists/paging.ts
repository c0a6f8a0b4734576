import { ORDER_FIELDS, type PageQuery, type Pagination, type PriceListSource } from './schemas.ts';

// Page-based paging of price lists (contract §0 "Paging"). The query schema has already checked every value.

export type OrderField = (typeof ORDER_FIELDS)[number];
export type PageRequest = {
  page: number;
  pageSize: number;
  orderBy: { field: OrderField; direction: 'asc' | 'desc' };
  sources: PriceListSource[] | null;
};

export const DEFAULT_PAGE_SIZE = 100;

export function toPageRequest(q: PageQuery): PageRequest {
  const [field, direction] = (q.order_by ?? 'name:asc').split(':') as [OrderField, 'asc' | 'desc' | undefined];
  const sources = q.source ? [...new Set(q.source.split(',').map((s) => s.trim() as PriceListSource))] : null;
  return {
    page: q.page ? Number(q.page) : 1,
    pageSize: q.page_size ? Number(q.page_size) : DEFAULT_PAGE_SIZE,
    orderBy: { field, direction: direction ?? 'asc' },
    sources,
  };
}

/** Rows to skip, or null when the page lies past the end (nothing to fetch, and no huge OFFSET to send). */
export function offsetOf(req: PageRequest, total: number): number | null {
  const skip = (req.page - 1) * req.pageSize;
  return skip >= total ? null : skip;
}

/**
 * total_pages is ceil(total / per_page) but never below 1: the documented client loop requests pages
 * "until current_page equals total_pages", and with 0 it would never stop (page 1 ≠ 0, page 2 ≠ 0, …).
 * An empty result is therefore one empty page.
 */
export function paginationOf(req: PageRequest, total: number): Pagination {
  return {
    total,
    per_page: req.pageSize,
    current_page: req.page,
    total_pages: Math.max(1, Math.ceil(total / req.pageSize)),
  };
}
