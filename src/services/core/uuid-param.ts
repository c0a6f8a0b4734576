import { badRequest } from '../../http/problem.ts';
import { isUuid } from '../lookup.ts';

/** An id from the path (discounts, shipping methods): malformed is 400 resource-id-invalid, before any query. */
export function uuidParam(id: string, noun: string): string {
  if (!isUuid(id)) throw badRequest('resource-id-invalid', `The ${noun} id is not a UUID.`, 'id');
  return id.toLowerCase();
}
