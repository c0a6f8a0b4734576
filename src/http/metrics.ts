import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Database } from '../db/client.ts';
import type { QueueClient } from '../queue/client.ts';
import { queueRegistry } from '../queue/metrics.ts';
import { countOutboxBacklog } from '../queue/repository.ts';
import { countPendingDeliveries } from '../services/webhooks/index.ts';

/** What the access log knows about one finished request. */
export type RequestSample = {
  method: string;
  route: string;
  status: number;
  seconds: number;
  environment: string;
  /** The problem's title on an error answer (invalid_client, resource-not-found, …). */
  title?: string;
};

export type HttpMetrics = {
  registry: Registry;
  observe(sample: RequestSample): void;
  /** One client secret checked with argon2 (the token endpoint's costly step, bounded by the failure limit). */
  secretChecked(): void;
};

export const TOKEN_ROUTE = '/api/auth/token';
/** nginx's "client closed request": a client that hung up before its request body was complete. */
const CLIENT_CLOSED = 499;

/** What the metrics read from the tenant cache at scrape time. */
export type CacheGauges = { bytes(): number; answers(): { hit: number; miss: number } };

/**
 * Request counts and latencies by environment, route and status; client aborts and token failures apart; queue
 * depths, outbox backlog and database pools read at scrape time; the process's job metrics; process metrics.
 */
export function createMetrics(queue: QueueClient, db?: Database, cache?: CacheGauges): HttpMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['environment', 'method', 'route', 'status'] as const;
  const requests = new Counter({
    name: 'hub_http_requests_total',
    help: 'HTTP requests by environment, method, route pattern and status (499: the client hung up before its request body was complete; never counted as 5xx).',
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'hub_http_request_duration_seconds',
    help: 'HTTP request latency by environment, method, route pattern and status.',
    labelNames,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const aborts = new Counter({
    name: 'hub_http_client_aborts_total',
    help: 'Requests whose client hung up before its body was complete (a dropped upload), by environment and route: the client\'s doing, not a server error.',
    labelNames: ['environment', 'route'] as const,
    registers: [registry],
  });
  const tokenFailures = new Counter({
    name: 'hub_token_failures_total',
    help: 'Refused credentials by environment, where (token_request: POST /api/auth/token; bearer: a request with a bad or expired token) and reason (the answer\'s title, or the status).',
    labelNames: ['environment', 'kind', 'reason'] as const,
    registers: [registry],
  });
  const secretChecks = new Counter({
    name: 'hub_token_secret_checks_total',
    help: 'Client secrets checked with argon2 by the token endpoint (at most TOKEN_FAILURE_LIMIT wrong ones per client id and address and window).',
    registers: [registry],
  });
  new Gauge({
    name: 'hub_queue_jobs',
    help: 'Jobs per queue and state.',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const depths = await queue.depths().catch(() => ({}));
      for (const [q, states] of Object.entries(depths)) for (const [state, n] of Object.entries(states)) this.set({ queue: q, state }, n);
    },
  });
  if (db) registerDatabaseGauges(registry, db);
  if (cache) {
    new Gauge({
      name: 'hub_tenant_cache_bytes',
      help: "Estimated bytes held by this process's tenant read cache (all tenants; capped by LOOKUP_CACHE_MAX_MB).",
      registers: [registry],
      collect() {
        this.set(cache.bytes());
      },
    });
    new Counter({
      name: 'hub_answer_cache_lookups_total',
      help: 'Pricing lookups (URL and body up to 64 KiB; larger ones are always computed and not counted) by whether their whole answer came from the tenant cache (hit) or was computed (miss: a body not seen since the tenant last changed, or an answer dropped by the LRU).',
      labelNames: ['result'] as const,
      registers: [registry],
      collect() {
        this.reset();
        const { hit, miss } = cache.answers();
        this.inc({ result: 'hit' }, hit);
        this.inc({ result: 'miss' }, miss);
      },
    });
  }
  return {
    registry: Registry.merge([registry, queueRegistry]),
    observe({ method, route, status, seconds, environment, title }) {
      const labels = { environment, method, route, status: String(status) };
      requests.inc(labels);
      latency.observe(labels, seconds);
      if (status === CLIENT_CLOSED) aborts.inc({ environment, route });
      const reason = title ?? String(status);
      if (route === TOKEN_ROUTE && status >= 400 && status < 500) tokenFailures.inc({ environment, kind: 'token_request', reason });
      // Services that answer a bad token in the 403 style do so with access_denied, like the 401 ones.
      else if (status === 401 || (status === 403 && title === 'access_denied')) tokenFailures.inc({ environment, kind: 'bearer', reason });
    },
    secretChecked: () => secretChecks.inc(),
  };
}

/** Both pools' connections (request: DB_POOL_SIZE, import: IMPORT_POOL_SIZE) and the outbox backlog, at scrape time. */
function registerDatabaseGauges(registry: Registry, db: Database) {
  new Gauge({
    name: 'hub_db_pool_connections',
    help: 'PostgreSQL connections of this process by pool (request, import) and state (in_use, idle, waiting: callers waiting for one).',
    labelNames: ['pool', 'state'] as const,
    registers: [registry],
    collect() {
      for (const [name, pool] of [['request', db.pool], ['import', db.importPool]] as const) {
        this.set({ pool: name, state: 'in_use' }, pool.totalCount - pool.idleCount);
        this.set({ pool: name, state: 'idle' }, pool.idleCount);
        this.set({ pool: name, state: 'waiting' }, pool.waitingCount);
      }
    },
  });
  new Gauge({
    name: 'hub_outbox_backlog',
    help: 'Outbox rows not yet handed to the job queue (grows while Redis is away or no relay runs).',
    registers: [registry],
    async collect() {
      // A scrape during an outage must still answer: the gauge is then left out rather than failing /metrics.
      const n = await countOutboxBacklog(db.prisma).catch(() => null);
      if (n === null) this.reset();
      else this.set(n);
    },
  });
  new Gauge({
    name: 'hub_webhook_deliveries_pending',
    help: 'Webhook deliveries waiting for an attempt (all sites; grows while receivers are down or workers are away).',
    registers: [registry],
    async collect() {
      const n = await countPendingDeliveries(db.prisma).catch(() => null);
      if (n === null) this.reset();
      else this.set(n);
    },
  });
}
