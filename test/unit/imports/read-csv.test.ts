import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { MAX_CSV_RECORD_CHARS, readCsv, type CsvColumn, type CsvRecord } from '../../../src/services/imports/read-csv.ts';
import { RowErrors } from '../../../src/services/imports/row-errors.ts';

const columns: CsvColumn[] = [{ name: 'sku', required: true }, { name: 'quantity', aliases: ['qty'] }, { name: 'price', required: true }];

/** Reads a CSV given as one string or as chunks (split anywhere, even inside a quoted field or a CRLF). */
async function read(input: string | string[], cols = columns) {
  const errors = new RowErrors();
  const rows: CsvRecord[] = [];
  const chunks = (typeof input === 'string' ? [input] : input).map((c) => Buffer.from(c));
  await readCsv(Readable.from(chunks), cols, errors, (r) => void rows.push(r));
  return { rows, errors: errors.items };
}

describe('readCsv', () => {
  it('maps header columns by name or alias, in any order and case, ignoring extra columns', async () => {
    const { rows, errors } = await read('Price,EXTRA, QTY ,sku\n1.5,x,2,A\n');
    expect(errors).toEqual([]);
    expect(rows).toEqual([{ line: 2, values: ['A', '2', '1.5'] }]);
  });

  it('leaves absent optional columns undefined', async () => {
    expect((await read('sku,price\nA,1\n')).rows).toEqual([{ line: 2, values: ['A', undefined, '1'] }]);
  });

  it('numbers each record by the line it starts on: BOM, CRLF, quoted line breaks, blank lines', async () => {
    const text = '\uFEFF\r\nsku,qty,price\r\n"A\r\nB",1,1\r\n\r\n"C",2,"3,5"\r\nD,3,"x\ny\nz"\r\nE,4,4';
    const { rows, errors } = await read(text);
    expect(errors).toEqual([]);
    expect(rows.map((r) => [r.line, r.values[0]])).toEqual([
      [3, 'A\r\nB'],
      [6, 'C'],
      [7, 'D'],
      [10, 'E'],
    ]);
  });

  it('gives the same lines when the body arrives in small chunks', async () => {
    const text = 'sku,qty,price\r\n"A\r\nB",1,1\r\n\r\nC,2,"3,5"\r\n';
    const chunks = text.match(/[\s\S]{1,3}/g)!;
    expect((await read(chunks)).rows.map((r) => r.line)).toEqual([2, 5]);
  });

  it('a missing required column: one error per column on the header line, and no rows', async () => {
    const { rows, errors } = await read('\nqty,cost\n1,2\n');
    expect(rows).toEqual([]);
    expect(errors).toEqual([
      { line: 2, field: 'sku', message: 'the header has no "sku" column (the header read was "qty,cost")' },
      { line: 2, field: 'price', message: 'the header has no "price" column (the header read was "qty,cost")' },
    ]);
  });

  it('a column named twice (also through an alias) is an error on the header line', async () => {
    expect((await read('sku,qty,quantity,price\n')).errors).toEqual([{ line: 1, field: 'quantity', message: 'column "quantity" appears twice in the header' }]);
  });

  it('ragged rows are reported and skipped; the other rows still come', async () => {
    const { rows, errors } = await read('sku,qty,price\nA,1\nB,1,1\nC,1,1,1\n');
    expect(rows.map((r) => r.values[0])).toEqual(['B']);
    expect(errors).toEqual([
      { line: 2, field: 'row', message: 'the row has 2 field(s); the header has 3' },
      { line: 4, field: 'row', message: 'the row has 4 field(s); the header has 3' },
    ]);
  });

  it('an unclosed quote ends the rows with one body error', async () => {
    const { errors } = await read('sku,qty,price\nA,1,1\n"B,1,1\nC,1,1\n');
    expect(errors).toEqual([{ line: expect.any(Number), field: 'body', message: expect.stringMatching(/^the CSV cannot be read: /) }]);
  });

  it('an unreadable record: every row before it still comes, then the body error; nothing after it', async () => {
    const text = 'sku,qty,price\nA,1,x\nB,1,1\nC",1,1\nD,1,y\n';
    for (const input of [text, text.match(/[\s\S]{1,5}/g)!]) {
      const { rows, errors } = await read(input);
      expect(rows).toEqual([
        { line: 2, values: ['A', '1', 'x'] },
        { line: 3, values: ['B', '1', '1'] },
      ]);
      expect(errors).toEqual([{ line: 4, field: 'body', message: 'the CSV cannot be read: field 1 has a quote but does not start with one (quote the whole field and double the quotes inside it)' }]);
    }
  });

  it('a quote left open over a long body stops at the record size limit, not at the end of the body', async () => {
    // 4 MiB after the open quote, streamed in 64 KiB chunks: the parser must give up long before holding it all.
    const tail = `${'x'.repeat(1023)}\n`.repeat(4096);
    const chunks = ['sku,qty,price\nA,1,1\n"B,1,', ...tail.match(/[\s\S]{1,65536}/g)!];
    const { rows, errors } = await read(chunks);
    expect(rows.map((r) => r.line)).toEqual([2]);
    expect(errors).toEqual([{ line: 3, field: 'body', message: `the CSV cannot be read: the record is longer than ${MAX_CSV_RECORD_CHARS} characters (is a quote left open?)` }]);
  });

  it('rows before an unreadable record are still checked: ragged ones are reported', async () => {
    const { rows, errors } = await read('sku,qty,price\nA,1\nB,1,1\n"C,1,1\n');
    expect(rows.map((r) => r.line)).toEqual([3]);
    expect(errors.map((e) => [e.line, e.field])).toEqual([[2, 'row'], [4, 'body']]);
  });

  it.each([
    {
      kind: 'a quote never closed (the parser stops at the end of the file, line 8)',
      text: 'sku,qty,price\nA,1,1\n"B,1,1\nC,1,1\nD,1,1\nE,1,1\nF,1,1\nG,1,1\n',
      line: 3,
      message: 'quoted field 1 is never closed (the file ends inside it)',
    },
    {
      kind: 'a quote never closed in a later field, after blank lines and CRLF',
      text: '\r\nsku,qty,price\r\n\r\nA,1,"1\r\nB,1,1\r\n',
      line: 4,
      message: 'quoted field 3 is never closed (the file ends inside it)',
    },
    {
      kind: 'an opening quote inside a field, on the second line of a record',
      text: 'sku,qty,price\n"A\nB",1,1\n"C\nD",x"y,1\nE,1,1\n',
      line: 4,
      message: 'field 2 has a quote but does not start with one (quote the whole field and double the quotes inside it)',
    },
    {
      kind: 'text after a closing quote, on the second line of a record',
      text: 'sku,qty,price\nA,1,1\n"B\nC"x,1,1\nD,1,1\n',
      line: 3,
      message: 'quoted field 1 goes on after its closing quote (double the quotes inside a quoted field)',
    },
    {
      kind: 'a broken header',
      text: '"sku,qty,price\nA,1,1\n',
      line: 1,
      message: 'quoted field 1 is never closed (the file ends inside it)',
    },
  ])('the body error is on the line where the broken record starts: $kind', async ({ text, line, message }) => {
    for (const input of [text, text.match(/[\s\S]{1,3}/g)!]) {
      const { errors } = await read(input);
      expect(errors).toEqual([{ line, field: 'body', message: `the CSV cannot be read: ${message}` }]);
    }
  });

  it('no header at all (only blank lines) is a body error on line 0; a header alone gives no rows and no error', async () => {
    expect((await read('\r\n\r\n')).errors).toEqual([{ line: 0, field: 'body', message: 'the CSV has no header row' }]);
    expect(await read('sku,price\r\n')).toEqual({ rows: [], errors: [] });
  });

  it('takes CRLF, LF and a lone CR per line, and never leaves a CR in a cell', async () => {
    const cases = [
      'sku,price\nCRSKU,5\r\nB,6\n', // LF header, CRLF row: the CR once stayed in the SKU ("CRSKU\r")
      'sku,price\r\nCRSKU,5\nB,6\r\n', // CRLF header, LF rows: once one long ragged record
      'sku,price\rCRSKU,5\rB,6\r', // old Mac line ends
      'sku,price\r\nCRSKU,5\rB,6', // mixed, no final line break
    ];
    for (const text of cases) {
      for (const input of [text, text.match(/[\s\S]{1,2}/g)!]) {
        const { rows, errors } = await read(input);
        expect(errors).toEqual([]);
        expect(rows).toEqual([
          { line: 2, values: ['CRSKU', undefined, '5'] },
          { line: 3, values: ['B', undefined, '6'] },
        ]);
      }
    }
  });

  it('counts a lone CR inside a quoted cell as a line break, like one between records', async () => {
    const { rows, errors } = await read('sku,price\r"A\rB",1\rC,2\r\n\nD,3\n');
    expect(errors).toEqual([]);
    expect(rows.map((r) => [r.line, r.values[0]])).toEqual([
      [2, 'A\rB'],
      [4, 'C'],
      [6, 'D'],
    ]);
  });
});
