import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { readCsv, type CsvColumn } from '../../../src/services/imports/read-csv.ts';
import { RowErrors } from '../../../src/services/imports/row-errors.ts';

const columns: CsvColumn[] = [{ name: 'sku', required: true }, { name: 'quantity', aliases: ['qty'] }, { name: 'price', required: true }];

/** Reads a CSV given as one string or as chunks (split anywhere, even inside a quoted field or a CRLF). */
async function read(input: string | string[], cols = columns) {
  const errors = new RowErrors();
  const rows = [];
  const chunks = (typeof input === 'string' ? [input] : input).map((c) => Buffer.from(c));
  for await (const r of readCsv(Readable.from(chunks), cols, errors)) rows.push(r);
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
      { line: 2, field: 'sku', message: 'the header has no "sku" column' },
      { line: 2, field: 'price', message: 'the header has no "price" column' },
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

  it('no header at all (only blank lines) is a body error on line 0; a header alone gives no rows and no error', async () => {
    expect((await read('\r\n\r\n')).errors).toEqual([{ line: 0, field: 'body', message: 'the CSV has no header row' }]);
    expect(await read('sku,price\r\n')).toEqual({ rows: [], errors: [] });
  });
});
