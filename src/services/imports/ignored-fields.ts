// Shared by the bulk JSON readers of every slice (prices, stock, purchases).

/**
 * Fields of JSON items a bulk endpoint does not know: accepted (clients of the original API send extras) but named in
 * the answer's Ignored-Fields, as `[line].path`. Only the first few are kept, so a huge body costs nothing more.
 */
export class IgnoredFields {
  readonly paths: string[] = [];
  count = 0;

  constructor(private readonly keep: number) {}

  note(line: number, path: string): void {
    this.count++;
    if (this.paths.length < this.keep) this.paths.push(`[${line}].${path}`);
  }

  scan(line: number, value: Record<string, unknown>, known: ReadonlySet<string>, prefix = ''): void {
    for (const key of Object.keys(value)) if (!known.has(key)) this.note(line, `${prefix}${key}`);
  }
}
