import { Counter, Histogram, Registry } from 'prom-client';

// Signals of the background side (job attempts, imported rows, outbox relay), kept in one registry per process:
// they are recorded by workers and the relay, which run without an HTTP app (`--worker`), and every app built in
// this process serves them in its /metrics alongside its own.

export const queueRegistry = new Registry();

const jobAttempts = new Counter({
  name: 'hub_job_attempts_total',
  help: 'Job attempts by job type and outcome (completed, failed, deferred: handed back without spending an attempt, waiting: PostgreSQL or Redis away).',
  labelNames: ['job', 'outcome'] as const,
  registers: [queueRegistry],
});

const jobDuration = new Histogram({
  name: 'hub_job_duration_seconds',
  help: 'Duration of job attempts by job type and outcome.',
  labelNames: ['job', 'outcome'] as const,
  buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
  registers: [queueRegistry],
});

const importedRows = new Counter({
  name: 'hub_import_rows_total',
  help: 'Rows of completed imports by job type, environment and what became of them (applied, unchanged, removed, failed).',
  labelNames: ['job', 'environment', 'kind'] as const,
  registers: [queueRegistry],
});

const relayFailures = new Counter({
  name: 'hub_outbox_relay_failures_total',
  help: 'Outbox publishing passes that failed (path fast: right after a request committed; relay: the polling relay, which retries).',
  labelNames: ['path'] as const,
  registers: [queueRegistry],
});

export type JobOutcome = 'completed' | 'failed' | 'deferred' | 'waiting';

export function recordJobAttempt(job: string, outcome: JobOutcome, seconds: number): void {
  jobAttempts.inc({ job, outcome });
  jobDuration.observe({ job, outcome }, seconds);
}

/** The numeric counts of a job's result ({applied, unchanged, removed, failed} for imports), if it has any. */
export function rowCounts(result: unknown): Record<string, number> {
  if (!result || typeof result !== 'object') return {};
  return Object.fromEntries(Object.entries(result).filter((e): e is [string, number] => typeof e[1] === 'number'));
}

export function recordImportedRows(job: string, environment: string, counts: Record<string, number>): void {
  for (const [kind, n] of Object.entries(counts)) if (n > 0) importedRows.inc({ job, environment, kind }, n);
}

export function recordRelayFailure(path: 'fast' | 'relay'): void {
  relayFailures.inc({ path });
}

const webhookDeliveries = new Counter({
  name: 'hub_webhook_deliveries_total',
  help: 'Webhook delivery attempts by topic and outcome (delivered; retried: failed, another attempt is scheduled; failed: failed for good, a sync error).',
  labelNames: ['topic', 'outcome'] as const,
  registers: [queueRegistry],
});

const webhookAttemptDuration = new Histogram({
  name: 'hub_webhook_attempt_duration_seconds',
  help: "Duration of webhook delivery attempts (the POST until the receiver's status line, or the error) by topic and outcome.",
  labelNames: ['topic', 'outcome'] as const,
  buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [queueRegistry],
});

export type WebhookOutcome = 'delivered' | 'retried' | 'failed';

export function recordWebhookAttempt(topic: string, outcome: WebhookOutcome, seconds: number): void {
  webhookDeliveries.inc({ topic, outcome });
  webhookAttemptDuration.observe({ topic, outcome }, seconds);
}
