import type { Readable } from 'node:stream';
import { jsonParser } from 'stream-json/core/parser.js';
import { assembleItems, ItemTooDeep, MAX_JSON_DEPTH, MAX_JSON_ITEM_SIZE, NONE, type AssembledItem, type Token } from './json-items.ts';
import { eventLoopSlices } from './event-loop-slices.ts';
import { isBodyError } from './request-body.ts';
import { BODY_LINE, type RowErrors } from './row-errors.ts';

export type JsonItem = { line: number; value: unknown };

const MiB = 1024 * 1024;

// The tokenizer turns each piece into its tokens in one go: a piece of a megabyte (a slow reader lets the socket's
// chunks pile up) would be a quarter of a million token objects at once and a blocked event loop meanwhile.
const PIECE = 16 * 1024;

/**
 * Streams the items of a JSON array body one at a time (stream-json's tokenizer, our assembler), each with its
 * 1-based index as its line. Numbers arrive as JsonNumber (their source text), so a reader can tell them from
 * strings and judge their digits rather than a float's.
 *
 * Memory and event-loop time stay bounded whatever the body: the tokenizer is driven directly, 64 KiB at a time
 * (through a stream pipeline every token was an async step, and a busy body held the event loop for hundreds of
 * milliseconds), and the loop gives the event loop a turn every few milliseconds (eventLoopSlices); an item past MAX_JSON_ITEM_SIZE is not built but skipped, with an error on its line; one nested
 * deeper than MAX_JSON_DEPTH ends the items with an error on its line. A body that is not an array, or not valid
 * JSON, is one error on line 0 (the body as a whole: the tokenizer reports where in the text, not which item) and
 * ends the items. Errors of the body stream itself (the 413 of the body limit) pass through unchanged.
 */
export async function* readJsonArray(source: Readable, errors: RowErrors): AsyncGenerator<JsonItem> {
  // No packed values: the tokenizer would otherwise build every string and number whole before we can count it.
  const tokenize = jsonParser({ packValues: false }) as unknown as (text: string | typeof NONE) => unknown;
  const assemble = assembleItems();
  // As stream-json decodes: UTF-8 across chunk boundaries (bytes the charset cannot hold fail the body's reads).
  const decoder = new TextDecoder();
  const ready: AssembledItem[] = [];
  const pause = eventLoopSlices();
  const feed = (text: string | typeof NONE) => {
    const out = tokenize(text) as { values?: Token[] } | Token | typeof NONE;
    if (out === NONE) return;
    for (const token of (out as { values?: Token[] }).values ?? [out as Token]) {
      const item = assemble(token);
      if (item !== NONE) ready.push(item);
    }
  };
  try {
    for await (const chunk of source as AsyncIterable<Uint8Array>) {
      for (let at = 0; at < chunk.length; at += PIECE) {
        feed(decoder.decode(chunk.subarray(at, at + PIECE), { stream: true }));
        yield* take(ready, errors);
        await pause();
      }
    }
    feed(decoder.decode());
    feed(NONE);
    yield* take(ready, errors);
  } catch (err) {
    if (isBodyError(err)) throw err;
    if (err instanceof ItemTooDeep) {
      errors.add(err.line, 'item', `an item may nest arrays and objects at most ${MAX_JSON_DEPTH} levels deep`);
      return;
    }
    const message = (err as Error).message ?? String(err);
    if (/top-level object should be an array/i.test(message)) errors.add(BODY_LINE, 'body', 'the body must be a JSON array');
    else errors.add(BODY_LINE, 'body', `the body is not valid JSON: ${message}`);
  } finally {
    source.destroy();
  }
}

function* take(ready: AssembledItem[], errors: RowErrors): Generator<JsonItem> {
  for (const item of ready.splice(0)) {
    if ('tooLarge' in item) errors.add(item.line, 'item', `an item may be at most ${MAX_JSON_ITEM_SIZE / MiB} MiB of JSON`);
    else if ('loneSurrogate' in item) errors.add(item.line, 'item', 'a string holds an unpaired surrogate escape (\\ud800-\\udfff alone): it is no character and cannot be stored');
    else yield item;
  }
}
