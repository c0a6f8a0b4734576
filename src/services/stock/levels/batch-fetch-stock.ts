import type { Ctx } from '../../../context.ts';
import { invalidRequest, type ProblemItem } from '../../../http/problem.ts';
import { slots } from '../../../runtime/slots.ts';
import { isUuid } from '../../lookup.ts';
import { DEFAULT_EXTERNAL_ID } from '../locations/repository.ts';
import { loadLocationIndex, type LocationIndex } from './location-index.ts';
import { readStockVersion } from '../version-repository.ts';
import { NO_LEVELS, stockFetchCache, type Fragment } from './fetch-cache.ts';
import { fetchStockFragments } from './repository.ts';
import { chosenParts, sizeOfAll, sizeOfParts, writeAll, writeParts, type AnswerBuffer } from './stock-fragments.ts';
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
 * Reads of uncached SKUs from PostgreSQL at once per process: each holds a connection and up to a megabyte of
 * answer while it reads; the work is CPU-bound anyway (two cores here), so the others wait their turn at no cost.
 */
export const FETCHES_PER_PROCESS = 2;
const inFetchSlot = slots(FETCHES_PER_PROCESS);

const fresh: AnswerBuffer = (size) => Buffer.allocUnsafe(size);

/**
 * POST /api/v1/batch-fetch-stock: the levels of the SKUs asked for, at the default location unless the filter
 * says otherwise, as one JSON buffer (from `take`, when given). Each SKU's element comes from the process's cache
 * (fetch-cache.ts), or, when missing there, from PostgreSQL with its levels at every location (then kept,
 * whatever this request's filter).
 */
export async function batchFetchStock(ctx: Ctx, input: StockFetchRequest, take: AnswerBuffer = fresh): Promise<Buffer<ArrayBuffer>> {
  // The version first: everything read after it is at least as new (see fetch-cache.ts).
  const view = stockFetchCache(ctx.deps).tenant(ctx.siteId, ctx.environment, await readStockVersion(ctx));
  const choice = chooseLocations(input.filter, await view.locations(() => loadLocationIndex(ctx)));
  const fragments: Fragment[] = [];
  let missing: Map<string, number> | undefined;
  // Taken right before the loop, which has no await: no other request's pass can come between.
  const request = view.pass();
  for (const sku of input.skus) {
    const hit = view.get(sku);
    if (hit) {
      // A SKU asked twice is answered once, at its first place.
      if (hit.seen === request) continue;
      hit.seen = request;
      fragments.push(hit);
    } else if (!(missing ??= new Map()).has(sku)) {
      missing.set(sku, fragments.length);
      fragments.push(NO_LEVELS);
    }
  }
  if (missing) {
    const skus = [...missing.keys()];
    const at = [...missing.values()];
    const loaded = await inFetchSlot(() => fetchStockFragments(ctx, skus));
    skus.forEach((sku, j) => (fragments[at[j]!] = view.put(sku, loaded[j] ?? NO_LEVELS)));
  }
  if ('all' in choice) return writeAll(fragments, await take(sizeOfAll(fragments)));
  const parts = chosenParts(fragments, choice.ids);
  return writeParts(parts, await take(sizeOfParts(parts)));
}
