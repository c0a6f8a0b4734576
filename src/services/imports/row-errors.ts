// The bulk write rule: every invalid row is reported (the first 1,000 of them) and nothing is applied.
// Validation keeps going after the first error so that one request shows the client all its mistakes.

/** `code` (optional): the contract's `errors[].code` for slices whose 400 items carry one (Stock, Purchasing). */
export type RowError = { line: number; field: string; message: string; code?: string };

/** Line 0 means "the body as a whole" (empty, not an array, not parseable); 1 is the JSON item 1 or the CSV header. */
export const BODY_LINE = 0;

export const MAX_REPORTED_ERRORS = 1000;

export type ErrorSummary = { problems: number; rows: number; body: boolean };

export class RowErrors {
  readonly items: RowError[] = [];
  /** Problems, all of them (one row may have several). */
  count = 0;
  /** Distinct lines with a problem, line 0 (the body) included: one bit per line, so millions of bad rows stay small. */
  private seen = new Uint8Array(1024);
  private lines = 0;

  add(line: number, field: string, message: string, code?: string): void {
    this.count++;
    if (this.items.length < MAX_REPORTED_ERRORS) this.items.push(code ? { line, field, message, code } : { line, field, message });
    this.mark(line);
  }

  private mark(line: number): void {
    const byte = line >>> 3;
    if (byte >= this.seen.length) {
      const grown = new Uint8Array(Math.max(byte + 1, this.seen.length * 2));
      grown.set(this.seen);
      this.seen = grown;
    }
    const bit = 1 << (line & 7);
    if (this.seen[byte]! & bit) return;
    this.seen[byte]! |= bit;
    this.lines++;
  }

  /** What the 400's detail needs: rows (not problems) and whether the body as a whole failed. */
  get summary(): ErrorSummary {
    const body = (this.seen[0]! & 1) === 1;
    return { problems: this.count, rows: this.lines - (body ? 1 : 0), body };
  }

  get any(): boolean {
    return this.count > 0;
  }

  /** Errors found in later passes (duplicates after COPY) interleave with earlier ones by line. */
  sorted(): RowError[] {
    return [...this.items].sort((a, b) => a.line - b.line);
  }
}
