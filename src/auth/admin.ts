import type { Redis } from 'ioredis';
import type { Environment } from '../context.ts';
import type { PrismaClient } from '../db/client.ts';
import type { Plan } from '../db/types.ts';
import { SITE_ID_PATTERN } from '../http/middleware/site-id.ts';
import * as repo from './repository.ts';
import { hashSecret, newClientId, newClientSecret } from './secrets.ts';
import { announceInvalidation } from './token-cache.ts';

// Site and credential management for the `hub` CLI, the demo seed and (later) the dashboard.

export class AdminError extends Error {}

export type Invalidate = { redis: Redis; prefix: string } | null;

export async function createSite(db: PrismaClient, input: { id: string; name: string; plan: Plan; testMode: boolean }) {
  if (!SITE_ID_PATTERN.test(input.id)) throw new AdminError(`"${input.id}" is not a valid site id (lower-case letters, digits and -, 2-63 characters).`);
  if (await repo.findSite(db, input.id)) throw new AdminError(`Site "${input.id}" already exists.`);
  return repo.insertSite(db, input);
}

export async function setTestMode(db: PrismaClient, siteId: string, on: boolean, invalidate: Invalidate) {
  if (!(await repo.findSite(db, siteId))) throw new AdminError(`No site "${siteId}".`);
  const site = await repo.setSiteTestMode(db, siteId, on);
  if (invalidate) await announceInvalidation(invalidate.redis, invalidate.prefix, `site:${siteId}`);
  return site;
}

/**
 * Changes a site's plan; every API process drops the site's cached tokens so a downgrade bites at once.
 * Returns the site with the plan it had before.
 */
export async function setPlan(db: PrismaClient, siteId: string, plan: Plan, invalidate: Invalidate) {
  const before = await repo.findSite(db, siteId);
  if (!before) throw new AdminError(`No site "${siteId}".`);
  const site = await repo.setSitePlan(db, siteId, plan);
  if (invalidate) await announceInvalidation(invalidate.redis, invalidate.prefix, `site:${siteId}`);
  return { ...site, previousPlan: before.plan };
}

/** Plans whose credentials may get a token (the token endpoint answers 403 access_denied on the others). */
export const planHasApiAccess = (plan: Plan) => plan === 'pro' || plan === 'enterprise';

const siteView = (s: { id: string; name: string; plan: Plan; testMode: boolean; createdAt: Date }) => ({
  site_id: s.id,
  name: s.name,
  plan: s.plan,
  test_mode: s.testMode,
  created_at: s.createdAt.toISOString(),
});

export async function listSites(db: PrismaClient) {
  return (await repo.listSites(db)).map((s) => ({ ...siteView(s), active_credentials: s._count.credentials }));
}

/** One site with its credentials (secrets are never stored, so never shown). */
export async function showSite(db: PrismaClient, siteId: string) {
  const site = await repo.findSite(db, siteId);
  if (!site) throw new AdminError(`No site "${siteId}".`);
  return { ...siteView(site), credentials: await listCredentials(db, siteId) };
}

export type CreatedCredential = { site_id: string; environment: Environment; name: string; client_id: string; client_secret: string };

export async function createCredential(db: PrismaClient, input: { siteId: string; environment: Environment; name: string }): Promise<CreatedCredential> {
  const site = await repo.findSite(db, input.siteId);
  if (!site) throw new AdminError(`No site "${input.siteId}".`);
  if (input.environment === 'test' && !site.testMode) throw new AdminError(`Test mode is off for "${input.siteId}"; switch it on first (hub site test-mode ${input.siteId} on).`);
  if (!input.name.trim()) throw new AdminError('A credential needs a name.');
  const clientSecret = newClientSecret();
  const created = await repo.insertCredential(db, {
    siteId: input.siteId,
    environment: input.environment,
    name: input.name.trim(),
    clientId: newClientId(),
    secretHash: await hashSecret(clientSecret),
  });
  return { site_id: created.siteId, environment: created.environment, name: created.name, client_id: created.clientId, client_secret: clientSecret };
}

export async function listCredentials(db: PrismaClient, siteId: string) {
  if (!(await repo.findSite(db, siteId))) throw new AdminError(`No site "${siteId}".`);
  const rows = await repo.listCredentials(db, siteId);
  return rows.map((r) => ({
    site_id: r.siteId,
    environment: r.environment,
    name: r.name,
    client_id: r.clientId,
    created_at: r.createdAt.toISOString(),
    revoked_at: r.revokedAt?.toISOString() ?? null,
  }));
}

/** Revokes a credential: its tokens are deleted, and every API process drops them from its cache. */
export async function revokeCredential(db: PrismaClient, siteId: string, clientId: string, invalidate: Invalidate) {
  const revoked = await repo.revokeCredentialRecord(db, siteId, clientId);
  if (!revoked) throw new AdminError(`No credential "${clientId}" on site "${siteId}".`);
  if (invalidate) await announceInvalidation(invalidate.redis, invalidate.prefix, `credential:${revoked.id}`);
  return revoked;
}
