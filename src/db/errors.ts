import { Prisma } from './client.ts';

/**
 * The columns of a unique constraint a write broke, or null when the error is something else. Through the pg
 * driver adapter Prisma reports the constraint's fields when it can, else only the index name; the index name
 * (e.g. customers_site_id_environment_email_key) is returned then, so callers can still match on a column name.
 */
export function uniqueViolation(err: unknown): string[] | null {
  if (!(err instanceof Prisma.PrismaClientKnownRequestError) || err.code !== 'P2002') return null;
  const meta = err.meta as
    | { target?: string[] | string; driverAdapterError?: { cause?: { constraint?: { fields?: string[]; index?: string } } } }
    | undefined;
  const constraint = meta?.driverAdapterError?.cause?.constraint;
  const fields = constraint?.fields ?? meta?.target;
  if (Array.isArray(fields) && fields.length > 0) return fields.map((f) => f.replace(/"/g, ''));
  if (typeof fields === 'string' && fields) return [fields];
  return constraint?.index ? [constraint.index] : [];
}

/** A foreign key a write broke (P2003), or a record an update/delete expected (P2025). */
export const isForeignKeyViolation = (err: unknown) => err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2003';
export const isRecordMissing = (err: unknown) => err instanceof Prisma.PrismaClientKnownRequestError && err.code === 'P2025';

/** PostgreSQL refused a text value it cannot store (NUL byte, invalid UTF-8): the client's input, not a server fault. */
export function isUnstorableText(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 6; e = (e as { cause?: unknown }).cause, depth++) {
    const rec = e as { code?: unknown; originalCode?: unknown; message?: unknown; meta?: { driverAdapterError?: unknown } };
    if (rec.code === '22021' || rec.code === '22P05' || rec.originalCode === '22021' || rec.originalCode === '22P05') return true;
    if (typeof rec.message === 'string' && /invalid byte sequence|unsupported Unicode escape/.test(rec.message)) return true;
    if (rec.meta?.driverAdapterError && isUnstorableText(rec.meta.driverAdapterError)) return true;
  }
  return false;
}

// What PostgreSQL (or the way to it) being away looks like, from pg, from the pool, and through Prisma's adapter.
// "Query read timeout" is pg's query_timeout (createDatabase's queryTimeoutMs): a server that took the query and
// never answered (frozen, or every backend stuck) is as unavailable to the caller as one that refused it.
const UNREACHABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'P1001', 'P1002', 'P1008', 'P1017', 'P2024']);
const UNREACHABLE_KINDS = new Set(['DatabaseNotReachable', 'ConnectionClosed', 'SocketTimeout', 'TooManyConnections']);
// Class 08 (connection exception), shutdown and start-up (57P01-57P03), too many connections.
const UNREACHABLE_SQLSTATE = /^(08...|57P0[1-3]|53300)$/;
const UNREACHABLE_MESSAGE =
  /Can't reach database server|Connection terminated|connection error|Server has closed the connection|timeout exceeded when trying to connect|terminating connection due to administrator command|the database system is (starting up|shutting down|in recovery mode|not yet accepting connections)|Timed out fetching a new connection|Query read timeout/i;

/** PostgreSQL is down or unreachable (refused, dropped, shutting down, no free connection in time): not a data error. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 8; depth++) {
    const rec = e as { code?: unknown; kind?: unknown; originalCode?: unknown; message?: unknown; meta?: { driverAdapterError?: unknown }; cause?: unknown };
    if (typeof rec.code === 'string' && (UNREACHABLE_CODES.has(rec.code) || UNREACHABLE_SQLSTATE.test(rec.code))) return true;
    if (typeof rec.kind === 'string' && UNREACHABLE_KINDS.has(rec.kind)) return true;
    if (typeof rec.originalCode === 'string' && UNREACHABLE_SQLSTATE.test(rec.originalCode)) return true;
    if (typeof rec.message === 'string' && UNREACHABLE_MESSAGE.test(rec.message)) return true;
    if (rec.meta?.driverAdapterError && isDatabaseUnavailable(rec.meta.driverAdapterError)) return true;
    e = rec.cause;
  }
  return false;
}
