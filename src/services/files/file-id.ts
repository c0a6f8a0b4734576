import { badRequest, resourceNotFound } from '../../http/problem.ts';
import { isUuid } from '../lookup.ts';

/** A file id from the path: not a UUID is 400 resource-id-invalid, before any query. */
export function fileIdParam(id: string): string {
  if (!isUuid(id)) throw badRequest('resource-id-invalid', 'The file id is not a UUID.', 'id');
  return id.toLowerCase();
}

export const fileNotFound = (id: string) =>
  resourceNotFound(`No file ${id} in this site and environment: it was never registered, was deleted, or is past its expires_at.`);
