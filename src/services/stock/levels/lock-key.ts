/**
 * The advisory lock key of a stock location (`pg_advisory_lock(hashtext(key))`): a stock import holds the keys
 * of the locations it writes for its whole run, and a batch-delete takes them for its transaction, so writes to
 * one location never interleave. Imports of different locations run side by side.
 */
export const stockLockKey = (locationId: string) => `stock:${locationId}`;
