import { pipeline, type Readable } from 'node:stream';
import streamArray from 'stream-json/streamers/stream-array.js';
import { isBodyError } from './request-body.ts';
import { BODY_LINE, type RowErrors } from './row-errors.ts';

export type JsonItem = { line: number; value: unknown };

/**
 * Streams the items of a JSON array body one at a time (stream-json), each with its 1-based index as its line.
 * A body that is not an array, or not valid JSON, is one error on line 0 (the body as a whole: a parser error
 * discards the items it had buffered, so the index of the broken item is not known reliably) and ends the
 * items. Errors of the body stream itself (the 413 of the body limit) pass through unchanged.
 */
export async function* readJsonArray(source: Readable, errors: RowErrors): AsyncGenerator<JsonItem> {
  const items = pipeline(source, streamArray.withParserAsStream(), () => {});
  try {
    for await (const item of items as AsyncIterable<{ key: number; value: unknown }>) {
      yield { line: item.key + 1, value: item.value };
    }
  } catch (err) {
    if (isBodyError(err)) throw err;
    const message = (err as Error).message ?? String(err);
    if (/top-level object should be an array/i.test(message)) errors.add(BODY_LINE, 'body', 'the body must be a JSON array');
    else errors.add(BODY_LINE, 'body', `the body is not valid JSON: ${message}`);
  } finally {
    items.destroy();
  }
}
