// The Pricing service's verbs for other slices. Ordering prices cart lines through priceCustomerLines: the same
// resolution, caches and rules as the customer price lookup.
export { priceCustomerLines, type PriceCustomerLinesInput, type PricedCustomerLines } from './lookup/price-customer-lines.ts';
