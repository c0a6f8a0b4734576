import { z } from '@hono/zod-openapi';
import { badRequest } from '../http/problem.ts';

// `lookupBy` as the contract names it: `id` (alias `sparklayer`), `external_id` (alias `platform`), plus
// per-resource keys. An unsupported value is 400 parameters-mismatch; a malformed id is 400 resource-id-invalid.

export type LookupKey = 'id' | 'external_id' | 'email' | 'slug' | 'sku' | 'internal' | 'visible';

const ALIASES: Record<string, LookupKey> = { sparklayer: 'id', platform: 'external_id' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (v: string) => UUID.test(v);

export type Lookup = { by: LookupKey; value: string };

const unsupported = (allowed: readonly LookupKey[]) => `lookupBy must be one of: ${allowed.join(', ')} (aliases: sparklayer = id, platform = external_id).`;

/**
 * The path's `lookupBy` of a resource with these keys (aliases accepted). Checked as a path parameter, so an
 * unsupported value is reported in the same 400 as the body's problems (see createRouter).
 */
export function lookupByParam(allowed: readonly LookupKey[], example: LookupKey) {
  const accepted = [...allowed, ...Object.keys(ALIASES).filter((alias) => allowed.includes(ALIASES[alias]!))];
  const names = allowed.map((k) => `\`${k}\``).join(', ');
  return z
    .string()
    .refine((v) => accepted.includes(v), { message: unsupported(allowed) })
    .openapi({ param: { name: 'lookupBy', in: 'path' }, enum: accepted, example, description: `${names}; aliases \`sparklayer\` = id, \`platform\` = external_id.` });
}

export function parseLookup(lookupBy: string, identifier: string, allowed: readonly LookupKey[]): Lookup {
  const by = (ALIASES[lookupBy] ?? lookupBy) as LookupKey;
  if (!allowed.includes(by)) throw badRequest('parameters-mismatch', unsupported(allowed), 'lookupBy');
  // Hono has already decoded path parameters; decoding again would turn "50%25off" into a URIError (500).
  const value = identifier;
  if (by === 'id' && !isUuid(value)) throw badRequest('resource-id-invalid', 'The identifier is not a UUID.', 'identifier');
  if (!value) throw badRequest('parameters-mismatch', 'The identifier is empty.', 'identifier');
  return { by, value };
}
