import { isUuid } from '../lookup.ts';
import { cartNotFound } from './errors.ts';

/** A cart id from the path: carts are server-made UUIDs, so anything else names no cart (404, before any query). */
export function cartIdParam(id: string): string {
  if (!isUuid(id)) throw cartNotFound(id);
  return id.toLowerCase();
}
