import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { Config } from '../../config/env.ts';
import { readIncoming } from '../../http/read-incoming.ts';

// File content on disk: FILES_DIR/<id>.<version>, named by the server's id, never by the client's path. An
// upload is streamed into FILES_DIR/.incoming/ and renamed into place only once it is complete and synced, so a
// reader never sees half a file; a new upload gets a new version number, so it never overwrites content in use.

/** At most this many bytes per file. */
export const MAX_FILE_BYTES = 20 * 1024 * 1024;

export const filesDir = (config: Pick<Config, 'FILES_DIR' | 'DATA_DIR'>) => config.FILES_DIR ?? join(config.DATA_DIR, 'files');
export const incomingDir = (dir: string) => join(dir, '.incoming');
export const contentPath = (dir: string, id: string, version: number) => join(dir, `${id}.${version}`);

export type Received = { tempPath: string; size: number };

/**
 * Streams a request body into a new file under FILES_DIR/.incoming, one chunk at a time (the socket waits while the
 * disk writes), never holding it whole: 413 once more than MAX_FILE_BYTES arrived, 408 when the body stalls, 400
 * when the client hangs up (readIncoming). The file is synced before this resolves; on any failure it is removed.
 */
export async function receiveUpload(dir: string, source: Readable, stallMs: number): Promise<Received> {
  await mkdir(incomingDir(dir), { recursive: true });
  const tempPath = join(incomingDir(dir), `${randomUUID()}.part`);
  const file = await open(tempPath, 'wx', 0o600);
  try {
    const size = await readIncoming(source, { maxSize: MAX_FILE_BYTES, stallMs, onChunk: (chunk) => file.write(chunk).then(() => undefined) });
    await file.sync();
    await file.close();
    return { tempPath, size };
  } catch (err) {
    await file.close().catch(() => undefined);
    await rm(tempPath, { force: true });
    throw err;
  }
}

/** Moves a received upload into place as the given version of the file. */
export const placeUpload = (dir: string, received: Received, id: string, version: number) => rename(received.tempPath, contentPath(dir, id, version));

export const discardUpload = (received: Received) => rm(received.tempPath, { force: true });

/** Removes a version's content; a file already gone is fine (the sweep may have been first). */
export const removeContent = (dir: string, id: string, version: number) => rm(contentPath(dir, id, version), { force: true });
