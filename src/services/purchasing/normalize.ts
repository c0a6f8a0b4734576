import { createHash } from 'node:crypto';
import { computePurchaseTotals } from '../../domain/purchase-totals.ts';
import type { PurchaseInput } from './schemas.ts';

// A validated body in the form the merge writes (merge-sql.ts reads these keys from jsonb): identifiers pulled
// out, dates as ISO text, the computed money, lines numbered. The same form is staged for a batch upsert, so a
// PUT and a batch item write exactly the same columns. Its sha256 is the content hash a replay is compared by.

export type NormalizedLine = {
  position: number;
  sku: string;
  name: string | null;
  quantity: number;
  unit_price: string;
  line_total: string;
  tax_rate: string | null;
  /** null: the body sent none (a replaced line keeps what was shipped of it). */
  quantity_shipped: number | null;
};

export type NormalizedDiscount = { id: string | null; name: string; kind: string | null; code: string | null; amount: string };

export type NormalizedPurchase = {
  id: string | null;
  type: string;
  /** null: the body sent none (a new purchase is `placed`, an existing one keeps its status). */
  status: string | null;
  external_id: string | null;
  internal_id: string | null;
  visible_id: string | null;
  customer_id: string | null;
  customer_external_id: string | null;
  customer_email: string | null;
  payment_method: string | null;
  currency_code: string;
  customer_reference: string | null;
  po_number: string | null;
  created_at: string | null;
  placed_at: string | null;
  shipping_requested_date: string | null;
  billing_address: unknown;
  shipping_address: unknown;
  shipping_title: string | null;
  shipping_amount: string | null;
  tax_lines: { title: string; rate: string | null; amount: string }[];
  discounts: NormalizedDiscount[];
  custom_fields: unknown;
  calculated_subtotal: string;
  calculated_discount_total: string;
  calculated_tax_total: string;
  calculated_total: string;
  /** null: the body sent none (a replace keeps the purchase's packages). */
  packages: unknown[] | null;
  version: number | null;
  lines: NormalizedLine[];
};

const iso = (v: string | null | undefined) => (v ? new Date(v).toISOString() : null);
const orNull = <T>(v: T | null | undefined): T | null => (v === undefined ? null : v);

export function normalizePurchase(body: PurchaseInput): { item: NormalizedPurchase; contentHash: string } {
  const lines = body.line_items;
  const totals = computePurchaseTotals({
    currencyCode: body.currency_code,
    lines: lines.map((l) => ({ quantity: l.quantity, unitPrice: l.unit_price })),
    shippingAmount: body.shipping ? body.shipping.amount : null,
    taxAmounts: (body.tax_lines ?? []).map((t) => t.amount),
    discountAmounts: (body.discounts ?? []).map((d) => d.amount),
  });
  const id = body.id ?? body.identifiers?.id ?? null;
  const item: NormalizedPurchase = {
    id: id ? id.toLowerCase() : null,
    type: body.type,
    status: body.status ?? null,
    external_id: orNull(body.identifiers?.external),
    internal_id: orNull(body.identifiers?.internal),
    visible_id: orNull(body.identifiers?.visible),
    customer_id: body.customer_identifiers?.id ? body.customer_identifiers.id.toLowerCase() : null,
    customer_external_id: orNull(body.customer_identifiers?.external_id),
    customer_email: body.customer_identifiers?.email ? body.customer_identifiers.email.toLowerCase() : null,
    payment_method: orNull(body.payment_method),
    currency_code: body.currency_code,
    customer_reference: orNull(body.customer_reference),
    po_number: orNull(body.po_number),
    created_at: iso(body.dates?.created_at),
    placed_at: iso(body.dates?.placed_at),
    shipping_requested_date: iso(body.dates?.shipping_requested_date),
    billing_address: orNull(body.billing_address),
    shipping_address: orNull(body.shipping_address),
    shipping_title: body.shipping ? orNull(body.shipping.title) : null,
    shipping_amount: totals.shippingAmount,
    tax_lines: (body.tax_lines ?? []).map((t, k) => ({ title: t.title, rate: orNull(t.rate), amount: totals.taxAmounts[k]! })),
    discounts: (body.discounts ?? []).map((d, k) => ({ id: orNull(d.id), name: d.name, kind: orNull(d.kind), code: orNull(d.code), amount: totals.discountAmounts[k]! })),
    custom_fields: orNull(body.custom_fields),
    calculated_subtotal: totals.subtotal,
    calculated_discount_total: totals.discountTotal,
    calculated_tax_total: totals.taxTotal,
    calculated_total: totals.total,
    packages: body.packages === undefined ? null : body.packages.map((p) => ({
      carrier: orNull(p.carrier),
      tracking_number: orNull(p.tracking_number),
      tracking_url: orNull(p.tracking_url),
      shipped_at: iso(p.shipped_at),
      line_items: p.line_items ?? [],
    })),
    version: orNull(body.version),
    lines: lines.map((l, position) => ({
      position,
      sku: l.sku,
      name: orNull(l.name),
      quantity: l.quantity,
      unit_price: l.unit_price,
      line_total: totals.lineTotals[position]!,
      tax_rate: orNull(l.tax_rate),
      quantity_shipped: l.quantity_shipped ?? null,
    })),
  };
  return { item, contentHash: createHash('sha256').update(JSON.stringify(item)).digest('hex') };
}
