// The feed's two ways to run: `--once` deals with every price file in the folder and exits (cron, a systemd timer);
// `--watch` keeps looking and sends each file as it appears.
import { readyFiles } from './folder.ts';
import { sendFile, type FeedContext, type FileResult } from './send-file.ts';

export type RunOptions = { settleMs: number; pollMs: number; signal?: AbortSignal };

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Every file in the folder now, oldest first, one at a time (two imports on one price list would only wait for
 * each other). A file still being written is waited for until it settles.
 */
export async function runOnce(ctx: FeedContext, options: RunOptions): Promise<FileResult[]> {
  const results: FileResult[] = [];
  const seen = new Set<string>();
  for (;;) {
    const { ready, settling } = await readyFiles(ctx.dir, options.settleMs);
    const fresh = ready.filter((f) => !seen.has(f.name));
    for (const file of fresh) {
      if (options.signal?.aborted) return results;
      seen.add(file.name);
      results.push(await sendFile(ctx, file));
    }
    if (options.signal?.aborted || (fresh.length === 0 && settling === 0)) return results;
    if (fresh.length === 0) await sleep(Math.min(options.settleMs, 1000), options.signal);
  }
}

/** Looks every `pollMs` until `signal` aborts; a file being sent when it does is finished first. */
export async function watch(ctx: FeedContext, options: RunOptions & { signal: AbortSignal }): Promise<void> {
  ctx.progress.note(`watching ${ctx.dir} (every ${options.pollMs} ms)`);
  while (!options.signal.aborted) {
    try {
      const { ready } = await readyFiles(ctx.dir, options.settleMs);
      for (const file of ready) {
        if (options.signal.aborted) break;
        const result = await sendFile(ctx, file);
        // A file the hub could not take now stays; do not hammer the hub with it within this look.
        if (result.outcome === 'left') break;
      }
    } catch (err) {
      ctx.progress.note(`error: ${(err as Error).message}`);
    }
    await sleep(options.pollMs, options.signal);
  }
  ctx.progress.note('stopped');
}
