import type { FileKind } from './file-path.ts';

// Whether a file's bytes are what its extension says, from magic numbers (and, for the OOXML formats, the zip's
// central directory). Pure: the caller reads the bytes (the head, the zip's tail and directory, or the whole CSV
// as a stream) and these functions judge them. A problem is returned as a reason a person can act on.

/** How many leading bytes `sniff` needs. */
export const HEAD_BYTES = 16;

export type Sniffed = 'pdf' | 'png' | 'jpeg' | 'gif' | 'webp' | 'zip';

const NAMES: Record<Sniffed | FileKind, string> = {
  pdf: 'PDF', png: 'PNG', jpeg: 'JPEG', gif: 'GIF', webp: 'WebP', zip: 'zip', xlsx: 'XLSX', docx: 'DOCX', csv: 'CSV',
};

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0) =>
  head.length >= at + bytes.length && bytes.every((b, i) => head[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

const SIGNATURES: [Sniffed, (head: Uint8Array) => boolean][] = [
  ['pdf', (h) => startsWith(h, ascii('%PDF-'))],
  ['png', (h) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ['jpeg', (h) => startsWith(h, [0xff, 0xd8, 0xff])],
  ['gif', (h) => startsWith(h, ascii('GIF87a')) || startsWith(h, ascii('GIF89a'))],
  ['webp', (h) => startsWith(h, ascii('RIFF')) && startsWith(h, ascii('WEBP'), 8)],
  ['zip', (h) => startsWith(h, [0x50, 0x4b, 0x03, 0x04])],
];

/** The kind of binary content the first HEAD_BYTES bytes announce, or null. */
export function sniff(head: Uint8Array): Sniffed | null {
  return SIGNATURES.find(([, test]) => test(head))?.[0] ?? null;
}

/** What a binary kind's head must announce: the OOXML formats are zip containers. */
const expectedHead = (kind: Exclude<FileKind, 'csv'>): Sniffed => (kind === 'xlsx' || kind === 'docx' ? 'zip' : kind);

/** Null when the head fits the kind (for xlsx/docx the zip directory is checked next), else the reason. */
export function headProblem(kind: Exclude<FileKind, 'csv'>, extension: string, head: Uint8Array, size: number): string | null {
  if (size === 0) return 'the file is empty';
  const found = sniff(head);
  if (found === expectedHead(kind)) return null;
  const what = found ? `${NAMES[found]} data` : 'not recognisable as any allowed format';
  return `the content is ${what}, not ${NAMES[kind]} as its extension .${extension} says`;
}

// ---------------------------------------------------------------- zip (OOXML)

/** How many bytes from the end of a zip hold its end-of-central-directory record, comment included. */
export const ZIP_TAIL_BYTES = 22 + 0xffff;

export type CentralDirectory = { entries: number; offset: number; size: number };

/**
 * Finds the end-of-central-directory record in the file's last bytes (`tail`, which starts at byte `tailStart`),
 * and says where the central directory is. A string is the reason the zip is unusable.
 */
export function findCentralDirectory(tail: Uint8Array, tailStart: number): CentralDirectory | string {
  const view = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
  for (let at = tail.length - 22; at >= 0; at--) {
    if (view.getUint32(at, true) !== 0x06054b50) continue;
    const commentLength = view.getUint16(at + 20, true);
    if (at + 22 + commentLength !== tail.length) continue; // a signature inside the comment, not the record
    const entries = view.getUint16(at + 10, true);
    const size = view.getUint32(at + 12, true);
    const offset = view.getUint32(at + 16, true);
    if (entries === 0xffff || size === 0xffffffff || offset === 0xffffffff) return 'the zip container uses ZIP64, which office files of this size never need';
    if (offset + size > tailStart + at) return 'the zip container is damaged (its directory points past its end)';
    return { entries, offset, size };
  }
  return 'the zip container is damaged or truncated (no end of central directory)';
}

/** The entry names of a central directory's bytes, or the reason it cannot be read. */
export function centralDirectoryNames(dir: Uint8Array, entries: number): string[] | string {
  const view = new DataView(dir.buffer, dir.byteOffset, dir.byteLength);
  const decoder = new TextDecoder('utf-8');
  const names: string[] = [];
  let at = 0;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > dir.length || view.getUint32(at, true) !== 0x02014b50) return 'the zip container is damaged (bad central directory entry)';
    const nameLength = view.getUint16(at + 28, true);
    const next = at + 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    if (next > dir.length) return 'the zip container is damaged (bad central directory entry)';
    names.push(decoder.decode(dir.subarray(at + 46, at + 46 + nameLength)));
    at = next;
  }
  return names;
}

/** Null when the zip's entries make it an Office Open XML file of this kind, else the reason. */
export function ooxmlProblem(kind: 'xlsx' | 'docx', names: readonly string[]): string | null {
  if (!names.includes('[Content_Types].xml')) return `the content is a zip archive but not an Office Open XML file, not ${NAMES[kind]}`;
  const has = (folder: string) => names.some((n) => n.startsWith(folder));
  const isXlsx = has('xl/');
  const isDocx = has('word/');
  if (kind === 'xlsx' ? isXlsx : isDocx) return null;
  const other = isXlsx ? 'an XLSX workbook' : isDocx ? 'a DOCX document' : 'another Office Open XML file';
  return `the content is ${other}, not ${NAMES[kind]} as its extension .${kind} says`;
}

// ---------------------------------------------------------------- CSV

/**
 * CSV must be UTF-8 text without NUL bytes. Fed chunk by chunk (the file is never held whole); `push` and `end`
 * return the first problem found, with its byte offset, or null.
 */
export class Utf8TextCheck {
  private readonly decoder = new TextDecoder('utf-8', { fatal: true });
  private offset = 0;

  push(chunk: Uint8Array): string | null {
    const nul = chunk.indexOf(0);
    if (nul !== -1) return `the content holds a NUL byte at offset ${this.offset + nul}: it is binary data, not CSV text`;
    try {
      this.decoder.decode(chunk, { stream: true });
    } catch {
      return `the content is not valid UTF-8 text (an invalid byte sequence near offset ${this.offset}); save the CSV as UTF-8`;
    }
    this.offset += chunk.length;
    return null;
  }

  end(): string | null {
    if (this.offset === 0) return 'the file is empty';
    try {
      this.decoder.decode();
    } catch {
      return 'the content is not valid UTF-8 text (it ends inside a character); save the CSV as UTF-8';
    }
    return null;
  }
}
