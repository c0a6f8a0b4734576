import { open, type FileHandle } from 'node:fs/promises';
import type { Deps } from '../../context.ts';
import {
  centralDirectoryNames,
  findCentralDirectory,
  HEAD_BYTES,
  headProblem,
  ooxmlProblem,
  Utf8TextCheck,
  ZIP_TAIL_BYTES,
} from '../../domain/files/file-content.ts';
import { FILE_TYPES, isFileExtension } from '../../domain/files/file-path.ts';
import type { JobPayload } from '../../queue/catalog.ts';
import { recordVerdict } from './repository.ts';
import { contentPath, filesDir } from './storage.ts';

// The worker half: reads an uploaded version's bytes (never the whole file at once) and judges them with the pure
// rules of src/domain/files/file-content.ts. Safe to run twice: the verdict is written only while that version
// is still the pending one.

export type CheckOutcome = { status: 'ready' | 'rejected' | 'skipped'; reason: string | null };

async function readAt(file: FileHandle, position: number, length: number): Promise<Uint8Array> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await file.read(buffer, 0, length, position);
  return buffer.subarray(0, bytesRead);
}

async function csvProblem(file: FileHandle): Promise<string | null> {
  const check = new Utf8TextCheck();
  for await (const chunk of file.createReadStream({ autoClose: false, start: 0, highWaterMark: 64 * 1024 })) {
    const problem = check.push(chunk as Buffer);
    if (problem) return problem;
  }
  return check.end();
}

async function zipProblem(file: FileHandle, size: number, kind: 'xlsx' | 'docx'): Promise<string | null> {
  const tailStart = Math.max(0, size - ZIP_TAIL_BYTES);
  const directory = findCentralDirectory(await readAt(file, tailStart, size - tailStart), tailStart);
  if (typeof directory === 'string') return directory;
  const names = centralDirectoryNames(await readAt(file, directory.offset, directory.size), directory.entries);
  return typeof names === 'string' ? names : ooxmlProblem(kind, names);
}

/** Why the content at `path` does not fit `extension`, or null when it does. */
export async function contentProblem(path: string, extension: string): Promise<string | null> {
  if (!isFileExtension(extension)) return `the extension .${extension} is not allowed`;
  const kind = FILE_TYPES[extension].kind;
  const file = await open(path);
  try {
    if (kind === 'csv') return await csvProblem(file);
    const { size } = await file.stat();
    const head = headProblem(kind, extension, await readAt(file, 0, HEAD_BYTES), size);
    if (head || (kind !== 'xlsx' && kind !== 'docx')) return head;
    return await zipProblem(file, size, kind);
  } finally {
    await file.close();
  }
}

export async function checkFileContent(deps: Deps, job: JobPayload<'file-check'>, now = () => new Date()): Promise<CheckOutcome> {
  const prisma = deps.db.prisma;
  const row = await prisma.storedFile.findFirst({ where: { id: job.fileId, siteId: job.siteId, environment: job.environment } });
  if (!row || row.version !== job.version || row.status !== 'pending') return { status: 'skipped', reason: null };
  let reason: string | null;
  try {
    reason = await contentProblem(contentPath(filesDir(deps.config), row.id, row.version), row.extension);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
    // Replaced or deleted while this job waited: nothing left to judge.
    return { status: 'skipped', reason: null };
  }
  const status = reason ? 'rejected' : 'ready';
  const { count } = await recordVerdict(prisma, row.id, row.version, { status, reason }, now());
  return count ? { status, reason } : { status: 'skipped', reason: null };
}
