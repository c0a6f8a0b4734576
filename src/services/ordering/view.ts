import type { Decimal } from 'decimal.js';
import { formatMoney, formatUnitPrice } from '../../domain/money.ts';
import type { EvaluatedCart } from './evaluate-cart.ts';
import type { CartCalculationView, CartView } from './schemas.ts';

// Evaluated carts → wire (snake_case, decimal strings: unit prices 4 places, amounts in the currency's minor units).

const dateOnly = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);
const object = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);
/** A tax rate in percent with 4 places, as the purchase view shows lines' rates. */
const rate = (v: Decimal) => formatUnitPrice(v);

export function toCartView(e: EvaluatedCart): CartView {
  const { cart, calc, currencyCode } = e;
  const money = (v: Decimal) => formatMoney(v, currencyCode);
  return {
    id: cart.id,
    cart_id: cart.id,
    customer_id: cart.customerId,
    currency_code: currencyCode,
    shipping_address_id: cart.shippingAddressId,
    billing_address_id: cart.billingAddressId,
    temporary_shipping_address: object(cart.temporaryShippingAddress),
    shipping_address: e.shippingAddress,
    billing_address: e.billingAddress,
    po_number: cart.poNumber,
    customer_reference: cart.customerReference,
    shipping_requested_date: dateOnly(cart.shippingRequestedDate),
    custom_fields: object(cart.customFields),
    coupon_code: cart.couponCode,
    line_items: calc.lines.map((l, i) => ({
      sku: l.sku,
      name: e.lines[i]!.name,
      quantity: l.quantity,
      unit_price: l.unitPrice === null ? null : formatUnitPrice(l.unitPrice),
      line_total: l.lineTotal === null ? null : money(l.lineTotal),
      price_list_slug: e.lines[i]!.priceListSlug,
      tax_rate: rate(l.taxRate),
    })),
    totals: {
      subtotal: money(calc.totals.subtotal),
      discount_total: money(calc.totals.discountTotal),
      shipping_total: money(calc.totals.shippingTotal),
      tax_total: money(calc.totals.taxTotal),
      total: money(calc.totals.total),
      currency_code: currencyCode,
    },
    discounts: calc.discounts.map((d) => ({ id: d.id, name: d.name, kind: d.kind, code: d.code, amount: money(d.amount) })),
    validation_errors: calc.validationErrors.map((v) => ({ type: v.type, message: v.message, ...(v.sku !== undefined ? { sku: v.sku } : {}) })),
    created_at: cart.createdAt.toISOString(),
    updated_at: cart.updatedAt.toISOString(),
  };
}

export function toCalculationView(e: EvaluatedCart): CartCalculationView {
  const { calc, currencyCode } = e;
  return {
    ...toCartView(e),
    shipping_rates: calc.shippingRates.map((r) => ({ handle: r.handle, shipping_method_id: r.shippingMethodId, title: r.title, amount: formatMoney(r.amount, currencyCode) })),
    shipping_rate_handle: calc.selectedShippingRate?.handle ?? null,
    payment_methods: calc.paymentMethods,
    payment_method: calc.paymentMethodUnavailable ? null : calc.paymentMethod,
    tax_lines: calc.taxLines.map((t) => ({ title: t.title, rate: rate(t.rate), amount: formatMoney(t.amount, currencyCode) })),
  };
}
