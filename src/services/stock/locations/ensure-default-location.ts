import type { Ctx } from '../../../context.ts';
import { insertDefaultLocation } from './repository.ts';

// Tenants (per database client) known to have their default location. The default location can be neither
// deleted (its levels can) nor renamed away from `default`, so once seen it stays: one write per tenant and process.
const known = new WeakMap<object, Set<string>>();

/**
 * Contract §6: a location with external id `default` exists from a site environment's start. It is created on
 * the tenant's first use of the Stock API (every stock verb calls this first), race-safe between requests and processes.
 */
export async function ensureDefaultLocation(ctx: Ctx): Promise<void> {
  const key = `${ctx.siteId}\u0000${ctx.environment}`;
  let tenants = known.get(ctx.deps.db);
  if (tenants?.has(key)) return;
  await insertDefaultLocation(ctx);
  if (!tenants) known.set(ctx.deps.db, (tenants = new Set()));
  tenants.add(key);
}
