// Keyset paging for lists shown newest first with ties broken by id: the next page starts strictly after the
// last row shown, as `<time in ms>.<uuid>` (opaque to the page that links it; a malformed one starts over).

export type Keyset = { at: Date; id: string };

export const encodeKeyset = (k: Keyset) => `${k.at.getTime()}.${k.id}`;

export function decodeKeyset(text: string | undefined): Keyset | undefined {
  const m = /^(\d{1,15})\.([0-9a-f-]{36})$/i.exec(text ?? '');
  return m ? { at: new Date(Number(m[1])), id: m[2]!.toLowerCase() } : undefined;
}

/** One page from `limit + 1` rows read, and the cursor of the next page (null on the last). */
export function pageOf<R extends { id: string }, V>(rows: R[], limit: number, timeOf: (r: R) => Date, view: (r: R) => V): { rows: V[]; next: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page.map(view), next: rows.length > limit && last ? encodeKeyset({ at: timeOf(last), id: last.id }) : null };
}
