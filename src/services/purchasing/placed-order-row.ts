import type { Ctx } from '../../context.ts';
import { Prisma } from '../../db/client.ts';
import { dec } from '../../domain/money.ts';
import { computePurchaseTotals, type PurchaseTotals } from '../../domain/purchase-totals.ts';
import type { PlacedOrderAddress, PlaceOrderInput } from './place-order.ts';
import type { StatusHistoryEntry } from './repository.ts';

// The purchase row placeOrder writes. Its money is computed the way every purchase's is (purchase-totals.ts) from
// the cart's lines, shipping, discounts and tax lines, and must come out at the cart's totals exactly: a mismatch
// is a bug in the caller, and placing an order whose total differs from what the buyer was shown is worse than
// failing the completion.

/** Marks a purchase no PUT has written yet: never a sha256, so the ERP's first PUT always writes. */
const PLACED_CONTENT_HASH = 'placed-by-cart';

export function placedOrderTotals(input: PlaceOrderInput): PurchaseTotals {
  const totals = computePurchaseTotals({
    currencyCode: input.currencyCode,
    lines: input.lines.map((l) => ({ quantity: l.quantity, unitPrice: l.unitPrice })),
    shippingAmount: input.shipping ? input.shipping.amount : null,
    taxAmounts: input.taxLines.map((t) => t.amount),
    discountAmounts: input.discounts.map((d) => d.amount),
  });
  const mismatches: string[] = [];
  const check = (name: string, ours: string, theirs: { toString(): string }) => {
    if (!dec(ours).equals(dec(theirs.toString()))) mismatches.push(`${name} ${ours} ≠ ${theirs.toString()}`);
  };
  input.lines.forEach((l, k) => check(`line ${k} (${l.sku}) total`, totals.lineTotals[k]!, l.lineTotal));
  check('subtotal', totals.subtotal, input.totals.subtotal);
  check('discount total', totals.discountTotal, input.totals.discountTotal);
  check('shipping total', totals.shippingAmount ?? '0', input.totals.shippingTotal);
  check('tax total', totals.taxTotal, input.totals.taxTotal);
  check('total', totals.total, input.totals.total);
  if (mismatches.length) throw new Error(`placeOrder: the cart's totals do not add up: ${mismatches.join('; ')}`);
  return totals;
}

function snapshot(a: PlacedOrderAddress | null) {
  if (!a) return Prisma.DbNull;
  const { is_default_shipping: _s, is_default_billing: _b, ...rest } = a;
  return rest as Prisma.InputJsonObject;
}

type Placement = { source: string; customer: { id: string; externalId: string | null; email: string } };

/** Inserts the order, lines included, without its number (takeOrderNumber gives it, as late as possible). */
export async function insertPlacedOrder(ctx: Ctx, input: PlaceOrderInput, totals: PurchaseTotals, p: Placement): Promise<void> {
  const placedAt = input.placedAt;
  const history: StatusHistoryEntry = { status: 'placed', occurred_at: placedAt.toISOString(), source: p.source, note: null };
  const money = (v: string) => new Prisma.Decimal(v);
  await ctx.db.purchase.create({
    data: {
      id: input.id,
      siteId: ctx.siteId,
      environment: ctx.environment,
      type: 'order',
      status: 'placed',
      statusOccurredAt: placedAt,
      statusHistory: [history],
      customerId: p.customer.id,
      customerExternalId: p.customer.externalId,
      customerEmail: p.customer.email,
      paymentMethod: input.paymentMethod,
      currencyCode: input.currencyCode.toUpperCase(),
      customerReference: input.customerReference,
      poNumber: input.poNumber,
      createdAt: placedAt,
      updatedAt: new Date(),
      placedAt,
      calculatedSubmittedAt: placedAt,
      shippingRequestedDate: input.shippingRequestedDate ? new Date(`${input.shippingRequestedDate}T00:00:00Z`) : null,
      billingAddress: snapshot(input.billingAddress),
      shippingAddress: snapshot(input.shippingAddress),
      shippingTitle: input.shipping?.title ?? null,
      shippingAmount: totals.shippingAmount === null ? null : money(totals.shippingAmount),
      taxLines: input.taxLines.map((t, k) => ({ title: t.title, rate: dec(t.rate.toString()).toFixed(), amount: totals.taxAmounts[k]! })),
      discounts: input.discounts.map((d, k) => ({ id: d.id, name: d.name, kind: d.kind, code: d.code, amount: totals.discountAmounts[k]! })),
      customFields: input.customFields === null ? Prisma.DbNull : (input.customFields as Prisma.InputJsonObject),
      calculatedSubtotal: money(totals.subtotal),
      calculatedDiscountTotal: money(totals.discountTotal),
      calculatedTaxTotal: money(totals.taxTotal),
      calculatedTotal: money(totals.total),
      contentHash: PLACED_CONTENT_HASH,
      lineItems: {
        createMany: {
          data: input.lines.map((l, position) => ({
            position,
            sku: l.sku,
            name: l.name,
            quantity: l.quantity,
            unitPrice: new Prisma.Decimal(l.unitPrice.toString()),
            lineTotal: money(totals.lineTotals[position]!),
            taxRate: l.taxRate === null ? null : new Prisma.Decimal(l.taxRate.toString()),
          })),
        },
      },
    },
  });
}
