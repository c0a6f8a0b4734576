import type { Ctx } from '../../../context.ts';
import { invalidRequest, type ProblemItem } from '../../../http/problem.ts';
import { slots } from '../../../runtime/slots.ts';
import { isUuid } from '../../lookup.ts';
import { DEFAULT_EXTERNAL_ID } from '../locations/repository.ts';
import { loadLocationIndex, type LocationIndex } from './location-index.ts';
import { fetchStockJsonLines } from './repository.ts';
import type { StockFetchRequest } from './schemas.ts';

export type LocationChoice = { all: true } | { ids: string[] };

/** The locations a filter names: every one, the listed ones (each must exist), or the default location. */
export function chooseLocations(filter: StockFetchRequest['filter'], index: LocationIndex): LocationChoice {
  const ids = filter?.stock_location_ids ?? [];
  const externalIds = filter?.stock_location_external_ids ?? [];
  const listed = ids.length + externalIds.length > 0;
  if (filter?.all_stock_locations && listed) {
    throw invalidRequest([{ code: 'body-mismatch', message: 'give either all_stock_locations or a list of locations, not both', property: 'filter' }]);
  }
  if (filter?.all_stock_locations) return { all: true };
  if (!listed) return { ids: [index.byExternalId.get(DEFAULT_EXTERNAL_ID)!.id] };
  const problems: ProblemItem[] = [];
  const chosen = new Set<string>();
  ids.forEach((id, i) => {
    const property = `filter.stock_location_ids[${i}]`;
    if (!isUuid(id)) return problems.push({ code: 'resource-id-invalid', message: `"${id.slice(0, 60)}" is not a UUID`, property });
    const location = index.byId.get(id.toLowerCase());
    if (!location) return problems.push({ code: 'resource-id-not-found', message: `no stock location with id ${id}`, property });
    chosen.add(location.id);
  });
  externalIds.forEach((ext, i) => {
    const location = index.byExternalId.get(ext);
    if (!location) return problems.push({ code: 'resource-id-not-found', message: `no stock location with external id "${ext.slice(0, 60)}"`, property: `filter.stock_location_external_ids[${i}]` });
    chosen.add(location.id);
  });
  if (problems.length) throw invalidRequest(problems);
  return { ids: [...chosen] };
}

/**
 * Fetches read from PostgreSQL at once per process: each holds a connection and up to a megabyte of answer while
 * it reads; the work is CPU-bound anyway (two cores here), so the others wait their turn at no cost in throughput.
 */
export const FETCHES_PER_PROCESS = 2;
const inFetchSlot = slots(FETCHES_PER_PROCESS);

/**
 * POST /api/v1/batch-fetch-stock: the levels of the SKUs asked for, at the default location unless the filter
 * says otherwise. Returns the answer's JSON as PostgreSQL wrote it, in buffers (see fetchStockJsonLines).
 */
export async function batchFetchStock(ctx: Ctx, input: StockFetchRequest): Promise<Buffer[]> {
  const choice = chooseLocations(input.filter, await loadLocationIndex(ctx));
  if (input.skus.length === 0) return [Buffer.from('[]')];
  const lines = await inFetchSlot(() => fetchStockJsonLines(ctx, input.skus, 'all' in choice ? null : choice.ids));
  return [Buffer.from('['), ...lines, Buffer.from(']')];
}
