import { z } from 'zod';

// The one reader of process.env. Every setting is documented here and in README.md.
const csv = z
  .string()
  .optional()
  .transform((v) => (v ? v.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean) : []));

const port = z.coerce.number().int().min(0).max(65535);

// An empty variable (DATABASE_URL= in a .env file) means "not set", not "invalid".
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** External PostgreSQL. Unset: an embedded PostgreSQL is started under DATA_DIR. */
  DATABASE_URL: optional(z.string().url()),
  REDIS_URL: z.string().url().default('redis://127.0.0.1:6379'),
  /** Live environment's port. */
  PORT: port.default(3000),
  /** Test environment's port. */
  TEST_PORT: port.default(3001),
  HOST: z.string().default('0.0.0.0'),
  /** Optional Host-header routing on one port (behind a proxy). */
  LIVE_HOSTS: csv,
  TEST_HOSTS: csv,
  /** Where the embedded PostgreSQL, a private Redis and the demo credentials live. */
  DATA_DIR: z.string().default('.data'),
  EMBEDDED_PG_PORT: port.default(5433),
  /** Public base address used in demo credentials and file URLs; defaults to http://localhost:PORT (file URLs: the request's address). */
  PUBLIC_BASE_URL: optional(z.string().url()),
  PUBLIC_TEST_BASE_URL: optional(z.string().url()),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** pretty | json; default pretty in development, json otherwise. */
  LOG_FORMAT: z.enum(['pretty', 'json']).optional(),
  /** How long a bulk request waits for its import job before answering 202. */
  BULK_WAIT_MS: z.coerce.number().int().min(0).default(10_000),
  /** Prefix of every BullMQ key, so several hubs (or test runs) can share one Redis. */
  QUEUE_PREFIX: z.string().default('hub'),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).default(2),
  /** Steps of one import merged at once, each on its own connection (the steps touch disjoint rows). */
  IMPORT_MERGE_LANES: z.coerce.number().int().min(1).max(8).default(2),
  /** How long deleting or emptying a price list waits for an import on it before answering 409 concurrent-update. */
  PRICE_LIST_LOCK_WAIT_MS: z.coerce.number().int().min(0).default(30_000),
  /** Seconds a validated token stays in a process's memory (revocation still evicts it at once). */
  TOKEN_CACHE_SECONDS: z.coerce.number().int().min(0).default(60),
  /**
   * Memory for batch-fetch-stock's per-process cache of rendered stock levels (MiB, least recently used out first;
   * 0: no cache). A SKU with levels at 5 locations is counted as ~210 bytes (~80 kept compact, 128 of heap): the
   * default holds about 300,000 such SKUs, three times the stock bench's 100,000.
   */
  STOCK_CACHE_MAX_MB: z.coerce.number().int().min(0).max(65_536).default(64),
  /**
   * Memory cap (MiB, estimated) of the per-process tenant read cache: the pricing lookup's settings, price lists,
   * customers, SKUs, price breaks and their formatted prices, and purchase paging boundaries, for all tenants
   * together. Past it, the least recently used entries leave (lru-cache); a sixteenth goes to the lookup's list hints.
   */
  LOOKUP_CACHE_MAX_MB: z.coerce.number().positive().max(65_536).default(64),
  /** Failed token requests allowed per client id and per address in the window before 429. */
  TOKEN_FAILURE_LIMIT: z.coerce.number().int().min(1).default(10),
  TOKEN_FAILURE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  /** How long a dashboard sign-in lasts (then the browser signs in again). */
  DASHBOARD_SESSION_HOURS: z.coerce.number().int().min(1).max(720).default(12),
  /** Failed dashboard sign-ins allowed per e-mail address and per client address in the window before 429. */
  DASHBOARD_LOGIN_FAILURE_LIMIT: z.coerce.number().int().min(1).default(5),
  DASHBOARD_LOGIN_FAILURE_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  /** A job whose worker stops renewing its lock this long is taken over by another worker (crash recovery). */
  JOB_LOCK_MS: z.coerce.number().int().min(1000).default(30_000),
  JOB_STALLED_CHECK_MS: z.coerce.number().int().min(500).default(15_000),
  /** Behind a reverse proxy: take the client address (for rate limits) from X-Forwarded-For's first hop. */
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /** How long a request waits for PostgreSQL or Redis (a connection, a command) before answering 503. */
  DEPENDENCY_TIMEOUT_MS: z.coerce.number().int().min(100).default(2_000),
  /** Retry-After of a 503 answered while PostgreSQL or Redis is unavailable. */
  UNAVAILABLE_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).default(5),
  /** A job that met an outage (PostgreSQL or Redis down) is put back, without spending an attempt, for this long. */
  JOB_OUTAGE_RETRY_MS: z.coerce.number().int().min(100).default(2_000),
  DB_POOL_SIZE: z.coerce.number().int().min(1).default(10),
  /**
   * Longest a single query of a request may take (pg query_timeout; 0: no bound). A PostgreSQL that accepts
   * connections but never answers (frozen) gives 503 within this instead of a hang. Above DEPENDENCY_TIMEOUT_MS
   * because some reads are legitimately slow (a list of 50,000 variants); imports and housekeeping are exempt.
   */
  DB_QUERY_TIMEOUT_MS: z.coerce.number().int().min(0).default(5_000),
  /**
   * Connections a process may use to stage bulk uploads, apart from DB_POOL_SIZE so ordinary requests keep
   * theirs whatever the bulk traffic; more uploads at once wait their turn (each holds one only once its body is in).
   */
  IMPORT_POOL_SIZE: z.coerce.number().int().min(1).default(2),
  /** A request body that pauses this long (no byte arriving) is ended with 408. */
  BODY_STALL_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** Where uploaded file content is kept (Files API); unset: DATA_DIR/files. One directory per database. */
  FILES_DIR: optional(z.string().min(1)),
  /**
   * Key of the HMAC-SHA256 signatures on file upload and download URLs (at least 32 characters). Unset: a random
   * key is made once and kept in DATA_DIR/files-signing-secret (mode 0600); processes on other hosts need it set.
   */
  FILES_SIGNING_SECRET: optional(z.string().min(32, 'FILES_SIGNING_SECRET must be at least 32 characters')),
  /**
   * Delays between webhook delivery attempts, in ms, comma-separated: one retry per entry after the first attempt.
   * Default (Standard Webhooks' schedule): 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h: 8 attempts over about 27 h.
   */
  WEBHOOK_RETRY_SCHEDULE_MS: z
    .string()
    .default('5000,300000,1800000,7200000,18000000,36000000,36000000')
    .transform((v, ctx) => {
      const delays = v.split(',').map((x) => Number(x.trim()));
      if (delays.some((d) => !Number.isInteger(d) || d < 0)) ctx.addIssue({ code: 'custom', message: 'WEBHOOK_RETRY_SCHEDULE_MS must be comma-separated whole milliseconds' });
      return delays;
    }),
  /** One webhook delivery attempt gives up after this long without an answer (then it counts as failed, retried). */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** How often the worker fans new outbox events out to webhook deliveries. */
  WEBHOOK_RELAY_INTERVAL_MS: z.coerce.number().int().min(50).default(500),
  /** How often pending deliveries whose queue job was lost (Redis flushed, a crash before enqueue) are re-enqueued. */
  WEBHOOK_SWEEP_MS: z.coerce.number().int().min(100).default(60_000),
  /**
   * Let webhook endpoints reach loopback, private, link-local and unique-local addresses (refused otherwise, at
   * creation and on every attempt: SSRF). Unset: allowed unless NODE_ENV=production, so the `npm start` demo and
   * tests can use receivers on 127.0.0.1 while a production hub refuses them.
   */
  WEBHOOK_ALLOW_PRIVATE_URLS: z.enum(['true', 'false', '1', '0']).optional(),
  /** Delivered and failed webhook deliveries older than this are removed by the hourly housekeeping. */
  WEBHOOK_DELIVERY_RETENTION_DAYS: z.coerce.number().int().min(1).default(30),
  /**
   * Carts untouched (no PATCH or line change; reading or calculating does not count) for this many days are removed by the hourly housekeeping,
   * lines and all; 0 keeps carts forever. A storefront opens a cart per visit, and abandoned ones would pile up.
   */
  CART_RETENTION_DAYS: z.coerce.number().int().min(0).default(90),
  /** Skip creating the demo site on first start. */
  SEED_DEMO: z
    .enum(['true', 'false', '1', '0'])
    .default('true')
    .transform((v) => v === 'true' || v === '1'),
});

export type Config = z.infer<typeof configSchema>;

/** Whether webhook URLs may reach private addresses (WEBHOOK_ALLOW_PRIVATE_URLS, else not in production). */
export const allowPrivateWebhookUrls = (c: Pick<Config, 'WEBHOOK_ALLOW_PRIVATE_URLS' | 'NODE_ENV'>): boolean =>
  c.WEBHOOK_ALLOW_PRIVATE_URLS === undefined ? c.NODE_ENV !== 'production' : c.WEBHOOK_ALLOW_PRIVATE_URLS === 'true' || c.WEBHOOK_ALLOW_PRIVATE_URLS === '1';

export class ConfigError extends Error {}

/** Parses the environment once; a bad value stops the process with one clear line per problem. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  return parsed.data;
}
