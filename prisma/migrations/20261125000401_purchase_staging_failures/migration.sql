-- A batch-upsert item that cannot be applied (its customer does not exist, a stale version, a duplicate external
-- id) is marked on its staging row by the merge step that met it, so the sync errors can be written in bulk once
-- every step has run (and a retried job finds the marks of the steps it skips).
ALTER TABLE "purchase_staging" ADD COLUMN "failure_code" TEXT,
ADD COLUMN "failure_message" TEXT;
