// The price-resolution module's public surface, for services/pricing, carts and orders.
export { calculatePricing } from './calculate-pricing.ts';
export { candidateListSlugs, priceListSlugsToLoad } from './candidates.ts';
export { indexBreaks, type BreaksLookup, type IndexedBreak } from './price-index.ts';
export { resolvePrices } from './resolve-price.ts';
export type * from './types.ts';
