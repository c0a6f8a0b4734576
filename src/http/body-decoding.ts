import { isAscii, isUtf8 } from 'node:buffer';
import { MIMEType } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { payloadTooLarge } from './problem.ts';

// How request bodies are decoded (contract §0 headers): the media type's charset and the content coding decide,
// and bytes that are not valid in the declared charset are refused, never replaced by U+FFFD (which once merged
// the SKUs "CAF\xe9X" and "CAF\xe8X" into one and stored "Ren\uFFFDe").

export type Charset = 'utf-8' | 'us-ascii' | 'windows-1252';

/** Charset labels the hub decodes. ISO-8859-1 is read as windows-1252, as the WHATWG Encoding standard (and every browser) does: exports labelled latin-1 are nearly always windows-1252 (€ is 0x80). */
const LABELS: Record<string, Charset> = {
  'utf-8': 'utf-8',
  utf8: 'utf-8',
  'us-ascii': 'us-ascii',
  ascii: 'us-ascii',
  'windows-1252': 'windows-1252',
  cp1252: 'windows-1252',
  'x-cp1252': 'windows-1252',
  'iso-8859-1': 'windows-1252',
  'iso8859-1': 'windows-1252',
  'iso_8859-1': 'windows-1252',
  latin1: 'windows-1252',
  l1: 'windows-1252',
};

/** JSON is UTF-8 (RFC 8259 §8.1; ASCII is its subset). CSV files from ERPs are often windows-1252. */
const DECODED: Record<string, readonly Charset[]> = {
  'application/json': ['utf-8', 'us-ascii'],
  'text/csv': ['utf-8', 'us-ascii', 'windows-1252'],
};

const NAMES: Record<Charset, string> = { 'utf-8': 'UTF-8', 'us-ascii': 'US-ASCII', 'windows-1252': 'windows-1252' };

// The last header parsed and its result: nearly every request sends the same Content-Type, and each is parsed
// twice (media type check, body decoding). Callers only read the MIMEType, never change it.
let lastHeader: string | undefined;
let lastMedia: MIMEType | null = null;

/** A Content-Type header parsed by RFC 9110 / WHATWG rules (`application/json ; x=y` is valid), or null. */
export function parseMediaType(header: string | undefined): MIMEType | null {
  if (!header) return null;
  if (header === lastHeader) return lastMedia;
  let media: MIMEType | null;
  try {
    media = new MIMEType(header);
  } catch {
    media = null;
  }
  lastHeader = header;
  lastMedia = media;
  return media;
}

/** The charset a body of this media type is decoded from (UTF-8 when none is named), or null when the hub does not decode it (415). */
export function charsetOf(media: MIMEType): Charset | null {
  const label = media.params.get('charset');
  if (label === null) return 'utf-8';
  const charset = LABELS[label.trim().toLowerCase()];
  return charset && (DECODED[media.essence] ?? ['utf-8', 'us-ascii']).includes(charset) ? charset : null;
}

/** The body's content coding: gzip is decoded; 'identity' or none is the body as sent; anything else is null (415). */
export function contentCodingOf(header: string | undefined): 'identity' | 'gzip' | null {
  const codings = (header ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter((s) => s !== '' && s !== 'identity');
  if (codings.length === 0) return 'identity';
  return codings.length === 1 && (codings[0] === 'gzip' || codings[0] === 'x-gzip') ? 'gzip' : null;
}

/** A body whose bytes cannot be read: not valid in its charset, or not valid gzip. `line` is where (0: the body as a whole). */
export class UnreadableBody extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/** Line breaks (CRLF, LF and a lone CR once each, as the CSV reader counts them) in `bytes[0, end)`. */
function countBreaks(bytes: Uint8Array, end: number, crBefore: boolean): number {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let n = crBefore && !(end > 0 && b[0] === 10) ? 1 : 0;
  for (let i = b.indexOf(10); i !== -1 && i < end; i = b.indexOf(10, i + 1)) n++;
  for (let i = b.indexOf(13); i !== -1 && i < end - 1; i = b.indexOf(13, i + 1)) if (b[i + 1] !== 10) n++;
  return n;
}

/** Where the invalid sequence that the decoder noticed at byte `i` starts: at its lead byte, when `i` is inside one. */
function sequenceStart(bytes: Uint8Array, i: number): number {
  let j = i;
  while (j > 0 && i - j < 3 && (bytes[j - 1]! & 0xc0) === 0x80) j--;
  const lead = j - 1;
  if (lead < 0 || bytes[lead]! < 0xc0) return i;
  const length = bytes[lead]! >= 0xf0 ? 4 : bytes[lead]! >= 0xe0 ? 3 : 2;
  return lead + length > i ? lead : i;
}

/** The first invalid UTF-8 sequence in `bytes` (the platform's decoder decides validity), or -1. */
function invalidUtf8At(bytes: Uint8Array): number {
  const fails = (k: number) => {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, k), { stream: true });
      return false;
    } catch {
      return true;
    }
  };
  if (!fails(bytes.length)) return -1;
  let lo = 1;
  let hi = bytes.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (fails(mid)) hi = mid;
    else lo = mid + 1;
  }
  return sequenceStart(bytes, lo - 1);
}

/** How many bytes at the end of `bytes` begin a UTF-8 character that is not complete yet (0–3). */
function incompleteTail(bytes: Uint8Array): number {
  for (let k = 1; k <= Math.min(3, bytes.length); k++) {
    const b = bytes[bytes.length - k]!;
    if ((b & 0xc0) === 0x80) continue;
    if (b < 0xc0) return 0;
    return (b >= 0xf0 ? 4 : b >= 0xe0 ? 3 : 2) > k ? k : 0;
  }
  return 0;
}

const firstNonAscii = (bytes: Uint8Array) => bytes.findIndex((b) => b > 0x7f);

/** `lineIsRecord`: the error's line is the text line (CSV); otherwise 0, the body as a whole (JSON items are not lines). */
function undecodable(charset: Charset, textLine: number, offset: number, byte: number | undefined, lineIsRecord: boolean) {
  const what = byte === undefined ? 'ends inside a character' : `has byte 0x${byte.toString(16).toUpperCase().padStart(2, '0')} (byte ${offset + 1} of the body)`;
  const hint = lineIsRecord && charset !== 'windows-1252' ? '; send UTF-8, or name the file’s charset (e.g. text/csv; charset=windows-1252)' : '';
  return new UnreadableBody(lineIsRecord ? textLine : 0, `line ${textLine} ${what}, which is not valid ${NAMES[charset]}${hint}`);
}

/** A whole (ordinary) body as text: gunzipped within `maxSize` decoded bytes (413 past it), then decoded strictly. */
export function decodeWholeBody(raw: Buffer, coding: 'identity' | 'gzip', charset: Charset, maxSize: number): string {
  let bytes = raw;
  if (coding === 'gzip') {
    try {
      bytes = gunzipSync(raw, { maxOutputLength: maxSize });
    } catch (err) {
      if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw payloadTooLarge(maxSize);
      throw new UnreadableBody(0, 'the body is declared gzip (Content-Encoding) but is not valid gzip data');
    }
  }
  if (charset === 'windows-1252') {
    // Through the streaming path: Node 20's one-shot decode() of windows-1252 takes a latin-1 shortcut that turns
    // 0x80–0x9F (€, „, ‘ …) into C1 controls (nodejs/node#56542); the streaming one goes through ICU.
    const decoder = new TextDecoder('windows-1252');
    return decoder.decode(bytes, { stream: true }) + decoder.decode();
  }
  const bad = charset === 'us-ascii' ? (isAscii(bytes) ? -1 : firstNonAscii(bytes)) : -2;
  if (bad === -1) return bytes.toString('latin1');
  try {
    // As the Fetch API's text() does, a leading BOM is dropped.
    if (bad === -2) return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    /* located below */
  }
  const at = bad >= 0 ? bad : Math.max(0, invalidUtf8At(bytes));
  throw undecodable(charset, countBreaks(bytes, at, false) + 1, at, bytes[at], false);
}

/**
 * Checks a streamed body against its charset as it flows and hands on UTF-8 (windows-1252 is transcoded), so the
 * parsers behind it never see an invalid byte. The first invalid one fails the stream with UnreadableBody.
 */
export function charsetStream(charset: Charset, lineIsRecord: boolean): TransformStream<Uint8Array, Uint8Array> {
  let offset = 0;
  let lines = 0;
  let crBefore = false;
  const fail = (chunk: Uint8Array, at: number) =>
    undecodable(charset, lines + countBreaks(chunk, at, crBefore) + 1, offset + at, chunk[at], lineIsRecord);
  const passed = (chunk: Uint8Array) => {
    lines += countBreaks(chunk, chunk.length, crBefore);
    crBefore = chunk.length > 0 ? chunk[chunk.length - 1] === 13 : crBefore;
    offset += chunk.length;
  };
  if (charset === 'windows-1252') {
    const decoder = new TextDecoder('windows-1252');
    const encoder = new TextEncoder();
    return new TransformStream({ transform: (chunk, c) => c.enqueue(encoder.encode(decoder.decode(chunk, { stream: true }))) });
  }
  if (charset === 'us-ascii') {
    return new TransformStream({
      transform(chunk, c) {
        if (!isAscii(chunk)) throw fail(chunk, firstNonAscii(chunk));
        passed(chunk);
        c.enqueue(chunk);
      },
    });
  }
  // UTF-8 is checked with simdutf (buffer.isUtf8), allocating nothing; a character split across chunks waits in
  // `pending` for the rest of it.
  let pending = new Uint8Array(0);
  return new TransformStream({
    transform(chunk, c) {
      let data = chunk;
      if (pending.length > 0) {
        data = new Uint8Array(pending.length + chunk.length);
        data.set(pending);
        data.set(chunk, pending.length);
      }
      const complete = data.length - incompleteTail(data);
      if (!isUtf8(data.subarray(0, complete))) {
        const at = invalidUtf8At(data.subarray(0, complete));
        // Bytes held from the previous chunk are never line breaks, so counting from `data` gives the right line.
        throw undecodable(charset, lines + countBreaks(data, at, crBefore) + 1, offset - pending.length + at, data[at], lineIsRecord);
      }
      pending = new Uint8Array(data.subarray(complete)); // a copy: the chunk's memory may be reused
      passed(chunk);
      c.enqueue(chunk);
    },
    flush() {
      if (pending.length > 0) throw undecodable(charset, lines + 1, offset, undefined, lineIsRecord);
    },
  });
}
