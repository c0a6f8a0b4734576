-- Order status updates (PATCH /api/v1/orders/…): each applied change is announced by an `order.status_changed`
-- outbox row carrying a per-order `sequence` (1, 2, 3, … without gaps), counted here on the purchase so that the
-- number is taken under the same row lock as the change it numbers.
ALTER TABLE "purchases" ADD COLUMN "status_sequence" INTEGER NOT NULL DEFAULT 0;

-- The outbox relay claims only `job:*` rows; event rows (order.status_changed, …) wait unpublished for the event
-- delivery worker. This partial index keeps the relay's scan to the job rows however many event rows wait.
-- Prisma's schema cannot express a partial index, so it lives here only (src/queue/repository.ts writes the
-- predicate literally so the planner can use it).
CREATE INDEX "outbox_events_job_backlog_idx" ON "outbox_events" ("id") WHERE "published_at" IS NULL AND "topic" LIKE 'job:%';
