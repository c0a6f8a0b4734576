import { pipeline, type Readable } from 'node:stream';
import { CsvError, Parser } from 'csv-parse';
import { BODY_LINE, type RowErrors } from './row-errors.ts';

export type CsvColumn = {
  /** Canonical (lower-case) header name. */
  name: string;
  aliases?: readonly string[];
  /** A missing required column is one error on the header line and no rows are read. */
  required?: boolean;
  /** Holds decimals: a surplus field right after it is reported as a likely decimal comma. */
  decimal?: boolean;
};

/** One data row: `values[i]` is the cell of `columns[i]`, undefined when the file has no such column. */
export type CsvRecord = { line: number; values: (string | undefined)[] };

/** Line breaks inside a quoted cell: CRLF, LF and a lone CR each count once, as they do between records. */
const countBreaks = (cell: string) => {
  let n = 0;
  for (let i = cell.indexOf('\n'); i !== -1; i = cell.indexOf('\n', i + 1)) n++;
  for (let i = cell.indexOf('\r'); i !== -1; i = cell.indexOf('\r', i + 1)) if (cell[i + 1] !== '\n') n++;
  return n;
};

/**
 * Every record ends at CRLF, LF or a lone CR, each line on its own: csv-parse's default takes the first one it
 * meets for the whole file, so a header ending in LF left the CR of CRLF rows in their last cell (a SKU stored as
 * "A\r"), and a CRLF header made LF-only rows one long record (field-count and quote errors).
 */
const RECORD_DELIMITERS = ['\r\n', '\n', '\r'];

const HEADER_ECHO_CHARS = 200;

/** What the header looked like, and the likely cause when it is one field holding another delimiter. */
function headerHint(header: string[]): string {
  const text = header.join(',');
  const echo = text.length > HEADER_ECHO_CHARS ? `${text.slice(0, HEADER_ECHO_CHARS)}…` : text;
  let hint = ` (the header read was "${echo}")`;
  const other = header.length === 1 ? (text.includes(';') ? 'semicolons' : text.includes('\t') ? 'tabs' : '') : '';
  if (other) hint += `; the line is separated by ${other}, but this endpoint reads comma-separated values: export the file with "," as the delimiter`;
  return hint;
}

/**
 * A field-count surplus where a decimal column holds a whole number and the next field only digits: most likely
 * a decimal comma ("1,50"). Fields before the split keep their places, so the decimal column's own place is where
 * to look.
 */
function decimalCommaHint(record: string[], width: number, positions: number[], columns: readonly CsvColumn[]): string {
  if (record.length <= width) return '';
  for (const [c, i] of positions.entries()) {
    if (i === -1 || !columns[c]!.decimal || i + 1 >= record.length) continue;
    if (/^\s*-?\d+$/.test(record[i]!) && /^\d+\s*$/.test(record[i + 1]!)) {
      return `; "${record[i]},${record[i + 1]}" looks like a decimal comma: write decimals with a point (${record[i]!.trim()}.${record[i + 1]!.trim()})`;
    }
  }
  return '';
}

function mapHeader(header: string[], columns: readonly CsvColumn[], line: number, errors: RowErrors): number[] | null {
  const positions = columns.map(() => -1);
  header.forEach((raw, at) => {
    const name = raw.trim().toLowerCase();
    const i = columns.findIndex((c) => c.name === name || c.aliases?.includes(name));
    if (i === -1) return; // extra columns are allowed and ignored
    if (positions[i] !== -1) errors.add(line, columns[i]!.name, `column "${columns[i]!.name}" appears twice in the header`);
    else positions[i] = at;
  });
  columns.forEach((c, i) => {
    if (c.required && positions[i] === -1) errors.add(line, c.name, `the header has no "${c.name}" column${headerHint(header)}`);
  });
  return errors.any ? null : positions;
}

/**
 * csv-parse fails its stream on a malformed quote, and a failed stream drops the records it had parsed but not
 * yet handed out (a stream's async iterator stops reading once the stream is destroyed). This parser instead
 * ends its output cleanly after those records and keeps the error in `failure`, so every row before the
 * unreadable point is still validated. Other errors (the body limit, a dropped connection) fail it as usual.
 */
class CsvReader extends Parser {
  failure: CsvError | undefined;
  /**
   * The records parsed from the current input chunk, handed out as one array: one async step per chunk instead of
   * one (two promises and a stream read) per record, which cost ~15 % of a million-row upload's request side.
   */
  private batch: string[][] | null = null;

  override push(chunk: unknown, encoding?: BufferEncoding): boolean {
    if (chunk === null) {
      this.release();
      return super.push(null, encoding);
    }
    (this.batch ??= []).push(chunk as string[]);
    return true;
  }

  private release(): void {
    const batch = this.batch;
    this.batch = null;
    if (batch) super.push(batch);
  }

  override _transform(chunk: Buffer, encoding: BufferEncoding, callback: (err?: Error | null) => void): void {
    super._transform(chunk, encoding, (err?: Error | null) => this.settle(err, callback));
  }

  override _flush(callback: (err?: Error | null) => void): void {
    super._flush((err?: Error | null) => this.settle(err, callback));
  }

  private settle(err: Error | null | undefined, callback: (err?: Error | null) => void): void {
    if (!(err instanceof CsvError)) {
      if (!err) this.release();
      return callback(err);
    }
    // csv-parse takes no further input after an error (later writes stay pending until readCsv destroys the
    // pipeline), so nothing more can be pushed: end the records here.
    this.failure = err;
    this.push(null);
    callback();
  }
}

/**
 * The longest record (characters) the parser buffers. Rows of the bulk endpoints are a few hundred characters;
 * without a bound, one unclosed quote would make csv-parse hold the rest of a 256 MiB body as a single field.
 */
export const MAX_CSV_RECORD_CHARS = 65_536;

/** Says what is wrong without csv-parse's own line numbers, which count from where it noticed the problem. */
function describeUnreadable(err: CsvError): string {
  const field = typeof err.index === 'number' ? err.index + 1 : '?';
  switch (err.code) {
    case 'CSV_QUOTE_NOT_CLOSED':
      return `quoted field ${field} is never closed (the file ends inside it)`;
    case 'INVALID_OPENING_QUOTE':
      return `field ${field} has a quote but does not start with one (quote the whole field and double the quotes inside it)`;
    case 'CSV_INVALID_CLOSING_QUOTE':
      return `quoted field ${field} goes on after its closing quote (double the quotes inside a quoted field)`;
    case 'CSV_MAX_RECORD_SIZE':
      return `the record is longer than ${MAX_CSV_RECORD_CHARS} characters (is a quote left open?)`;
    default:
      return err.message;
  }
}

/**
 * Streams the data rows of a CSV body (csv-parse's streaming parser: BOM, CRLF, LF or CR per line, quoted commas and
 * newlines).
 * Each row carries the line it STARTS on, the header counting as its line (line 1 unless blank lines precede it):
 * csv-parse only knows the line a record ends on, so lines are counted here from the line breaks inside quoted
 * cells, which is also cheaper than csv-parse's per-record `info` objects. Blank lines are skipped but counted.
 * Ragged rows are reported and skipped. An unreadable file (a malformed or unclosed quote) ends the rows: every
 * record before the broken one is still read, then one body error on the line where the broken record starts
 * (the line after the last record read). Nothing after it is read, since nothing after it can be trusted.
 * `each` gets the rows in order, synchronously; when it returns a promise (a write waiting for the disk or
 * PostgreSQL), the next row waits for it.
 */
export async function readCsv(
  source: Readable,
  columns: readonly CsvColumn[],
  errors: RowErrors,
  each: (record: CsvRecord) => Promise<void> | undefined,
): Promise<void> {
  const reader = new CsvReader({
    bom: true,
    relax_column_count: true,
    skip_empty_lines: false,
    max_record_size: MAX_CSV_RECORD_CHARS,
    record_delimiter: RECORD_DELIMITERS,
  });
  const parser = pipeline(source, reader, () => {});
  let line = 0;
  let positions: number[] | null = null;
  let width = 0;
  try {
    for await (const batch of parser as AsyncIterable<string[][]>) {
      for (const record of batch) {
        const start = line + 1;
        let breaks = 0;
        for (const cell of record) if (cell.length > 0) breaks += countBreaks(cell);
        line = start + breaks;
        if (record.length === 1 && record[0] === '') continue;
        if (!positions) {
          positions = mapHeader(record, columns, start, errors);
          if (!positions) return;
          width = record.length;
          continue;
        }
        if (record.length !== width) {
          errors.add(start, 'row', `the row has ${record.length} field(s); the header has ${width}${decimalCommaHint(record, width, positions, columns)}`);
          continue;
        }
        const values: (string | undefined)[] = new Array(positions.length);
        for (let c = 0; c < positions.length; c++) values[c] = positions[c] === -1 ? undefined : record[positions[c]!];
        // Only a pending write is awaited: awaiting `undefined` would still cost a microtask per row.
        const pending = each({ line: start, values });
        if (pending) await pending;
      }
    }
  } finally {
    parser.destroy();
  }
  if (reader.failure) errors.add(line + 1, 'body', `the CSV cannot be read: ${describeUnreadable(reader.failure)}`);
  else if (!positions) errors.add(BODY_LINE, 'body', 'the CSV has no header row');
}
