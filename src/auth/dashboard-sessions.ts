import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { DbClient } from '../db/transaction.ts';
import type { DashboardRole } from '../db/types.ts';
import * as repo from './dashboard-repository.ts';
import { normalizeEmail, MAX_PASSWORD_LENGTH } from './dashboard-users.ts';
import { burnSecretCheck, hashToken, verifySecret } from './secrets.ts';

// Dashboard sign-in: the password is checked with argon2id (the same cost for an unknown address, so timing
// does not tell which addresses exist); a session is a random 256-bit token in an HttpOnly cookie, stored only
// as its SHA-256, with its own CSRF token for the forms.

export type DashboardUserSession = {
  sessionId: string;
  userId: string;
  email: string;
  siteId: string;
  role: DashboardRole;
  csrfToken: string;
};

const newToken = () => randomBytes(32).toString('base64url');

/** The signed-in user, or null for a wrong address or password, or a disabled user. */
export async function checkPassword(db: DbClient, email: string, password: string) {
  const user = await repo.findUserByEmail(db, normalizeEmail(email));
  const bounded = password.slice(0, MAX_PASSWORD_LENGTH + 1);
  if (!user) return burnSecretCheck(bounded).then(() => null);
  if (!(await verifySecret(user.passwordHash, bounded)) || user.disabledAt) return null;
  return user;
}

/** Opens a session; the returned token goes into the cookie and is never stored. */
export async function openSession(db: DbClient, userId: string, lifetimeMs: number, now = new Date()) {
  const token = newToken();
  await repo.insertSession(db, { id: hashToken(token), userId, csrfToken: newToken(), expiresAt: new Date(now.getTime() + lifetimeMs) });
  return token;
}

export async function findSession(db: DbClient, token: string, now = new Date()): Promise<DashboardUserSession | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const row = await repo.findLiveSession(db, hashToken(token), now);
  if (!row) return null;
  return { sessionId: row.id, userId: row.userId, email: row.user.email, siteId: row.user.siteId, role: row.user.role, csrfToken: row.csrfToken };
}

export const closeSession = (db: DbClient, sessionId: string) => repo.deleteSession(db, sessionId);

/** Constant-time comparison of a form's CSRF token with the session's. */
export function sameToken(expected: string, given: unknown): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
