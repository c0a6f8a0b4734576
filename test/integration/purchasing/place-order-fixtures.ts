import { randomUUID } from 'node:crypto';
import { MoneyDecimal } from '../../../src/domain/money.ts';
import type { PlaceOrderInput } from '../../../src/services/purchasing/index.ts';

// A completed cart as the carts verb hands it to placeOrder: two lines at 19 % and 7 %, a 10 % order discount, a
// shipping rate with a 2.00 shipping discount, tax on what is paid. The totals add up exactly:
// subtotal 100.50 − discount (10.05 + 2.00) + shipping 7.50 + tax 16.75 = 112.70.

const d = (v: string) => new MoneyDecimal(v);

/** In the past: status updates dated after it must not lie in the future (the hub refuses those). */
export const PLACED_AT = new Date('2026-11-20T10:00:00.000Z');

export const address = (city: string) => ({
  id: randomUUID(), external_id: null, first_name: 'Ada', last_name: 'Byron', company: 'Engines Ltd', address_line1: '1 Mill Lane',
  address_line2: null, city, region_code: null, postal_code: 'LS1 1AA', country_code: 'GB', phone: null, is_default_shipping: true, is_default_billing: false,
});

export function cartOrder(customerId: string, extra: Partial<PlaceOrderInput> = {}): PlaceOrderInput {
  return {
    id: randomUUID(),
    customerId,
    currencyCode: 'EUR',
    paymentMethod: 'invoice',
    poNumber: 'PO-77',
    customerReference: 'Spring restock',
    shippingRequestedDate: '2026-12-03',
    billingAddress: address('Leeds'),
    shippingAddress: address('York'),
    customFields: { cost_centre: 'CC-12' },
    lines: [
      { sku: 'TSHIRT-RED-M', name: 'T-shirt red M', quantity: 12, unitPrice: d('4.2500'), lineTotal: d('51.00'), taxRate: d('19') },
      { sku: 'BOOK-1', name: null, quantity: 3, unitPrice: d('16.5000'), lineTotal: d('49.50'), taxRate: d('7') },
    ],
    shipping: { title: 'Standard', amount: d('7.50'), shippingMethodId: randomUUID(), handle: 'm:0123456789abcdef' },
    discounts: [
      { id: randomUUID(), name: 'Ten off', kind: 'order_total', code: 'TEN', amount: d('10.05') },
      { id: randomUUID(), name: 'Cheap shipping', kind: 'shipping', code: null, amount: d('2.00') },
    ],
    taxLines: [
      { title: 'Tax 7%', rate: d('7'), amount: d('3.12') },
      { title: 'Tax 19%', rate: d('19'), amount: d('13.63') },
    ],
    totals: { subtotal: d('100.50'), discountTotal: d('12.05'), shippingTotal: d('7.50'), taxTotal: d('16.75'), total: d('112.70') },
    placedAt: PLACED_AT,
    ...extra,
  };
}
