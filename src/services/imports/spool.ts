import { randomUUID } from 'node:crypto';
import { open, unlink, type FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

/**
 * An upload's staged rows on disk until its body is complete, so no database connection waits on the client
 * and no RAM holds a 256 MiB body. The file is unlinked as soon as it is opened: it lives only as long as its
 * handle, and a crash leaves nothing behind in the temp folder (TMPDIR).
 */
export class Spool {
  empty = true;
  private file: Promise<FileHandle> | undefined;

  async write(data: string | Uint8Array): Promise<void> {
    const file = await (this.file ??= openUnlinked());
    // writeFile on a handle writes the whole string or buffer from the current position (write() may stop short).
    await file.writeFile(data);
    this.empty &&= data.length === 0;
  }

  /** What was written, from the start. */
  async read(): Promise<Readable> {
    const file = await (this.file ??= openUnlinked());
    return file.createReadStream({ start: 0, autoClose: false, highWaterMark: 64 * 1024 });
  }

  async close(): Promise<void> {
    const file = this.file;
    this.file = undefined;
    if (file) await (await file.catch(() => undefined))?.close().catch(() => {});
  }
}

async function openUnlinked(): Promise<FileHandle> {
  const path = join(tmpdir(), `hub-import-${randomUUID()}.copy`);
  const file = await open(path, 'wx+', 0o600);
  await unlink(path);
  return file;
}
