import { finished } from 'node:stream/promises';
import { pipeline } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import pgCopy from 'pg-copy-streams';
import { Spool } from './spool.ts';

export type CopyValue = string | number | null | undefined;

// COPY's text format: tab-separated, \N for NULL, and backslash escapes for the four characters that would
// otherwise end a field or a row.
const SPECIAL = /[\\\t\n\r]/;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** One value as a COPY text field (\\N for null or undefined), escaped. */
export function copyField(v: CopyValue): string {
  if (v === null || v === undefined) return '\\N';
  if (typeof v === 'number') return String(v);
  return SPECIAL.test(v) ? v.replace(/[\\\t\n\r]/g, (c) => ESCAPES[c]!) : v;
}

// Small writes keep few row strings alive at once: fewer survive into the old generation while a body streams.
const FLUSH_AT = 64 * 1024;

/**
 * Rows for `COPY … FROM STDIN`, in COPY's text format. While the body arrives they go to a spool file (batched
 * into large writes; `row()` returns a promise only while a write is under way, so the body is read no faster
 * than the disk takes it and memory stays flat whatever its size). Only `end()`, once the body is in, takes the
 * database connection (`connect`) and streams the file into COPY: a slow client never holds a connection, and a
 * body that fails to arrive (413, 408, a dropped connection) never takes one. A body under 64 KiB never touches
 * the disk. (Rows go out in body order: buffering per merge bucket saved the worker ~30 ms per step and cost the
 * API ~80 MiB of peak RSS.)
 */
export class CopyWriter {
  rows = 0;
  private buffer = '';
  private readonly spool = new Spool();
  private copy: ReturnType<typeof pgCopy.from> | undefined;
  private starting: Promise<ReturnType<typeof pgCopy.from>> | undefined;

  /**
   * `direct`: the body is already in (receiveBody), so no client can hold the connection up: the rows go straight
   * into COPY as they are made (connection taken at the first batch), and PostgreSQL parses them while the body is
   * still being validated, instead of after it.
   */
  constructor(
    private readonly connect: () => Promise<PoolClient>,
    private readonly sql: string,
    private readonly direct = false,
  ) {}

  row(values: readonly CopyValue[]): Promise<void> | undefined {
    let line = copyField(values[0]);
    for (let i = 1; i < values.length; i++) line += '\t' + copyField(values[i]);
    return this.line(line + '\n');
  }

  /**
   * One row already in COPY's text format, ending in a newline (fields through copyField, or known to need no
   * escape): a stager that knows its columns builds the line without an array per row.
   */
  line(text: string): Promise<void> | undefined {
    this.buffer += text;
    this.rows++;
    return this.buffer.length >= FLUSH_AT ? this.flush() : undefined;
  }

  private async flush(): Promise<void> {
    const chunk = this.buffer;
    this.buffer = '';
    if (!this.direct) return this.spool.write(chunk);
    const copy = await this.start();
    // Backpressure: the rows are made no faster than PostgreSQL takes them. A failed COPY surfaces in end().
    if (!copy.write(chunk) && !copy.destroyed) await new Promise<void>((resolve) => {
      const done = () => {
        copy.off('drain', done).off('close', done).off('error', done);
        resolve();
      };
      copy.on('drain', done).on('close', done).on('error', done);
    });
  }

  private start(): Promise<ReturnType<typeof pgCopy.from>> {
    return (this.starting ??= this.connect().then((client) => {
      const copy = (this.copy = client.query(pgCopy.from(this.sql)));
      // Kept for end(): an error before then must not go unhandled.
      copy.on('error', () => {});
      return copy;
    }));
  }

  /** Takes the connection, COPYs every row and waits for PostgreSQL to accept them; its error (if any) is thrown here. */
  async end(): Promise<number> {
    if (this.direct) {
      const copy = await this.start();
      copy.end(this.buffer);
      this.buffer = '';
      await finished(copy);
      return this.rows;
    }
    const client = await this.connect();
    const copy = (this.copy = client.query(pgCopy.from(this.sql)));
    if (this.spool.empty) {
      copy.end(this.buffer);
      await finished(copy);
    } else {
      await this.flush();
      await pipeline(await this.spool.read(), copy);
    }
    this.buffer = '';
    await this.spool.close();
    return this.rows;
  }

  /** Abandons the rows (and a COPY under way: CopyFail); the caller rolls its transaction back. */
  async abort(): Promise<void> {
    this.buffer = '';
    await this.spool.close();
    await this.starting?.catch(() => {});
    const copy = this.copy;
    if (!copy || copy.writableFinished || copy.destroyed) return;
    copy.destroy(new Error('import rejected'));
    await finished(copy).catch(() => {});
  }
}
