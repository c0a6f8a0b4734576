import type { Decimal } from 'decimal.js';
import { dec, minorUnits } from '../money.ts';
import { sum, ZERO } from './cart-money.ts';

/**
 * Splits `amount` (already in minor units) over `weights` in proportion, each share in the currency's minor
 * units and the shares adding up to `amount` exactly: every share is first rounded down, and the minor units left
 * over go one each to the largest remainders (ties: the earlier weight). All weights zero: all shares zero.
 * Used to spread an order-level discount over the lines so each tax rate is charged on what was really paid.
 */
export function allocate(amount: Decimal, weights: readonly Decimal[], currencyCode: string): Decimal[] {
  const total = sum(weights);
  if (total.isZero() || amount.isZero()) return weights.map(() => ZERO);
  const unit = dec(1).dividedBy(dec(10).pow(minorUnits(currencyCode)));
  const exact = weights.map((w) => amount.times(w).dividedBy(total));
  const shares = exact.map((e) => e.dividedBy(unit).floor().times(unit));
  let left = amount.minus(sum(shares)).dividedBy(unit).round().toNumber();
  const order = exact
    .map((e, i) => ({ i, rest: e.minus(shares[i]!) }))
    .sort((a, b) => b.rest.comparedTo(a.rest) || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] = shares[i]!.plus(unit);
    left -= 1;
  }
  return shares;
}
