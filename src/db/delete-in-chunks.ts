/**
 * Runs a delete bounded to `chunk` rows (its own `LIMIT`) until one removes fewer: housekeeping's purges, so no
 * statement holds many row locks or a long transaction. Returns how many rows went in all.
 */
export async function deleteInChunks(deleteUpTo: (limit: number) => Promise<number>, chunk: number): Promise<number> {
  let total = 0;
  for (;;) {
    const n = await deleteUpTo(chunk);
    total += n;
    if (n < chunk) return total;
  }
}
