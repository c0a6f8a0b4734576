import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { QueueClient } from '../queue/client.ts';

export type HttpMetrics = {
  registry: Registry;
  observe(method: string, route: string, status: number, seconds: number): void;
  /** One client secret checked with argon2 (the token endpoint's costly step, bounded by the failure limit). */
  secretChecked(): void;
};

/** Request counts and latencies by route and status, queue depths read at scrape time, process metrics. */
export function createMetrics(queue: QueueClient): HttpMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'hub_http_requests_total',
    help: 'HTTP requests by method, route pattern and status (499: the client hung up before its request body was complete).',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'hub_http_request_duration_seconds',
    help: 'HTTP request latency by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
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
  return {
    registry,
    observe(method, route, status, seconds) {
      const labels = { method, route, status: String(status) };
      requests.inc(labels);
      latency.observe(labels, seconds);
    },
    secretChecked: () => secretChecks.inc(),
  };
}
