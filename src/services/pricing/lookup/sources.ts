// The other slices' verbs this slice reads through (never their repositories), gathered in one place so
// their module paths are named once. The customer and catalog SELECTs are the Core slices' own, exported for
// the lookup's one-statement read (repository.ts).
export {
  customerForPricingSelect,
  toPricingCustomer,
  type CustomerLookup,
  type PricingCustomerRow,
} from '../../core/customers/find-customer-for-pricing.ts';
export { effectiveSettings, type EffectiveGroupSettings } from '../../core/customer-groups/effective-settings.ts';
export { skuRowsSelect, toCatalogSku, type SkuRow } from '../../core/products/find-variants-by-skus.ts';
export { findPriceListsBySlugs, type PriceListWithRules } from '../price-lists/find-price-lists-by-slugs.ts';
