import { pipeline, type Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import { BODY_LINE, type RowErrors } from './row-errors.ts';

export type CsvColumn = {
  /** Canonical (lower-case) header name. */
  name: string;
  aliases?: readonly string[];
  /** A missing required column is one error on the header line and no rows are read. */
  required?: boolean;
};

/** One data row: `values[i]` is the cell of `columns[i]`, undefined when the file has no such column. */
export type CsvRecord = { line: number; values: (string | undefined)[] };

const countBreaks = (cell: string) => {
  let n = 0;
  for (let i = cell.indexOf('\n'); i !== -1; i = cell.indexOf('\n', i + 1)) n++;
  return n;
};

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
    if (c.required && positions[i] === -1) errors.add(line, c.name, `the header has no "${c.name}" column`);
  });
  return errors.any ? null : positions;
}

/**
 * Streams the data rows of a CSV body (csv-parse's streaming parser: BOM, CRLF, quoted commas and newlines).
 * Each row carries the line it STARTS on, the header counting as its line (line 1 unless blank lines precede it):
 * csv-parse only knows the line a record ends on, so lines are counted here from the line breaks inside quoted
 * cells, which is also cheaper than csv-parse's per-record `info` objects. Blank lines are skipped but counted.
 * Ragged rows are reported and skipped; an unreadable file (an unclosed quote) is reported and ends the rows.
 */
export async function* readCsv(source: Readable, columns: readonly CsvColumn[], errors: RowErrors): AsyncGenerator<CsvRecord> {
  const parser = pipeline(source, parse({ bom: true, relax_column_count: true, skip_empty_lines: false }), () => {});
  let line = 0;
  let positions: number[] | null = null;
  let width = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
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
        errors.add(start, 'row', `the row has ${record.length} field(s); the header has ${width}`);
        continue;
      }
      yield { line: start, values: positions.map((p) => (p === -1 ? undefined : record[p])) };
    }
  } catch (err) {
    if (!(err instanceof CsvError)) throw err;
    const at = (err as CsvError & { lines?: number }).lines ?? line + 1;
    errors.add(at, 'body', `the CSV cannot be read: ${err.message}`);
    return;
  } finally {
    parser.destroy();
  }
  if (!positions) errors.add(BODY_LINE, 'body', 'the CSV has no header row');
}
