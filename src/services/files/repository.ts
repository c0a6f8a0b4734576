import type { Ctx } from '../../context.ts';
import { Prisma } from '../../generated/prisma/client.ts';
import { withTransaction, type DbClient } from '../../db/transaction.ts';

// Files, always scoped by site and environment (the worker and the sweep, which act for every tenant, go by id
// after the row was read in its tenant, or by expiry).

const scope = (ctx: Pick<Ctx, 'siteId' | 'environment'>) => ({ siteId: ctx.siteId, environment: ctx.environment });
const json = (v: Record<string, unknown> | null | undefined) => (v === undefined ? undefined : v === null ? Prisma.DbNull : (v as Prisma.InputJsonObject));

export type NewFile = { filePath: string; extension: string; metadata?: Record<string, unknown>; expiresAt?: Date; integration: string | null; uploadExpiresAt: Date };

export const insertFile = (ctx: Ctx, f: NewFile) =>
  ctx.db.storedFile.create({ data: { ...scope(ctx), ...f, metadata: json(f.metadata) } });

/** The file, unless it is past its expires_at (it answers 404 from then on, before the sweep removes it). */
export const findLiveFile = (ctx: Pick<Ctx, 'siteId' | 'environment' | 'db'>, id: string, now: Date) =>
  ctx.db.storedFile.findFirst({ where: { ...scope(ctx), id, OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] } });

export type FileRow = NonNullable<Awaited<ReturnType<typeof findLiveFile>>>;

export type FileChanges = { expiresAt?: Date | null; metadata?: Record<string, unknown> | null };

/**
 * Issues a new upload URL: its expiry replaces the old one's, so the old URL stops working. The URL carries whole
 * seconds, so a second PATCH within the same second moves the expiry one second further rather than repeat the
 * previous URL. Applies the changes too; null when the file does not exist (or is past its expires_at).
 */
export async function reissueUpload(ctx: Ctx, id: string, now: Date, uploadExpiresAt: Date, c: FileChanges): Promise<FileRow | null> {
  return withTransaction(ctx, async (tx) => {
    const renewed = await tx.db.$executeRaw`
      UPDATE files SET upload_expires_at = GREATEST(${uploadExpiresAt}, upload_expires_at + interval '1 second'), upload_used = false, updated_at = ${now}
       WHERE id = ${id}::uuid AND site_id = ${ctx.siteId} AND environment = CAST(${ctx.environment} AS "Environment")
         AND (expires_at IS NULL OR expires_at > ${now})`;
    if (!renewed) return null;
    if (c.expiresAt !== undefined || c.metadata !== undefined) {
      await tx.db.storedFile.updateMany({
        where: { ...scope(ctx), id },
        data: { ...(c.expiresAt !== undefined ? { expiresAt: c.expiresAt } : {}), ...(c.metadata !== undefined ? { metadata: json(c.metadata) } : {}) },
      });
    }
    return findLiveFile(tx, id, now);
  });
}

/**
 * Takes an upload: uses up the upload URL that expires at `urlExpiry` (only the latest one issued matches, and only
 * once), counts a new version and sets the file pending. Null when the URL was used or replaced meanwhile.
 */
export async function acceptUpload(ctx: Ctx, id: string, urlExpiry: Date, size: number, now: Date): Promise<{ version: number } | null> {
  const rows = await ctx.db.$queryRaw<{ version: number }[]>`
    UPDATE files SET version = version + 1, status = 'pending', size_bytes = ${size}, uploaded_at = ${now},
           upload_used = true, rejection_reason = NULL, checked_at = NULL, updated_at = ${now}
     WHERE id = ${id}::uuid AND site_id = ${ctx.siteId} AND environment = CAST(${ctx.environment} AS "Environment")
       AND upload_expires_at = ${urlExpiry} AND NOT upload_used AND (expires_at IS NULL OR expires_at > ${now})
    RETURNING version`;
  return rows[0] ?? null;
}

/** Deletes the tenant's files among `ids` (unknown ones are skipped); returns what to remove from disk. */
export const deleteFileRows = (ctx: Ctx, ids: string[]) =>
  ctx.db.$queryRaw<{ id: string; version: number }[]>`
    DELETE FROM files
     WHERE site_id = ${ctx.siteId} AND environment = CAST(${ctx.environment} AS "Environment") AND id = ANY(${ids}::uuid[])
    RETURNING id::text AS id, version`;

/** Records a check's verdict, only if that version is still the one waiting for it (a newer upload wins). */
export const recordVerdict = (db: DbClient, id: string, version: number, verdict: { status: 'ready' | 'rejected'; reason: string | null }, now: Date) =>
  db.storedFile.updateMany({
    where: { id, version, status: 'pending' },
    data: { status: verdict.status, rejectionReason: verdict.reason, checkedAt: now },
  });

/** Up to `limit` files past their expiry, or never uploaded and whose last upload URL expired before `abandonedBefore`. */
export const deleteStaleFiles = (db: DbClient, now: Date, abandonedBefore: Date, limit: number) =>
  db.$queryRaw<{ id: string; version: number }[]>`
    DELETE FROM files WHERE id IN (
      SELECT id FROM files
       WHERE expires_at <= ${now} OR (version = 0 AND upload_expires_at < ${abandonedBefore})
       LIMIT ${limit})
    RETURNING id::text AS id, version`;

/** The current version of each of `ids` that still exists. */
export async function currentVersions(db: DbClient, ids: string[]): Promise<Map<string, number>> {
  const rows = await db.storedFile.findMany({ where: { id: { in: ids } }, select: { id: true, version: true } });
  return new Map(rows.map((r) => [r.id, r.version]));
}
