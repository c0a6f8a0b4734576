// The bulk write rule: every invalid row is reported (the first 1,000 of them) and nothing is applied.
// Validation keeps going after the first error so that one request shows the client all its mistakes.

export type RowError = { line: number; field: string; message: string };

/** Line 0 means "the body as a whole" (empty, not an array, not parseable); 1 is the JSON item 1 or the CSV header. */
export const BODY_LINE = 0;

export const MAX_REPORTED_ERRORS = 1000;

export class RowErrors {
  readonly items: RowError[] = [];
  count = 0;

  add(line: number, field: string, message: string): void {
    this.count++;
    if (this.items.length < MAX_REPORTED_ERRORS) this.items.push({ line, field, message });
  }

  get any(): boolean {
    return this.count > 0;
  }

  /** Errors found in later passes (duplicates after COPY) interleave with earlier ones by line. */
  sorted(): RowError[] {
    return [...this.items].sort((a, b) => a.line - b.line);
  }
}
