import { ApiError, badRequest, conflict } from '../../http/problem.ts';
import type { MergeFailure } from './merge-sql.ts';
import type { NormalizedPurchase } from './normalize.ts';

// A merge failure (merge-sql.ts) as the PUT's problem, and as a sync error's code and message for a batch item.

export const idImmutable = (sent: string, stored: string) => {
  const message = `The body's id ${sent} differs from the purchase's id ${stored}; a purchase's id never changes.`;
  // A title of its own (errors[].code is the contract's closed list): a 403 that is not about the token.
  return new ApiError({ status: 403, title: 'id-immutable', detail: message });
};

function customerProperty(item: NormalizedPurchase): [string, string] {
  if (item.customer_id) return ['customer_identifiers.id', item.customer_id];
  if (item.customer_external_id) return ['customer_identifiers.external_id', item.customer_external_id];
  return ['customer_identifiers.email', item.customer_email ?? ''];
}

/** The failure's code and a message that names the value, for a problem or a sync error. */
export function describeFailure(f: MergeFailure, item: NormalizedPurchase): { code: string; message: string; property?: string } {
  switch (f.failure) {
    case 'customer-not-found': {
      const [property, value] = customerProperty(item);
      return { code: 'resource-id-not-found', message: `No customer with ${property.split('.')[1]} ${value}.`, property };
    }
    case 'newer-version-exists':
      return { code: 'newer-version-exists', message: `The stored purchase has version ${f.stored_version}, newer than version ${item.version} sent.`, property: 'version' };
    case 'duplicate-external-id': {
      const property = f.failure_field ?? 'identifiers.external';
      const value = property === 'identifiers.internal' ? item.internal_id : property === 'identifiers.visible' ? item.visible_id : item.external_id;
      return { code: 'duplicate-external-id', message: `Another purchase already has ${property} ${value}.`, property };
    }
    case 'id-immutable':
      return { code: 'id-immutable', message: `The id ${item.id} differs from the purchase's id ${f.new_id}; a purchase's id never changes.`, property: 'id' };
    default:
      return { code: f.failure, message: `The purchase could not be written (${f.failure}).` };
  }
}

export function failureProblem(f: MergeFailure, item: NormalizedPurchase): ApiError {
  const d = describeFailure(f, item);
  if (d.code === 'resource-id-not-found') return badRequest(d.code, d.message, d.property);
  if (d.code === 'id-immutable') return idImmutable(item.id ?? '', f.new_id);
  return conflict(d.code as 'newer-version-exists' | 'duplicate-external-id', d.message, d.property);
}
