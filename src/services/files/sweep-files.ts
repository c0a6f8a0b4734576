import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Deps } from '../../context.ts';
import { currentVersions, deleteStaleFiles } from './repository.ts';
import { contentPath, filesDir, incomingDir, removeContent } from './storage.ts';

/** A file never uploaded is removed this long after its last upload URL expired (a PATCH within it renews the URL). */
export const ABANDONED_AFTER_MS = 24 * 3600 * 1000;
/** Stray content (an interrupted upload, a crash between disk and database) is removed once this old. */
export const STRAY_AFTER_MS = 3600 * 1000;
const BATCH = 1000;
const CONTENT_NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(\d+)$/;

export type SweepResult = { files: number; strays: number };

/**
 * The scheduled clean-up (job `file-sweep`): deletes files past their expires_at and abandoned registrations,
 * rows first and then their content, in batches; then removes content no row points at any more and interrupted
 * uploads, once they are STRAY_AFTER_MS old (younger ones may belong to an upload still being committed).
 */
export async function sweepFiles(deps: Deps, now = new Date()): Promise<SweepResult> {
  const dir = filesDir(deps.config);
  let files = 0;
  for (;;) {
    const gone = await deleteStaleFiles(deps.db.prisma, now, new Date(now.getTime() - ABANDONED_AFTER_MS), BATCH);
    await Promise.all(gone.map((f) => removeContent(dir, f.id, f.version)));
    files += gone.length;
    if (gone.length < BATCH) break;
  }
  return { files, strays: (await removeStrays(deps, dir, now)) + (await removeStaleIncoming(dir, now)) };
}

async function olderThan(path: string, cutoff: number): Promise<boolean> {
  const info = await stat(path).catch(() => null);
  return info !== null && info.mtimeMs < cutoff;
}

async function listDir(path: string): Promise<string[]> {
  return readdir(path).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  });
}

async function removeStrays(deps: Deps, dir: string, now: Date): Promise<number> {
  const names = (await listDir(dir)).map((n) => CONTENT_NAME.exec(n)).filter((m) => m !== null);
  let removed = 0;
  for (let i = 0; i < names.length; i += BATCH) {
    const batch = names.slice(i, i + BATCH);
    const versions = await currentVersions(deps.db.prisma, [...new Set(batch.map((m) => m[1]!))]);
    for (const m of batch) {
      const [id, version] = [m[1]!, Number(m[2])];
      if (versions.get(id) === version || !(await olderThan(contentPath(dir, id, version), now.getTime() - STRAY_AFTER_MS))) continue;
      await removeContent(dir, id, version);
      removed++;
    }
  }
  return removed;
}

async function removeStaleIncoming(dir: string, now: Date): Promise<number> {
  let removed = 0;
  for (const name of await listDir(incomingDir(dir))) {
    const path = join(incomingDir(dir), name);
    if (!(await olderThan(path, now.getTime() - STRAY_AFTER_MS))) continue;
    await rm(path, { force: true });
    removed++;
  }
  return removed;
}
