import type { Logger } from '../../../logger.ts';
import { priceRowJson } from './price-row-json.ts';
import type { StoredPriceRow } from './repository.ts';

// Encodes batches of price rows as one JSON array or one CSV document, produced as the client reads. The CSV keeps
// the stored text (prices with 4 places) and its five columns, except that text cells a spreadsheet would run as a
// formula are neutralised; JSON writes the stored values unchanged, prices as numbers (price-row-json.ts).

export type PriceRowFormat = 'json' | 'csv';

export const PRICE_CSV_HEADER = 'sku,quantity,price,unit_of_measure,tax_type';

/** RFC 4180: a field holding a comma, a double quote, CR or LF is quoted, inner quotes doubled. Null is an empty field. */
export function csvField(v: string | number | null): string {
  if (v === null) return '';
  const s = String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

// A spreadsheet opening the export runs a cell that starts with one of these as a formula (OWASP "CSV
// injection"); the full-width forms are read as formulas too. Such a text cell gets a leading apostrophe, which the
// spreadsheet shows as text. Numbers (quantity, price) are written by us and are never changed: "-5" stays "-5".
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** A text column's field, neutralised against formula injection and then quoted by RFC 4180. */
export function csvTextField(v: string | null): string {
  return csvField(v !== null && FORMULA_START.test(v) ? `'${v}` : v);
}

const csvLine = (r: StoredPriceRow) =>
  `${csvTextField(r.sku)},${r.quantity},${r.price},${csvTextField(r.unit_of_measure)},${csvTextField(r.tax_type)}\r\n`;


/**
 * Pull-driven: the next batch is read from the database only when the client has taken the last one.
 * A failure mid-stream can no longer change the status, so it is logged and the stream aborted
 * (the client sees a truncated body, never a silently short but well-formed one).
 */
export function priceRowStream(source: AsyncIterable<StoredPriceRow[]>, format: PriceRowFormat, log: Logger): ReadableStream<Uint8Array> {
  const rows = source[Symbol.asyncIterator]();
  const encoder = new TextEncoder();
  let first = true;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(format === 'csv' ? `${PRICE_CSV_HEADER}\r\n` : '['));
    },
    async pull(controller) {
      try {
        const { value, done } = await rows.next();
        if (done) {
          if (format === 'json') controller.enqueue(encoder.encode(']'));
          controller.close();
          return;
        }
        let text: string;
        if (format === 'csv') text = value.map(csvLine).join('');
        else {
          text = (first ? '' : ',') + value.map((r) => priceRowJson(r)).join(',');
          first = false;
        }
        controller.enqueue(encoder.encode(text));
      } catch (err) {
        log.error({ err }, 'price row stream failed');
        controller.error(err);
      }
    },
    async cancel() {
      await rows.return?.();
    },
  });
}

/** Picks CSV when the client's Accept prefers text/csv over JSON (higher q, or listed first at equal q). */
export function preferredPriceRowFormat(accept: string | undefined): PriceRowFormat {
  if (!accept) return 'json';
  let best: { format: PriceRowFormat; q: number } | null = null;
  for (const part of accept.split(',')) {
    const [type = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    const format: PriceRowFormat | null = type === 'text/csv' ? 'csv' : type === 'application/json' ? 'json' : null;
    if (!format) continue;
    const qParam = params.find((p) => p.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (Number.isFinite(q) && q > 0 && (!best || q > best.q)) best = { format, q };
  }
  return best?.format ?? 'json';
}
