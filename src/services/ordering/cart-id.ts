import { uuidParam } from '../core/uuid-param.ts';

/** A cart id from the path: malformed is 400 resource-id-invalid before any query, as every id of the hub. */
export const cartIdParam = (id: string): string => uuidParam(id, 'cart');
