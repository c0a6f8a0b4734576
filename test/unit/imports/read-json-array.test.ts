import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { JsonNumber } from '../../../src/domain/json-number.ts';
import { readJsonArray } from '../../../src/services/imports/read-json-array.ts';
import { isBodyError, openBody } from '../../../src/services/imports/request-body.ts';
import { RowErrors } from '../../../src/services/imports/row-errors.ts';

async function read(text: string) {
  const errors = new RowErrors();
  const items = [];
  const chunks = (text.match(/[\s\S]{1,5}/g) ?? []).map((c) => Buffer.from(c));
  for await (const item of readJsonArray(Readable.from(chunks), errors)) items.push(item);
  return { items, errors: errors.items };
}

/** A web body stream that yields `parts` one per read; an Error part fails that read. */
const webStream = (parts: (string | Error)[]) => {
  let i = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      const p = parts[i++];
      if (p === undefined) controller.close();
      else if (p instanceof Error) controller.error(p);
      else controller.enqueue(new TextEncoder().encode(p));
    },
  });
};

describe('readJsonArray', () => {
  it('streams the items with their 1-based index as line; numbers keep their source text', async () => {
    const { items, errors } = await read(' [ {"sku":"A"}, 2, [3.10], null, "1.0000000000000001", 1.0000000000000001 ] ');
    expect(errors).toEqual([]);
    expect(items).toStrictEqual([
      { line: 1, value: { sku: 'A' } },
      { line: 2, value: new JsonNumber('2') },
      { line: 3, value: [new JsonNumber('3.10')] },
      { line: 4, value: null },
      { line: 5, value: '1.0000000000000001' },
      { line: 6, value: new JsonNumber('1.0000000000000001') },
    ]);
  });

  it('an empty array gives nothing', async () => {
    expect(await read('[]')).toEqual({ items: [], errors: [] });
  });

  it('a body that is not an array: one error on line 0', async () => {
    for (const text of ['{"sku":"A"}', '"x"', '12']) {
      expect((await read(text)).errors, text).toEqual([{ line: 0, field: 'body', message: 'the body must be a JSON array' }]);
    }
  });

  it('malformed JSON or text after the array: one error on line 0', async () => {
    for (const text of ['[{"a":1},{"b":2},{"c":', '[1,2] x', '[1,,2]']) {
      expect((await read(text)).errors, text).toEqual([{ line: 0, field: 'body', message: expect.stringMatching(/^the body is not valid JSON: /) }]);
    }
  });
});

describe('openBody', () => {
  it('null for a missing or empty body', async () => {
    expect(await openBody(null)).toBeNull();
    expect(await openBody(webStream([]))).toBeNull();
    expect(await openBody(webStream(['']))).toBeNull();
  });

  it('an error of the body stream reaches the reader unchanged, not as a JSON problem', async () => {
    const boom = new Error('too large');
    const source = await openBody(webStream(['[{"a":1},', boom]));
    const errors = new RowErrors();
    const seen: unknown[] = [];
    await expect(
      (async () => {
        for await (const item of readJsonArray(source!, errors)) seen.push(item);
      })(),
    ).rejects.toBe(boom);
    expect(isBodyError(boom)).toBe(true);
    expect(errors.items).toEqual([]);
  });
});

describe('readJsonArray keys', () => {
  it('a "__proto__" key is an own property, as JSON.parse makes it, never the prototype', async () => {
    const { items } = await read('[{"__proto__":{"polluted":1},"sku":"A"}]');
    const value = items[0]!.value as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(['__proto__', 'sku']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('readJsonArray and the event loop', () => {
  it('a body already buffered whole is not parsed in one go: timers and I/O get turns while it is read', async () => {
    // 8 MiB in one item (skipped: past 1 MiB), all of it available at once, as a fast socket leaves it buffered.
    const entries = '{"quantity":1,"price":1},'.repeat(8 * 40_000);
    const body = Buffer.from(`[{"sku":"BIG","pricing":[${entries}{"quantity":1,"price":1}]}]`);
    const chunks = Array.from({ length: Math.ceil(body.length / 65536) }, (_, i) => body.subarray(i * 65536, (i + 1) * 65536));
    let turns = 0;
    let counting = true;
    const count = () => {
      if (!counting) return;
      turns++;
      setImmediate(count);
    };
    setImmediate(count);
    const errors = new RowErrors();
    for await (const item of readJsonArray(Readable.from(chunks), errors)) void item;
    counting = false;
    expect(errors.items.map((e) => e.field)).toEqual(['item']);
    // Without pauses the whole body is read in microtasks and no immediate runs until it is done.
    expect(turns).toBeGreaterThan(3);
  });
});
