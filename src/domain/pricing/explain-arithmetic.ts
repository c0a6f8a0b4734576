import type { Decimal } from 'decimal.js';
import { formatUnitPrice, PRICE_PLACES, roundHalfUp } from '../money.ts';
import type { TaxRate } from './net-prices.ts';
import { applicableBreak, type IndexedBreak, type IndexedRule, type PriceIndex } from './price-index.ts';

// The numbers behind a `used` explain step, each with where it came from, so a client can redo the sum: the stored
// price a rule started from and every rule on the way, the break chosen, the discount and the gross display.

const pct = (fraction: Decimal) => `${fraction.times(100).toFixed()} %`;

/**
 * A derived price, level by level from the stored row: "'retail' holds 0.2000 at break 1; 'trade' = 'retail'
 * × (1 − 10 %) × rate 1 = 0.1800". Each level is rounded half-up to 4 places, as the resolution does.
 */
export function derivationText(index: PriceIndex, slug: string, via: readonly string[], sku: string, quantity: number): string {
  if (via.length === 0) return '';
  const chain = [slug, ...via];
  const stored = via[via.length - 1]!;
  const start = index.breaksOf(stored, sku)?.find((b) => b.quantity === quantity);
  if (!start) return '';
  let price = start.price;
  const parts = [`'${stored}' holds ${formatUnitPrice(price)} for SKU ${sku} at break ${quantity}`];
  for (let i = chain.length - 2; i >= 0; i--) {
    const rule = index.lists.get(chain[i]!)?.rules.find((r) => r.sourceSlug === chain[i + 1]);
    if (!rule) return '';
    const next = roundHalfUp(price.times(rule.factor), PRICE_PLACES);
    parts.push(`'${chain[i]}' = ${formatUnitPrice(price)} ${ruleTerms(rule)} = ${formatUnitPrice(next)}`);
    price = next;
  }
  return parts.join('; ');
}

function ruleTerms(rule: IndexedRule): string {
  const sign = rule.direction === 'minus' ? '−' : '+';
  return `× (1 ${sign} ${pct(rule.adjustment)}) × exchange rate ${rule.exchangeRate.toFixed()}`;
}

/** Why this break: the highest quantity ≤ the one asked for, among all the list's breaks. */
export function breakText(breaks: readonly IndexedBreak[], quantity: number): string {
  const applied = applicableBreak(breaks, quantity);
  const all = breaks.map((b) => b.quantity).join(', ');
  return breaks.length === 1
    ? `break ${applied?.quantity} is the only break`
    : `break ${applied?.quantity} applies: the highest of the breaks ${all} not above quantity ${quantity}`;
}

/** The customer discount on a net price (a gross one is described with its conversion). */
export function discountText(discount: Decimal, before: Decimal, after: Decimal): string {
  if (discount.isZero()) return 'no customer discount';
  return `customer discount ${discount.toFixed()} %: ${formatUnitPrice(before)} × (1 − ${discount.toFixed()} %) = ${formatUnitPrice(after)} (half-up, 4 places)`;
}

/** The gross shown beside a net unit price. */
export function grossDisplayText(net: Decimal, gross: Decimal, rate: TaxRate): string {
  const source = rate.source === 'none' ? 'no tax rate known, so 0 %' : `${rate.rate.toFixed()} % from ${rate.source}`;
  return `shown with tax: ${formatUnitPrice(net)} × (1 + ${rate.rate.toFixed()} %) = ${formatUnitPrice(gross)} (${source})`;
}
