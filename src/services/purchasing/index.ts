// The Purchasing service's verbs for other slices (see README.md here). Ordering's cart completion places its
// order through placeOrder, inside its own transaction.
export { placeOrder, type PlacedOrderAddress, type PlacedOrderLine, type PlaceOrderInput, type PlaceOrderResult } from './place-order.ts';
export { readPurchase } from './get-purchase.ts';
// The schema too: Ordering's complete answers the order in this shape.
export { PurchaseView } from './view-schemas.ts';
