import { badRequest } from '../../../http/problem.ts';
import { isUuid } from '../../lookup.ts';

/** A discount id from the path: malformed is 400 resource-id-invalid, before any query. */
export function checkDiscountId(id: string): string {
  if (!isUuid(id)) throw badRequest('resource-id-invalid', 'The discount id is not a UUID.', 'id');
  return id.toLowerCase();
}
