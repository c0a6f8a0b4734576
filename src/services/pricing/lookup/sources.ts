// The other slices' verbs this slice reads through (never their repositories), gathered in one place so
// their module paths are named once.
export { findCustomerForPricing } from '../../core/customers/find-customer-for-pricing.ts';
export { effectiveSettings, type EffectiveGroupSettings } from '../../core/customer-groups/effective-settings.ts';
export { findVariantsBySkus } from '../../core/products/find-variants-by-skus.ts';
export { findPriceListsBySlugs, type PriceListWithRules } from '../price-lists/find-price-lists-by-slugs.ts';
