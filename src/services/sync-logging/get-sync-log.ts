import type { Ctx } from '../../context.ts';
import { countOpenErrors, findSyncLog, type Pair } from './log-repository.ts';
import { syncLogStatusView } from './views.ts';

/** A pair's sync status; a pair nothing was reported for yet has null times (and maybe errors the workers recorded). */
export async function getSyncLog(ctx: Ctx, pair: Pair) {
  const [log, errorCount] = await Promise.all([findSyncLog(ctx, pair), countOpenErrors(ctx, pair)]);
  return syncLogStatusView(pair, log, errorCount);
}
