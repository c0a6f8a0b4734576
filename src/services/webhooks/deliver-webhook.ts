import { allowPrivateWebhookUrls } from '../../config/env.ts';
import type { Deps } from '../../context.ts';
import { inTransaction } from '../../db/transaction.ts';
import { judgeAttempt, type AttemptOutcome, type AttemptVerdict } from '../../domain/webhook-attempt.ts';
import type { JobPayload } from '../../queue/catalog.ts';
import { JobDeferred } from '../../queue/deferred.ts';
import { recordWebhookAttempt } from '../../queue/metrics.ts';
import { recordSyncError } from '../sync-logging/index.ts';
import { claimAttempt, earlierPendingDue, readDelivery, recordAttempt, type DeliveryWithEndpoint } from './delivery-repository.ts';
import { enqueueAttempts } from './enqueue-attempts.ts';
import { secretBox } from './secret-box.ts';
import { sendWebhook } from './send-webhook.ts';
import { webhookHeaders } from './signing.ts';
import { webhookIdOf } from './view.ts';

/** Waits for an earlier event of the order are re-checked at least this often. */
const ORDER_WAIT_MIN_MS = 250;
/** A claim outlives the send's timeout by this much, so a slow write of the result is not overtaken. */
const CLAIM_MARGIN_MS = 5_000;

export type DeliveryResult = { outcome: 'delivered' | 'retry' | 'failed' | 'skipped'; status?: number | null };

/** The message body: Standard Webhooks' recommended envelope, `type`, `timestamp` (when the event happened), `data`. */
export const messageBody = (d: Pick<DeliveryWithEndpoint, 'topic' | 'occurredAt' | 'payload'>) =>
  JSON.stringify({ type: d.topic, timestamp: d.occurredAt.toISOString(), data: d.payload });

/**
 * One attempt of one delivery (the `webhook-delivery` job). The row is the truth; the job only says "attempt n is
 * due". A stale job (attempt already made, delivery gone or finished) does nothing. An order event waits
 * (JobDeferred, no attempt spent) while an earlier event of the same order to the same endpoint is pending.
 * The result is written with the attempt count it was for, so two runs of one attempt record it once; a worker
 * killed mid-send leaves the row pending and its job is taken back by BullMQ's stalled check: at least once.
 */
export async function deliverWebhook(deps: Deps, job: JobPayload<'webhook-delivery'>, now = () => new Date()): Promise<DeliveryResult> {
  const d = await readDelivery(deps.db.prisma, job.deliveryId);
  if (!d || d.status !== 'pending' || d.attempts !== job.attempt) return { outcome: 'skipped' };
  if (d.orderKey !== null && d.sequence !== null && d.replayOf === null) {
    const due = await earlierPendingDue(deps.db.prisma, { endpointId: d.endpointId, orderKey: d.orderKey, sequence: d.sequence });
    if (due) throw new JobDeferred(`an earlier event of order ${d.orderKey} is pending`, Math.max(ORDER_WAIT_MIN_MS, due.getTime() - now().getTime() + ORDER_WAIT_MIN_MS));
  }
  const timeoutMs = deps.config.WEBHOOK_TIMEOUT_MS;
  const claim = await claimAttempt(deps.db.prisma, d.id, d.attempts, timeoutMs + CLAIM_MARGIN_MS);
  if (!claim) return { outcome: 'skipped' };
  if (claim.heldUntil) throw new JobDeferred(`attempt ${d.attempts + 1} is being made by another worker`, Math.max(ORDER_WAIT_MIN_MS, claim.heldUntil.getTime() - now().getTime()));

  const body = messageBody(d);
  const started = performance.now();
  const secret = await endpointSecret(deps, d.endpoint);
  const outcome: AttemptOutcome =
    secret === null
      ? { kind: 'blocked', message: "the endpoint's signing secret cannot be decrypted (was FILES_SIGNING_SECRET changed?); re-create the endpoint" }
      : await sendWebhook(d.endpoint.url, webhookHeaders(secret, webhookIdOf(d.eventId), body, now()), body, {
          timeoutMs,
          allowPrivate: allowPrivateWebhookUrls(deps.config),
        });
  const seconds = (performance.now() - started) / 1000;
  const verdict = judgeAttempt(outcome, d.attempts + 1, deps.config.WEBHOOK_RETRY_SCHEDULE_MS, now());
  const recorded = await inTransaction(deps.db.prisma, async (tx) => {
    if (!(await recordAttempt(tx, d.id, d.attempts, verdict))) return false;
    if (verdict.status === 'failed') await recordFailure(tx, d, verdict);
    return true;
  });
  if (!recorded) return { outcome: 'skipped' };
  recordWebhookAttempt(d.topic, verdict.status === 'pending' ? 'retried' : verdict.status, seconds);
  if (verdict.status === 'pending') {
    await enqueueAttempts(deps, [{ id: d.id, siteId: d.siteId, environment: d.environment, attempts: d.attempts + 1 }], Math.max(0, verdict.nextAttemptAt.getTime() - now().getTime()));
    return { outcome: 'retry', status: verdict.responseCode };
  }
  return { outcome: verdict.status, status: verdict.responseCode };
}

/** A final failure is a sync error (data type `webhooks`, the endpoint's URL as integration), one per delivery. */
function recordFailure(tx: Parameters<typeof recordSyncError>[0], d: DeliveryWithEndpoint, verdict: AttemptVerdict) {
  const why =
    verdict.final === 'rejected'
      ? `the endpoint refused it (${verdict.error})`
      : verdict.final === 'blocked'
        ? `it could not be sent (${verdict.error})`
        : `no attempt succeeded (last: ${verdict.error})`;
  return recordSyncError(tx, {
    siteId: d.siteId,
    environment: d.environment,
    integration: d.endpoint.url,
    dataType: 'webhooks',
    code: verdict.final === 'rejected' ? 'webhook-rejected' : verdict.final === 'blocked' ? 'webhook-blocked' : 'webhook-undeliverable',
    message: `${d.topic} event ${webhookIdOf(d.eventId)} was not delivered after ${d.attempts + 1} attempt(s): ${why}.`,
    externalId: d.id,
    visibleId: webhookIdOf(d.eventId),
    externalUrl: null,
    payload: { endpoint_id: d.endpointId, delivery_id: d.id, event_id: webhookIdOf(d.eventId), topic: d.topic, response_code: verdict.responseCode, data: d.payload },
    jobId: null,
    attempts: d.attempts + 1,
  });
}

/** The plain signing secret: opened from its sealed form (a row not sealed yet still has it in plain); null when it cannot be opened. */
async function endpointSecret(deps: Deps, endpoint: DeliveryWithEndpoint['endpoint']): Promise<string | null> {
  if (!endpoint.secretSealed) return endpoint.secret;
  try {
    return (await secretBox(deps.config)).open(endpoint.id, endpoint.secretSealed);
  } catch {
    return null;
  }
}
