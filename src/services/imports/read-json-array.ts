import { pipeline, type Readable } from 'node:stream';
import withParser from 'stream-json/utils/with-parser.js';
import { assembleItems, ItemTooDeep, MAX_JSON_DEPTH, MAX_JSON_ITEM_SIZE, type AssembledItem } from './json-items.ts';
import { isBodyError } from './request-body.ts';
import { BODY_LINE, type RowErrors } from './row-errors.ts';

export type JsonItem = { line: number; value: unknown };

const MiB = 1024 * 1024;

/**
 * Streams the items of a JSON array body one at a time (stream-json's tokenizer, our assembler), each with its
 * 1-based index as its line. Numbers arrive as JsonNumber (their source text), so a reader can tell them from
 * strings and judge their digits rather than a float's.
 *
 * Memory stays bounded whatever the body: an item past MAX_JSON_ITEM_SIZE is not built but skipped, with an
 * error on its line; one nested deeper than MAX_JSON_DEPTH ends the items with an error on its line. A body
 * that is not an array, or not valid JSON, is one error on line 0 (the body as a whole: the tokenizer reports
 * where in the text, not which item) and ends the items. Errors of the body stream itself (the 413 of the body
 * limit) pass through unchanged.
 */
export async function* readJsonArray(source: Readable, errors: RowErrors): AsyncGenerator<JsonItem> {
  // No packed values: the tokenizer would otherwise build every string and number whole before we can count it.
  // A plain token function, as stream-json's own streamers are (its types ask for a flushable one).
  const assembler = assembleItems as unknown as Parameters<typeof withParser.asStream>[0];
  const items = pipeline(source, withParser.asStream(assembler, { packValues: false }), () => {});
  try {
    for await (const item of items as AsyncIterable<AssembledItem>) {
      if ('tooLarge' in item) {
        errors.add(item.line, 'item', `an item may be at most ${MAX_JSON_ITEM_SIZE / MiB} MiB of JSON`);
      } else {
        yield item;
      }
    }
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
    items.destroy();
  }
}
