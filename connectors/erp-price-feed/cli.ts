// `npx hub-price-feed …` (bin/hub-price-feed.js runs this through tsx). See USAGE in config.ts.
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { createHubClient } from '../client/index.ts';
import { parseConfig, UsageError, USAGE, type FeedConfig } from './config.ts';
import { runOnce, watch } from './feed.ts';
import { BarProgress, LogProgress, type Progress } from './progress.ts';
import type { FeedContext } from './send-file.ts';
import { FeedState, lockFolder } from './state.ts';

export async function main(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  let config: FeedConfig | 'help';
  try {
    config = parseConfig(argv, env);
  } catch (err) {
    if (!(err instanceof UsageError) && (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS') !== true) throw err;
    process.stderr.write(`hub-price-feed: ${(err as Error).message}\n\n${USAGE}\n`);
    return 2;
  }
  if (config === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const dir = resolve(config.dir);
  if (!(await stat(dir).then((s) => s.isDirectory(), () => false))) {
    process.stderr.write(`hub-price-feed: ${dir} is not a folder\n`);
    return 1;
  }
  let unlock: () => Promise<void>;
  try {
    unlock = await lockFolder(dir);
  } catch (err) {
    process.stderr.write(`hub-price-feed: ${(err as Error).message}\n`);
    return 1;
  }
  try {
    const state = await FeedState.load(dir);
    if (config.forget.length) {
      for (const hash of config.forget) process.stdout.write(`${hash}: ${(await state.forget(hash)) ? 'forgotten' : 'not known'}\n`);
      return 0;
    }
    return await run(config, dir, state);
  } finally {
    await unlock();
  }
}

async function run(config: FeedConfig, dir: string, state: FeedState): Promise<number> {
  const progress: Progress = process.stdout.isTTY ? new BarProgress() : new LogProgress();
  const hub = createHubClient({
    baseUrl: config.url,
    siteId: config.siteId,
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    userAgent: 'hub-price-feed',
    onRetry: (e) => progress.note(`retrying ${e.method} ${new URL(e.url).pathname} (${e.reason}${e.status ? ` ${e.status}` : ''}) in ${e.delayMs} ms`),
  });
  const ctx: FeedContext = { dir, hub, state, progress, target: { url: config.url, site: config.siteId, environment: config.environment } };
  const stop = new AbortController();
  // The first signal lets the file in hand finish (its job keeps running on the hub either way); a second one quits.
  const onSignal = () => {
    if (stop.signal.aborted) process.exit(130);
    progress.note('stopping after the current file (signal again to quit at once)');
    stop.abort();
  };
  process.on('SIGTERM', onSignal).on('SIGINT', onSignal);
  try {
    if (config.mode === 'watch') {
      await watch(ctx, { settleMs: config.settleMs, pollMs: config.pollMs, signal: stop.signal });
      return 0;
    }
    const results = await runOnce(ctx, { settleMs: config.settleMs, pollMs: config.pollMs, signal: stop.signal });
    if (results.length === 0) progress.note(`no price files in ${dir}`);
    return results.every((r) => r.outcome === 'applied' || r.outcome === 'duplicate') ? 0 : 1;
  } catch (err) {
    progress.note(`error: ${(err as Error).message}`);
    return 1;
  } finally {
    process.off('SIGTERM', onSignal).off('SIGINT', onSignal);
  }
}

if (import.meta.url === `file://${process.argv[1]}` || process.env.HUB_PRICE_FEED_MAIN === '1') {
  process.exitCode = await main(process.argv.slice(2), process.env);
}
