import { JsonNumber } from '../../domain/json-number.ts';

// Builds the items of a top-level JSON array from stream-json's tokens, within bounds: stream-json's own
// Assembler builds an item whole, however large (one item of 2.7 M price entries held the event loop for 3 s
// and took 425 MB), and its tokenizer packs a string whole before handing it on.

/**
 * The most one item may hold, counted as the characters of its keys, strings and numbers plus one per bracket,
 * quote pair and literal (so never more than its JSON text). The ordinary body limit: a SKU's prices are a few
 * hundred bytes, and an item this size still builds in milliseconds.
 */
export const MAX_JSON_ITEM_SIZE = 1024 * 1024;

/** How deep arrays and objects may nest inside one item (a price item needs 3). */
export const MAX_JSON_DEPTH = 32;

export type AssembledItem = { line: number; value: unknown } | { line: number; tooLarge: true } | { line: number; loneSurrogate: true };

// A `\ud800` escape alone is valid JSON but no character: stored, it would become U+FFFD, which the client never sent.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** An item nested past MAX_JSON_DEPTH: the tokenizer would keep a frame per level, so reading stops there. */
export class ItemTooDeep extends Error {
  constructor(readonly line: number) {
    super(`item ${line} nests deeper than ${MAX_JSON_DEPTH} levels`);
  }
}

export type Token = { name: string; value?: unknown };
type Container = unknown[] | Record<string, unknown>;

// stream-chain's "nothing" marker, which stream-json's tokenizer returns and takes as end of input (a registered
// symbol, so no import of stream-json's own dependency).
export const NONE = Symbol.for('object-stream.none');

/** Takes stream-json's tokens one at a time; returns an item when one is complete, else NONE. */
export function assembleItems(): (token: Token) => AssembledItem | typeof NONE {
  let started = false;
  let line = 0;
  let depth = 0; // inside the current item
  let size = 0;
  let skipping = false;
  let loneSurrogate = false;
  let stack: Container[] = [];
  let keys: (string | null)[] = [];
  let current: Container | null = null;
  let key: string | null = null;
  let text = '';

  const count = (n: number) => {
    size += n;
    if (size > MAX_JSON_ITEM_SIZE && !skipping) {
      // Let go of everything built so far; from here on only the depth is followed, to find the item's end.
      skipping = true;
      stack = [];
      keys = [];
      current = null;
      text = '';
    }
  };
  const begin = () => {
    if (depth > 0) return;
    line++;
    size = 0;
    skipping = false;
    loneSurrogate = false;
  };
  const done = (value: unknown): AssembledItem => {
    if (skipping) return { line, tooLarge: true };
    return loneSurrogate ? { line, loneSurrogate: true } : { line, value };
  };
  const check = (s: string) => {
    if (!skipping && !loneSurrogate && LONE_SURROGATE.test(s)) loneSurrogate = true;
  };
  const save = (value: unknown): AssembledItem | typeof NONE => {
    if (depth === 0) return done(value);
    if (skipping) return NONE;
    if (Array.isArray(current)) current.push(value);
    // As JSON.parse does: an own property, never the inherited __proto__ setter.
    else if (key === '__proto__') Object.defineProperty(current!, key, { value, writable: true, enumerable: true, configurable: true });
    else (current as Record<string, unknown>)[key!] = value;
    return NONE;
  };

  return (token) => {
    if (!started) {
      if (token.name !== 'startArray') throw new Error('Top-level object should be an array.');
      started = true;
      return NONE;
    }
    switch (token.name) {
      case 'startObject':
      case 'startArray':
        begin();
        if (++depth > MAX_JSON_DEPTH) throw new ItemTooDeep(line);
        count(1);
        if (!skipping) {
          if (current) {
            stack.push(current);
            keys.push(key);
          }
          current = token.name === 'startObject' ? {} : [];
        }
        return NONE;
      case 'endObject':
      case 'endArray': {
        if (depth === 0) return NONE; // the end of the top-level array
        count(1);
        const value = current;
        if (!skipping) {
          current = stack.pop() ?? null;
          key = keys.pop() ?? null;
        }
        depth--;
        return save(value);
      }
      case 'startKey':
      case 'startString':
      case 'startNumber':
        begin();
        text = '';
        count(token.name === 'startNumber' ? 0 : 2);
        return NONE;
      case 'stringChunk':
      case 'numberChunk': {
        const chunk = token.value as string;
        count(chunk.length);
        if (!skipping) text += chunk;
        return NONE;
      }
      case 'endKey':
        check(text);
        key = text;
        return NONE;
      case 'endString':
        check(text);
        return save(text);
      case 'endNumber':
        return save(new JsonNumber(text));
      case 'nullValue':
      case 'trueValue':
      case 'falseValue':
        begin();
        count(4);
        return save(token.value);
      default:
        return NONE;
    }
  };
}
