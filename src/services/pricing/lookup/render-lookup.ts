import type { Decimal } from 'decimal.js';
import { formatMoney, formatUnitPrice, roundHalfUp } from '../../../domain/money.ts';
import type { ExplainStep, LinePriceResult } from '../../../domain/pricing/index.ts';
import type { LineView } from './schemas.ts';
import { memoByIdentity } from '../../../cache/memo-by-identity.ts';

// Domain results → wire lines (snake_case, decimal strings).

/** The discount is a percent with 2 places, as the customer resource shows it. */
const formatPercent = (v: Decimal) => roundHalfUp(v, 2).toFixed(2);

// A request's discount is one Decimal for all its lines, so it is formatted once, not on every line.
const discountText = memoByIdentity(formatPercent);

const explainView = (steps: readonly ExplainStep[]) =>
  steps.map((s) => ({ price_list_slug: s.priceListSlug, outcome: s.outcome, reason: s.reason }));

export function toLineView(line: LinePriceResult, explain: boolean): LineView {
  if (!line.ok) {
    return {
      sku: line.sku,
      quantity: line.quantity,
      error: { code: line.error.code, message: line.error.message },
      ...(explain ? { explain: explainView(line.explain) } : {}),
    };
  }
  return {
    sku: line.sku,
    quantity: line.quantity,
    unit_price: formatUnitPrice(line.unitPrice),
    line_total: formatMoney(line.lineTotal, line.currencyCode),
    price_list_slug: line.priceListSlug,
    currency_code: line.currencyCode,
    price_breaks: line.priceBreaks.map((b) => ({ quantity: b.quantity, price: formatUnitPrice(b.price) })),
    discount_percentage: discountText(line.discountPercentage),
    ...(line.unitPriceGross !== undefined ? { unit_price_gross: formatUnitPrice(line.unitPriceGross) } : {}),
    ...(explain ? { explain: explainView(line.explain) } : {}),
  };
}
