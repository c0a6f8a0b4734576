import { z } from 'zod';

// Every background job the hub runs: its queue, payload (ids and small values only: rows stay in PostgreSQL),
// retry policy, and which sync-error data type records its final failure.

const tenant = {
  siteId: z.string().min(1),
  environment: z.enum(['live', 'test']),
};

export const importPayload = z.object({
  ...tenant,
  /** Our jobs-table id; also the BullMQ job id, so a duplicate enqueue never runs twice. */
  jobId: z.uuid(),
  /** Name of the credential that sent the data: the sync error's `integration`. */
  integration: z.string().min(1),
  /** The X-Request-Id of the request that sent the data, so the job's log lines lead back to it. */
  requestId: z.string().max(128).optional(),
});

/** Checks one uploaded version of a file against its extension (src/services/files/check-file-content.ts). */
export const fileCheckPayload = z.object({
  ...tenant,
  fileId: z.uuid(),
  /** The upload it checks: a newer upload of the same file makes this job's verdict moot. */
  version: z.number().int().min(1),
  integration: z.string().min(1),
  requestId: z.string().max(128).optional(),
});

/** One attempt of one webhook delivery (src/services/webhooks/deliver-webhook.ts); the row holds the state. */
export const webhookDeliveryPayload = z.object({
  ...tenant,
  deliveryId: z.uuid(),
  /** The delivery's attempts count this job is for: a job for an attempt already made is stale and does nothing. */
  attempt: z.number().int().min(0),
});

export const jobCatalog = {
  'price-import': {
    queue: 'imports',
    payload: importPayload,
    attempts: 5,
    backoff: { type: 'exponential', delay: 2_000 },
    dataType: 'prices',
    retryable: false,
  },
  'stock-import': {
    queue: 'imports',
    payload: importPayload,
    attempts: 5,
    backoff: { type: 'exponential', delay: 2_000 },
    dataType: 'stock',
    retryable: false,
  },
  'file-check': {
    queue: 'files',
    payload: fileCheckPayload,
    attempts: 3,
    backoff: { type: 'exponential', delay: 1_000 },
    dataType: 'files',
    retryable: true,
  },
  /** Removes expired files and abandoned uploads, rows and content (scheduled by startWorkers). */
  'file-sweep': {
    queue: 'maintenance',
    payload: z.object({}),
    attempts: 1,
    backoff: { type: 'fixed', delay: 1_000 },
    dataType: null,
    retryable: false,
  },
  'purchase-import': {
    queue: 'imports',
    payload: importPayload,
    attempts: 5,
    backoff: { type: 'exponential', delay: 2_000 },
    dataType: 'purchases',
    retryable: false,
  },
  /**
   * The retry schedule lives in the delivery row (WEBHOOK_RETRY_SCHEDULE_MS, over about a day): each attempt is its
   * own job (id `<delivery>.<attempt>`). BullMQ's attempts only cover an unexpected error in the processor itself;
   * a delivery's final failure is recorded as a sync error by the processor, so no data type here.
   */
  'webhook-delivery': {
    queue: 'webhooks',
    payload: webhookDeliveryPayload,
    attempts: 3,
    backoff: { type: 'exponential', delay: 5_000 },
    dataType: null,
    retryable: false,
  },
  housekeeping: {
    queue: 'maintenance',
    payload: z.object({}),
    attempts: 1,
    backoff: { type: 'fixed', delay: 1_000 },
    dataType: null,
    retryable: false,
  },
} as const satisfies Record<string, JobDefinition>;

type JobDefinition = {
  queue: string;
  payload: z.ZodType;
  attempts: number;
  backoff: { type: 'exponential' | 'fixed'; delay: number };
  /** Sync error data type for a final failure; null for internal jobs. */
  dataType: 'prices' | 'stock' | 'purchases' | 'orders' | 'customers' | 'products' | 'files' | 'webhooks' | null;
  /**
   * Whether running the job again after its final failure can succeed (the dashboard's "retry" on its sync error).
   * Not for imports: their staged rows are discarded when they fail for good, so only a new upload helps.
   */
  retryable: boolean;
};

export type JobName = keyof typeof jobCatalog;
export type JobPayload<N extends JobName> = z.infer<(typeof jobCatalog)[N]['payload']>;
export const queueNames = [...new Set(Object.values(jobCatalog).map((d) => d.queue))];

export function isJobName(name: string): name is JobName {
  return Object.hasOwn(jobCatalog, name);
}
