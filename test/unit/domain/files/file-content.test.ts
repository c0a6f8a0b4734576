import { describe, expect, it } from 'vitest';
import {
  centralDirectoryNames,
  findCentralDirectory,
  HEAD_BYTES,
  headProblem,
  ooxmlProblem,
  sniff,
  Utf8TextCheck,
} from '../../../../src/domain/files/file-content.ts';
import { samples, zip } from '../../../helpers/file-fixtures.ts';

const head = (b: Buffer) => b.subarray(0, HEAD_BYTES);

/** The entry names of a whole zip, as the worker reads them (tail, then directory). */
function namesOf(file: Buffer): string[] | string {
  const dir = findCentralDirectory(file, 0);
  if (typeof dir === 'string') return dir;
  return centralDirectoryNames(file.subarray(dir.offset, dir.offset + dir.size), dir.entries);
}

describe('sniff: magic numbers', () => {
  it.each([
    ['pdf', samples.pdf],
    ['png', samples.png],
    ['jpeg', samples.jpeg],
    ['gif', samples.gif],
    ['webp', samples.webp],
    ['zip', samples.xlsx],
    ['zip', samples.docx],
  ] as const)('recognises %s', (kind, bytes) => expect(sniff(head(bytes))).toBe(kind));

  it('recognises nothing in text, in a RIFF that is not WebP (WAV), or in a truncated signature', () => {
    expect(sniff(head(samples.csv))).toBeNull();
    expect(sniff(Buffer.from('RIFF\x24\0\0\0WAVEfmt ', 'latin1'))).toBeNull();
    expect(sniff(Buffer.from([0x89, 0x50, 0x4e]))).toBeNull();
    expect(sniff(Buffer.from('GIF88a', 'latin1'))).toBeNull();
  });
});

describe('headProblem', () => {
  it('accepts each kind with its own bytes', () => {
    for (const [kind, bytes] of [['pdf', samples.pdf], ['png', samples.png], ['jpeg', samples.jpeg], ['gif', samples.gif], ['webp', samples.webp], ['xlsx', samples.xlsx], ['docx', samples.docx]] as const)
      expect(headProblem(kind, kind, head(bytes), bytes.length), kind).toBeNull();
  });

  it('names what a .pdf holding PNG bytes really is', () => {
    expect(headProblem('pdf', 'pdf', head(samples.png), samples.png.length)).toBe('the content is PNG data, not PDF as its extension .pdf says');
  });

  it('says so when the bytes are no allowed format at all, and when the file is empty', () => {
    expect(headProblem('jpeg', 'jpg', head(samples.csv), samples.csv.length)).toBe('the content is not recognisable as any allowed format, not JPEG as its extension .jpg says');
    expect(headProblem('png', 'png', Buffer.alloc(0), 0)).toBe('the file is empty');
  });
});

describe('OOXML containers', () => {
  it('tells an XLSX from a DOCX by their parts', () => {
    expect(ooxmlProblem('xlsx', namesOf(samples.xlsx) as string[])).toBeNull();
    expect(ooxmlProblem('docx', namesOf(samples.docx) as string[])).toBeNull();
    expect(ooxmlProblem('xlsx', namesOf(samples.docx) as string[])).toBe('the content is a DOCX document, not XLSX as its extension .xlsx says');
    expect(ooxmlProblem('docx', namesOf(samples.xlsx) as string[])).toBe('the content is an XLSX workbook, not DOCX as its extension .docx says');
  });

  it('refuses a plain zip and one with xl/ but no [Content_Types].xml', () => {
    expect(ooxmlProblem('xlsx', namesOf(zip({ 'readme.txt': 'hi' })) as string[])).toMatch(/zip archive but not an Office Open XML file/);
    expect(ooxmlProblem('xlsx', namesOf(zip({ 'xl/workbook.xml': '<w/>' })) as string[])).toMatch(/not an Office Open XML file/);
  });

  it('finds the directory behind an archive comment, and ignores a signature inside the comment', () => {
    const withComment = zip({ '[Content_Types].xml': 'x', 'word/document.xml': 'y' }, 'PK\x05\x06 looks like a record');
    expect(namesOf(withComment)).toEqual(['[Content_Types].xml', 'word/document.xml']);
  });

  it('reports a truncated or damaged archive instead of reading past its end', () => {
    expect(namesOf(samples.xlsx.subarray(0, samples.xlsx.length - 10))).toMatch(/damaged or truncated/);
    const lying = Buffer.from(samples.docx);
    lying.writeUInt32LE(0xfffff, lying.length - 6); // directory offset past the end
    expect(namesOf(lying)).toMatch(/points past its end/);
    const badEntry = Buffer.from(samples.docx);
    const dir = findCentralDirectory(badEntry, 0) as { offset: number };
    badEntry.writeUInt32LE(0, dir.offset); // the first entry's signature
    expect(namesOf(badEntry)).toMatch(/bad central directory entry/);
  });

  it('works on a tail taken from the middle of the file, as the worker reads it', () => {
    const file = Buffer.concat([Buffer.alloc(100_000, 1), samples.xlsx]);
    // Not a usable zip (the offsets are relative to its start), but the search must account for tailStart.
    const tailStart = file.length - 1000;
    const dir = findCentralDirectory(file.subarray(tailStart), tailStart);
    expect(typeof dir === 'string' ? dir : 'found').toBe('found');
  });
});

describe('Utf8TextCheck (CSV)', () => {
  const check = (...chunks: Buffer[]) => {
    const c = new Utf8TextCheck();
    for (const chunk of chunks) {
      const problem = c.push(chunk);
      if (problem) return problem;
    }
    return c.end();
  };

  it('accepts UTF-8 text, also with a character split across chunks', () => {
    expect(check(samples.csv)).toBeNull();
    const text = Buffer.from('a,b\nü,€\n');
    expect(check(text.subarray(0, 5), text.subarray(5))).toBeNull();
  });

  it('refuses NUL bytes, invalid UTF-8 (Latin-1), a cut-off character, and an empty file', () => {
    expect(check(Buffer.from('a,b\n1,\0\n'))).toBe('the content holds a NUL byte at offset 6: it is binary data, not CSV text');
    expect(check(Buffer.from('sku\n'), Buffer.from('Gr\xf6\xdfe\n', 'latin1'))).toMatch(/not valid UTF-8 text \(an invalid byte sequence near offset 4\)/);
    expect(check(Buffer.from('a,€').subarray(0, 4))).toMatch(/ends inside a character/);
    expect(check()).toBe('the file is empty');
    expect(check(samples.png)).toMatch(/NUL byte|not valid UTF-8/);
  });
});
