import type { DbClient } from '../db/transaction.ts';
import type { DashboardRole } from '../generated/prisma/enums.ts';

// Dashboard users and their sessions. Like the credential queries, these run before a tenant is known (sign-in,
// the session cookie), so they take the database client; the session's user names the site every page is scoped to.

export const findUserByEmail = (db: DbClient, email: string) => db.dashboardUser.findUnique({ where: { email } });

export const insertUser = (db: DbClient, data: { siteId: string; email: string; passwordHash: string; role: DashboardRole }) =>
  db.dashboardUser.create({ data });

export const listUsers = (db: DbClient, siteId: string) =>
  db.dashboardUser.findMany({ where: { siteId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }] });

export const insertSession = (db: DbClient, data: { id: string; userId: string; csrfToken: string; expiresAt: Date }) =>
  db.dashboardSession.create({ data });

/** The session and its user, if the session has not expired and the user is not disabled. */
export async function findLiveSession(db: DbClient, id: string, now: Date) {
  const row = await db.dashboardSession.findUnique({ where: { id }, include: { user: true } });
  if (!row || row.expiresAt <= now || row.user.disabledAt) return null;
  return row;
}

export const deleteSession = (db: DbClient, id: string) => db.dashboardSession.deleteMany({ where: { id } });

export const deleteExpiredSessions = (db: DbClient, now: Date) => db.dashboardSession.deleteMany({ where: { expiresAt: { lt: now } } });
