-- Outbound events (contract §9): webhook endpoints per site and environment, and one delivery per (endpoint, event).

CREATE TYPE "WebhookDeliveryStatus" AS ENUM ('pending', 'delivered', 'failed');

-- The secret is kept as issued (`whsec_<base64>`): signing needs the key itself, so it cannot be hashed like an
-- API credential's secret. It is returned once, by the POST that creates the endpoint.
CREATE TABLE "webhook_endpoints" (
    "id" UUID NOT NULL,
    "site_id" TEXT NOT NULL,
    "environment" "Environment" NOT NULL,
    "url" TEXT NOT NULL,
    "events" TEXT[] NOT NULL,
    "secret" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "webhook_endpoints_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "webhook_endpoints_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "webhook_endpoints_site_id_environment_created_at_idx" ON "webhook_endpoints"("site_id", "environment", "created_at");

-- event_id is the outbox row's id (the webhook-id header is derived from it): every delivery of one event, replays
-- included, carries the same webhook-id, so a receiver can de-duplicate. order_key and sequence are copied from
-- order events' payload (order_id, sequence) for the per-order ordering rule.
CREATE TABLE "webhook_deliveries" (
    "id" UUID NOT NULL,
    "site_id" TEXT NOT NULL,
    "environment" "Environment" NOT NULL,
    "endpoint_id" UUID NOT NULL,
    "event_id" BIGINT NOT NULL,
    "topic" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "occurred_at" TIMESTAMPTZ(3) NOT NULL,
    "order_key" TEXT,
    "sequence" INTEGER,
    "replay_of" UUID,
    "status" "WebhookDeliveryStatus" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "locked_until" TIMESTAMPTZ(3),
    "last_response_code" INTEGER,
    "last_error" TEXT,
    "last_attempt_at" TIMESTAMPTZ(3),
    "delivered_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "webhook_deliveries_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "webhook_deliveries_endpoint_id_fkey" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE ON UPDATE CASCADE
);
-- The fan-out's idempotence: an event reaches an endpoint once (replays are extra rows on purpose).
CREATE UNIQUE INDEX "webhook_deliveries_endpoint_event_key" ON "webhook_deliveries"("endpoint_id", "event_id") WHERE "replay_of" IS NULL;
-- The delivery log, newest first.
CREATE INDEX "webhook_deliveries_endpoint_id_created_at_id_idx" ON "webhook_deliveries"("endpoint_id", "created_at" DESC, "id" DESC);
-- "Is an earlier event of this order still pending for this endpoint?", and the sweeper's pending rows.
CREATE INDEX "webhook_deliveries_pending_order_idx" ON "webhook_deliveries"("endpoint_id", "order_key", "sequence") WHERE "status" = 'pending';
CREATE INDEX "webhook_deliveries_pending_due_idx" ON "webhook_deliveries"("next_attempt_at") WHERE "status" = 'pending';

-- Event rows the webhook relay has not fanned out yet (the job relay has its own partial index for job rows).
CREATE INDEX "outbox_events_event_backlog_idx" ON "outbox_events"("id") WHERE "published_at" IS NULL AND "topic" NOT LIKE 'job:%';
