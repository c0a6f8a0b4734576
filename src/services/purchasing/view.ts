import { minorUnits } from '../../domain/money.ts';
import { formatPlaces } from '../core/customers/view.ts';
import type { PurchaseRow } from './repository.ts';
import type { PurchaseView } from './view-schemas.ts';

// Stored rows → the contract's wire shape. Stored money already has its places (the writer rounded it), so
// formatting only pads.

const iso = (d: Date | null) => (d ? d.toISOString() : null);
const list = <T>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);
const object = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null);

type StoredTaxLine = { title: string; rate: string | null; amount: string };
type StoredDiscount = { id: string | null; name: string; kind: string | null; code: string | null; amount: string };

export function toPurchaseView(p: PurchaseRow): PurchaseView {
  const places = minorUnits(p.currencyCode);
  const money = (v: { toString(): string } | string) => formatPlaces(v.toString(), places);
  return {
    id: p.id,
    type: p.type,
    status: p.status,
    identifiers: { id: p.id, external: p.externalId, internal: p.internalId, visible: p.visibleId },
    customer_identifiers: { id: p.customerId, external_id: p.customerExternalId, email: p.customerEmail },
    payment_method: p.paymentMethod,
    currency_code: p.currencyCode,
    customer_reference: p.customerReference,
    po_number: p.poNumber,
    dates: {
      created_at: iso(p.createdAt),
      updated_at: iso(p.updatedAt),
      placed_at: iso(p.placedAt),
      calculated_submitted_at: iso(p.calculatedSubmittedAt),
      shipping_requested_date: iso(p.shippingRequestedDate),
    },
    billing_address: object(p.billingAddress),
    shipping_address: object(p.shippingAddress),
    line_items: p.lineItems.map((l) => ({
      sku: l.sku,
      name: l.name,
      quantity: l.quantity,
      unit_price: formatPlaces(l.unitPrice.toString(), 4),
      line_total: money(l.lineTotal),
      tax_rate: l.taxRate === null ? null : formatPlaces(l.taxRate.toString(), 4),
      quantity_shipped: l.quantityShipped,
    })),
    shipping: p.shippingAmount === null && p.shippingTitle === null ? null : { title: p.shippingTitle, amount: money(p.shippingAmount ?? '0') },
    tax_lines: list<StoredTaxLine>(p.taxLines).map((t) => ({ title: t.title, rate: t.rate === null ? null : formatPlaces(t.rate, 4), amount: money(t.amount) })),
    discounts: list<StoredDiscount>(p.discounts).map((d) => ({ id: d.id, name: d.name, kind: d.kind, code: d.code, amount: money(d.amount) })),
    custom_fields: object(p.customFields),
    calculated_subtotal: money(p.calculatedSubtotal),
    calculated_discount_total: money(p.calculatedDiscountTotal),
    calculated_tax_total: money(p.calculatedTaxTotal),
    calculated_total: money(p.calculatedTotal),
    packages: list(p.packages),
    status_history: list(p.statusHistory),
    version: Number(p.version),
  };
}
