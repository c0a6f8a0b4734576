-- Endpoint secrets at rest: sealed (AES-256-GCM) in secret_sealed. The key is the server's, not the database's, so
-- SQL cannot seal the existing rows: `secret` becomes nullable and the worker seals every row still holding plain
-- text (and clears it) when its webhook relay starts and at each housekeeping (sealStoredSecrets). Deliveries read
-- either column meanwhile, so none fails during the change.
ALTER TABLE "webhook_endpoints" ALTER COLUMN "secret" DROP NOT NULL;
ALTER TABLE "webhook_endpoints" ADD COLUMN "secret_sealed" TEXT;
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_secret_present" CHECK ("secret" IS NOT NULL OR "secret_sealed" IS NOT NULL);
CREATE INDEX "webhook_endpoints_plain_secret_idx" ON "webhook_endpoints"("id") WHERE "secret" IS NOT NULL;

-- The delivery log's order is (created_at DESC, event_id DESC, id DESC): one fan-out writes many rows with one
-- created_at, so the old index (without event_id) left a sort of every tied row before LIMIT/OFFSET.
DROP INDEX "webhook_deliveries_endpoint_id_created_at_id_idx";
CREATE INDEX "webhook_deliveries_endpoint_id_created_at_event_id_id_idx" ON "webhook_deliveries"("endpoint_id", "created_at" DESC, "event_id" DESC, "id" DESC);

-- Retention: finished deliveries by when they finished, for housekeeping's chunked delete.
CREATE INDEX "webhook_deliveries_finished_idx" ON "webhook_deliveries"("updated_at") WHERE "status" <> 'pending';
