// The Stock service's verbs for other slices. Ordering's `out-of-stock` rule reads levels through getAvailableStock.
export { getAvailableStock } from './levels/get-available-stock.ts';
