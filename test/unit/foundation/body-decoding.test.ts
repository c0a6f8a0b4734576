import { describe, expect, it } from 'vitest';
import { charsetOf, charsetStream, contentCodingOf, decodeWholeBody, parseMediaType, UnreadableBody, type Charset } from '../../../src/http/body-decoding.ts';

// Request body decoding: charsets by media type, content codings, and the strict decoders that name the line of
// the first invalid byte, also when a character or a CRLF is split across the chunks of a streamed body.

async function stream(chunks: number[][], charset: Charset, lineIsRecord = true): Promise<string> {
  const source = new ReadableStream<Uint8Array>({
    start(c) {
      for (const chunk of chunks) c.enqueue(new Uint8Array(chunk));
      c.close();
    },
  });
  const out: Uint8Array[] = [];
  for await (const chunk of source.pipeThrough(charsetStream(charset, lineIsRecord)) as unknown as AsyncIterable<Uint8Array>) out.push(chunk);
  return Buffer.concat(out).toString('utf8');
}

const bytes = (s: string, encoding: BufferEncoding = 'utf8') => [...Buffer.from(s, encoding)];
/** Every way of cutting `all` in two. */
const splits = (all: number[]) => Array.from({ length: all.length + 1 }, (_, i) => [all.slice(0, i), all.slice(i)]);

describe('media types, charsets and codings', () => {
  it('parses RFC 9110 media types and knows which charsets each type is decoded from', () => {
    expect(parseMediaType('application/json ; x=y')?.essence).toBe('application/json');
    expect(parseMediaType('nonsense')).toBeNull();
    const of = (h: string) => charsetOf(parseMediaType(h)!);
    expect([of('application/json'), of('application/json;charset=UTF-8'), of('application/json; charset=us-ascii')]).toEqual(['utf-8', 'utf-8', 'us-ascii']);
    expect([of('text/csv; charset=windows-1252'), of('text/csv; charset="iso-8859-1"'), of('text/csv; charset=latin1')]).toEqual(Array(3).fill('windows-1252'));
    expect([of('application/json; charset=windows-1252'), of('text/csv; charset=utf-16'), of('text/csv; charset=koi8-r')]).toEqual([null, null, null]);
  });

  it('decodes gzip (x-gzip, identity alongside) and nothing else', () => {
    expect([undefined, '', 'identity', 'GZIP', 'x-gzip', 'identity, gzip'].map(contentCodingOf)).toEqual(['identity', 'identity', 'identity', 'gzip', 'gzip', 'gzip']);
    expect(['br', 'deflate', 'gzip, br', 'gzip, gzip'].map(contentCodingOf)).toEqual([null, null, null, null]);
  });
});

describe('decodeWholeBody', () => {
  it('decodes strictly: UTF-8 (BOM dropped), US-ASCII, windows-1252', () => {
    expect(decodeWholeBody(Buffer.from('\uFEFF{"a":"é✓"}'), 'identity', 'utf-8', 100)).toBe('{"a":"é✓"}');
    expect(decodeWholeBody(Buffer.from([0x43, 0x80, 0xe9, 0x84]), 'identity', 'windows-1252', 100)).toBe('C€é„');
    expect(() => decodeWholeBody(Buffer.from('a\r\nb\rc\n\xff', 'latin1'), 'identity', 'us-ascii', 100)).toThrow(
      new UnreadableBody(0, 'line 4 has byte 0xFF (byte 8 of the body), which is not valid US-ASCII'),
    );
  });

  it.each([
    ['a lone continuation byte', [0x41, 0x0a, 0xc3, 0xa9, 0x80], 'line 2 has byte 0x80 (byte 5'],
    ['a lead byte followed by ASCII', [0x41, 0xe9, 0x58], 'line 1 has byte 0xE9 (byte 2'],
    ['an overlong encoding', [0x0a, 0x0a, 0xc0, 0xaf], 'line 3 has byte 0xC0 (byte 3'],
    ['a surrogate', [0xed, 0xa0, 0x80], 'line 1 has byte 0xED (byte 1'],
  ])('names the line and byte of the first invalid UTF-8 sequence: %s', (_, input, message) => {
    expect(() => decodeWholeBody(Buffer.from(input), 'identity', 'utf-8', 100)).toThrow(message);
  });
});

describe('charsetStream', () => {
  it('passes UTF-8 through unchanged however a character is split', async () => {
    for (const [a, b] of splits(bytes('x,é✓😀\r\n'))) expect(await stream([a!, b!], 'utf-8')).toBe('x,é✓😀\r\n');
  });

  it('transcodes windows-1252 to UTF-8', async () => {
    expect(await stream([bytes('CAF\xe9', 'latin1'), [0x80, 0x84, 0x0a]], 'windows-1252')).toBe('CAFé€„\n');
  });

  it('counts lines across chunks (a CRLF split in two is one break) and names the invalid byte’s line', async () => {
    const all = [...bytes('h\r\n1\r2\n\r\nok '), 0xe9, 0x58, ...bytes('\n')];
    for (const [a, b] of splits(all)) {
      await expect(stream([a!, b!], 'utf-8')).rejects.toThrow(/^line 5 has byte 0xE9 \(byte 13 of the body\)/);
    }
  });

  it('a body ending inside a character fails at its end; JSON (lineIsRecord false) reports line 0', async () => {
    const err = await stream([bytes('[\n"a'), [0xe2, 0x82]], 'utf-8', false).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UnreadableBody);
    expect(err).toMatchObject({ line: 0, message: 'line 2 ends inside a character, which is not valid UTF-8' });
  });
});
