-- A price import's merge step reads the staged rows of its lists in its buckets (plan-price-steps.ts: a large list
-- is a step of its own, so the step's rows fill one stretch of the prices key). The index leads with the list so
-- that such a step reads only its own rows. A step planned before this change (every list, a group of buckets)
-- still finds its rows by the leading job_id.
DROP INDEX IF EXISTS "price_staging_job_id_chunk_idx";
CREATE INDEX "price_staging_job_id_price_list_id_chunk_idx" ON "price_staging"("job_id", "price_list_id", "chunk");
