import { createHash } from 'node:crypto';
import { dec } from '../money.ts';
import type { CartShippingBand } from './types.ts';

/**
 * A shipping rate's handle: `<method id>:<16 hex>`, the hex a SHA-256 of the band's name and cost. The same
 * method and band give the same handle on every calculation, so `complete` can name a rate that `calculate`
 * offered; editing the band's cost (or renaming it) gives a new handle, so a stale handle is refused
 * (`cart-shipping-rate-handle-unavailable`) rather than charged at a price the customer never saw. Amounts are
 * normalised ("4.95" and "4.9500" hash alike), so re-saving a method unchanged keeps its handles.
 */
export function shippingRateHandle(methodId: string, band: Pick<CartShippingBand, 'name' | 'cost'>): string {
  const identity = JSON.stringify([methodId, band.name, band.cost.type, dec(band.cost.amount).toFixed()]);
  return `${methodId}:${createHash('sha256').update(identity).digest('hex').slice(0, 16)}`;
}
