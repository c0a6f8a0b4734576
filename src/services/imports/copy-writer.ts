import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import pgCopy from 'pg-copy-streams';

export type CopyValue = string | number | null | undefined;

// COPY's text format: tab-separated, \N for NULL, and backslash escapes for the four characters that would
// otherwise end a field or a row.
const SPECIAL = /[\\\t\n\r]/;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

function field(v: CopyValue): string {
  if (v === null || v === undefined) return '\\N';
  if (typeof v === 'number') return String(v);
  return SPECIAL.test(v) ? v.replace(/[\\\t\n\r]/g, (c) => ESCAPES[c]!) : v;
}

const FLUSH_AT = 256 * 1024;

/**
 * Rows into `COPY … FROM STDIN` on the caller's connection and transaction, batched into large writes.
 * `row()` returns a promise only when PostgreSQL is behind (backpressure), so the request's body is read no
 * faster than the database takes it and memory stays flat whatever the body's size. (Buffering per merge
 * bucket, to store each bucket's rows together, was measured: it saved the worker ~30 ms per step and cost the
 * API ~80 MiB of peak RSS in long-lived string fragments, so rows go out in body order.)
 */
export class CopyWriter {
  rows = 0;
  private buffer = '';
  private failure: Error | undefined;
  private readonly stream: ReturnType<typeof pgCopy.from>;

  constructor(client: PoolClient, sql: string) {
    this.stream = client.query(pgCopy.from(sql));
    this.stream.on('error', (err) => (this.failure ??= err));
  }

  row(values: readonly CopyValue[]): Promise<void> | undefined {
    if (this.failure) throw this.failure;
    let line = field(values[0]);
    for (let i = 1; i < values.length; i++) line += '\t' + field(values[i]);
    this.buffer += line + '\n';
    this.rows++;
    return this.buffer.length >= FLUSH_AT ? this.flush() : undefined;
  }

  private async flush(): Promise<void> {
    const chunk = this.buffer;
    this.buffer = '';
    // once() rejects if the stream errors while we wait, so a COPY failure cannot leave us waiting forever.
    if (!this.stream.write(chunk)) await once(this.stream, 'drain');
    if (this.failure) throw this.failure;
  }

  /** Sends the rest and waits for PostgreSQL to accept the COPY; its error (if any) is thrown here. */
  async end(): Promise<number> {
    if (this.buffer) await this.flush();
    this.stream.end();
    await finished(this.stream);
    if (this.failure) throw this.failure;
    return this.rows;
  }

  /** Abandons the COPY (CopyFail): the caller rolls its transaction back. */
  async abort(): Promise<void> {
    if (this.stream.writableFinished || this.stream.destroyed) return;
    this.stream.destroy(new Error('import rejected'));
    await finished(this.stream).catch(() => {});
  }
}
