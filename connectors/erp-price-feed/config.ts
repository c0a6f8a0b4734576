// The feed's settings, from flags or else the environment (flags win), checked before anything is touched.
import { parseArgs } from 'node:util';

export type FeedConfig = {
  dir: string;
  mode: 'once' | 'watch';
  url: string;
  environment: 'live' | 'test';
  siteId: string;
  clientId: string;
  clientSecret: string;
  settleMs: number;
  pollMs: number;
  forget: string[];
};

export const USAGE = `usage: hub-price-feed --dir <folder> [--once | --watch] [options]

Sends each CSV or JSON price file dropped into <folder> through PATCH /api/v1/batch-update-pricing, waits for its
import job, and moves it to <folder>/done/ or <folder>/failed/ with a <name>.report.json. Content already sent is
never sent again (hashes kept in <folder>/.hub-price-feed/state.json).

options (each also read from the environment variable shown):
  --dir <folder>            HUB_PRICE_FEED_DIR   the drop folder (required)
  --once                                         deal with the files there now, then exit (default)
  --watch                                        keep watching the folder until SIGTERM/SIGINT
  --env live|test           HUB_ENV              the environment (default live); picks the default --url
  --url <base address>      HUB_URL              the environment's base address (default http://localhost:3000 for
                                                 live, http://localhost:3001 for test)
  --site <site id>          HUB_SITE_ID          the site (required)
  --client-id <id>          HUB_CLIENT_ID        the credential (required)
  --client-secret <secret>  HUB_CLIENT_SECRET    its secret (required; prefer the environment to the flag)
  --settle-ms <ms>          HUB_PRICE_FEED_SETTLE_MS   a file modified this recently may still be written (default 2000)
  --poll-ms <ms>            HUB_PRICE_FEED_POLL_MS     how often --watch looks (default 2000)
  --forget <sha256>                              forget a content hash (to send that content once more), then exit
  -h, --help

exit status: 0 every file applied; 1 a file was rejected, failed or left for a later run, or the feed could not
start; 2 bad usage.`;

export class UsageError extends Error {}

export function parseConfig(argv: string[], env: NodeJS.ProcessEnv): FeedConfig | 'help' {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    options: {
      dir: { type: 'string' },
      once: { type: 'boolean' },
      watch: { type: 'boolean' },
      env: { type: 'string' },
      url: { type: 'string' },
      site: { type: 'string' },
      'client-id': { type: 'string' },
      'client-secret': { type: 'string' },
      'settle-ms': { type: 'string' },
      'poll-ms': { type: 'string' },
      forget: { type: 'string', multiple: true },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) return 'help';
  if (values.once && values.watch) throw new UsageError('--once and --watch exclude each other');
  const environment = values.env ?? env.HUB_ENV ?? 'live';
  if (environment !== 'live' && environment !== 'test') throw new UsageError(`--env must be live or test, not ${environment}`);
  const required = (flag: string, value: string | undefined, variable: string) => {
    if (!value) throw new UsageError(`--${flag} (or ${variable}) is required`);
    return value;
  };
  const ms = (flag: string, value: string | undefined, fallback: number) => {
    if (value === undefined) return fallback;
    const n = Number(value);
    if (!Number.isInteger(n) || n < 0) throw new UsageError(`--${flag} must be a whole number of milliseconds`);
    return n;
  };
  const forget = values.forget ?? [];
  for (const hash of forget) if (!/^[0-9a-f]{64}$/.test(hash)) throw new UsageError(`--forget takes a sha256 in hex, not ${hash}`);
  const url = values.url ?? env.HUB_URL ?? (environment === 'live' ? 'http://localhost:3000' : 'http://localhost:3001');
  if (!/^https?:\/\//.test(url)) throw new UsageError(`--url must be an http(s) address, not ${url}`);
  const dir = required('dir', values.dir ?? env.HUB_PRICE_FEED_DIR, 'HUB_PRICE_FEED_DIR');
  if (forget.length) return { dir, mode: 'once', url, environment, siteId: '', clientId: '', clientSecret: '', settleMs: 0, pollMs: 0, forget };
  return {
    dir,
    mode: values.watch ? 'watch' : 'once',
    url,
    environment,
    siteId: required('site', values.site ?? env.HUB_SITE_ID, 'HUB_SITE_ID'),
    clientId: required('client-id', values['client-id'] ?? env.HUB_CLIENT_ID, 'HUB_CLIENT_ID'),
    clientSecret: required('client-secret', values['client-secret'] ?? env.HUB_CLIENT_SECRET, 'HUB_CLIENT_SECRET'),
    settleMs: ms('settle-ms', values['settle-ms'] ?? env.HUB_PRICE_FEED_SETTLE_MS, 2000),
    pollMs: ms('poll-ms', values['poll-ms'] ?? env.HUB_PRICE_FEED_POLL_MS, 2000),
    forget,
  };
}
