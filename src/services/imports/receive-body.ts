import type { Readable } from 'node:stream';
import { Readable as NodeReadable } from 'node:stream';
import { UnreadableBody } from '../../http/body-decoding.ts';
import { Spool } from './spool.ts';

// Large writes: a 26 MiB body is ~25 writes, not ~400.
const WRITE_AT = 1024 * 1024;

export type ReceivedBody = { body: Readable; close(): Promise<void> };

/**
 * Reads the whole body into an unlinked temp file at the pace the client sends it (no parsing, no database
 * connection: a slow client costs a socket and a file), then hands back a stream of the same bytes, read as fast
 * as the parser takes them. The parse and PostgreSQL's COPY can then run side by side on a connection taken only
 * now, instead of the COPY waiting for the whole parse. A failure to receive (413, 408, a dropped connection) is
 * thrown here, before anything else happens. Bytes the declared charset cannot hold (UnreadableBody) are not: the
 * replay delivers every byte received before them and then fails with the same error, as the live body would have.
 */
export async function receiveBody(source: Readable): Promise<ReceivedBody> {
  const spool = new Spool();
  let failure: UnreadableBody | undefined;
  let small: Buffer | undefined;
  try {
    await new Promise<void>((resolve, reject) => {
      let batch: Buffer[] = [];
      let size = 0;
      let writing: Promise<void> = Promise.resolve();
      let onDisk = false;
      const flush = () => {
        if (size === 0) return writing;
        onDisk = true;
        const data = Buffer.concat(batch, size);
        batch = [];
        size = 0;
        return (writing = writing.then(() => spool.write(data)));
      };
      source.on('data', (chunk: Buffer) => {
        batch.push(chunk);
        size += chunk.length;
        if (size < WRITE_AT) return;
        // One write at a time; the body waits for the disk.
        source.pause();
        flush().then(() => source.resume(), (err: unknown) => source.destroy(err as Error));
      });
      // A body under WRITE_AT (a single SKU's prices, most calls) stays in memory: no file at all.
      const finish = () => {
        if (!onDisk) {
          small = Buffer.concat(batch, size);
          return writing.then(resolve, reject);
        }
        return flush().then(resolve, reject);
      };
      source.once('end', finish);
      source.once('error', (err) => {
        if (!(err instanceof UnreadableBody)) return reject(err);
        failure = err;
        finish();
      });
    });
  } catch (err) {
    await spool.close();
    throw err;
  }
  const file = small ? undefined : await spool.read();
  const chunks = file?.[Symbol.asyncIterator]() as AsyncIterator<Buffer> | undefined;
  let held = small?.length ? small : undefined;
  const next = async (): Promise<Buffer | null> => {
    if (chunks) {
      const r = await chunks.next();
      return r.done ? null : r.value;
    }
    const b = held;
    held = undefined;
    return b ?? null;
  };
  const body = new NodeReadable({
    read() {
      next().then(
        (chunk) => {
          if (chunk) return void this.push(chunk);
          // The error comes on a read after the last byte, as it did on the live body.
          if (failure) this.destroy(failure);
          else this.push(null);
        },
        (err: unknown) => this.destroy(err as Error),
      );
    },
  });
  return {
    body,
    async close() {
      body.destroy();
      file?.destroy();
      await spool.close();
    },
  };
}
