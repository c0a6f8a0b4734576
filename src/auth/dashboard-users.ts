import type { PrismaClient } from '../db/client.ts';
import type { DashboardRole } from '../db/types.ts';
import { AdminError } from './admin.ts';
import * as repo from './dashboard-repository.ts';
import { findSite } from './repository.ts';
import { hashSecret } from './secrets.ts';

// Dashboard users, created with `hub user create` (passwords never travel as arguments: they come on stdin).

export const MIN_PASSWORD_LENGTH = 12;
/** argon2 takes any length; a bound keeps one sign-in from costing a megabyte of hashing input. */
export const MAX_PASSWORD_LENGTH = 1024;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export type DashboardUserView = { id: string; site_id: string; email: string; role: DashboardRole; created_at: string; disabled_at: string | null };

const userView = (u: { id: string; siteId: string; email: string; role: DashboardRole; createdAt: Date; disabledAt: Date | null }): DashboardUserView => ({
  id: u.id,
  site_id: u.siteId,
  email: u.email,
  role: u.role,
  created_at: u.createdAt.toISOString(),
  disabled_at: u.disabledAt?.toISOString() ?? null,
});

export async function createDashboardUser(
  db: PrismaClient,
  input: { siteId: string; email: string; role: string; password: string },
): Promise<DashboardUserView> {
  if (input.role !== 'admin' && input.role !== 'support') throw new AdminError(`--role must be admin or support, not "${input.role}".`);
  const email = normalizeEmail(input.email);
  if (!EMAIL.test(email) || email.length > 254) throw new AdminError(`"${input.email}" is not an e-mail address.`);
  if (input.password.length < MIN_PASSWORD_LENGTH) throw new AdminError(`The password needs at least ${MIN_PASSWORD_LENGTH} characters.`);
  if (input.password.length > MAX_PASSWORD_LENGTH) throw new AdminError(`The password may have at most ${MAX_PASSWORD_LENGTH} characters.`);
  if (!(await findSite(db, input.siteId))) throw new AdminError(`No site "${input.siteId}".`);
  if (await repo.findUserByEmail(db, email)) throw new AdminError(`A dashboard user ${email} already exists.`);
  const user = await repo.insertUser(db, { siteId: input.siteId, email, role: input.role, passwordHash: await hashSecret(input.password) });
  return userView(user);
}

export async function listDashboardUsers(db: PrismaClient, siteId: string): Promise<DashboardUserView[]> {
  if (!(await findSite(db, siteId))) throw new AdminError(`No site "${siteId}".`);
  return (await repo.listUsers(db, siteId)).map(userView);
}
