-- Re-importing an unchanged price file skips what it would not change (issue 17). price_bucket_digests holds, per
-- (price list, hash bucket of the SKU: src/services/imports/chunk-of.ts), the digest of the upload rows whose merge
-- last wrote that pair; a row means "the pair's prices are what merging rows with this digest left". Merging the
-- same rows again changes nothing (the merge is idempotent per list and SKU), so an import whose rows for the pair
-- hash to the stored digest skips the pair without reading a price. Whatever else writes `prices` must forget
-- the digests of what it touches: the hub's own writers do so explicitly; the trigger below covers everyone else.
-- CreateTable
CREATE TABLE "price_bucket_digests" (
    "price_list_id" UUID NOT NULL,
    "bucket" SMALLINT NOT NULL,
    "digest" BYTEA NOT NULL,

    CONSTRAINT "price_bucket_digests_pkey" PRIMARY KEY ("price_list_id","bucket")
);

-- AddForeignKey: a deleted list's digests go with it (a list re-created under the same slug has a new id anyway).
ALTER TABLE "price_bucket_digests" ADD CONSTRAINT "price_bucket_digests_price_list_id_fkey" FOREIGN KEY ("price_list_id") REFERENCES "price_lists"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- An upload's own digests, one row per (list, bucket) it sends, written in the staging transaction beside its rows
-- in price_staging and dropped with them. UNLOGGED like price_staging: crash recovery empties both together.
-- CreateTable
CREATE UNLOGGED TABLE "price_staging_digests" (
    "job_id" UUID NOT NULL,
    "price_list_id" UUID NOT NULL,
    "bucket" SMALLINT NOT NULL,
    "digest" BYTEA NOT NULL,
    "rows" INTEGER NOT NULL,
    "priced" INTEGER NOT NULL,

    CONSTRAINT "price_staging_digests_pkey" PRIMARY KEY ("job_id","price_list_id","bucket")
);

-- Any statement on `prices` (and TRUNCATE) in a transaction that has not set hub.price_digests = 'kept' (the hub's
-- writers do: src/db/price-digests.ts) forgets every digest: an older hub process during a rolling deploy,
-- hand-written SQL, a restore. Per statement, not per row: it costs a 1M-row merge nothing. The first such
-- statement of a transaction takes the digests' lock exclusively (a merge step holds it shared from before it
-- reads a digest until it commits), so no step can store a digest that this transaction's change makes untrue,
-- and marks the transaction, so its later statements return at once (no step can store one until it commits).
CREATE FUNCTION "price_digests_forget"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('hub.price_digests', true) IN ('kept', 'forgotten') THEN RETURN NULL; END IF;
  PERFORM pg_advisory_xact_lock(hashtext('price-bucket-digests'), 0);
  DELETE FROM price_bucket_digests;
  PERFORM set_config('hub.price_digests', 'forgotten', true);
  RETURN NULL;
END $$;

CREATE TRIGGER "prices_forget_digests" AFTER INSERT OR UPDATE OR DELETE ON "prices"
  FOR EACH STATEMENT EXECUTE FUNCTION price_digests_forget();
CREATE TRIGGER "prices_truncate_forget_digests" AFTER TRUNCATE ON "prices"
  FOR EACH STATEMENT EXECUTE FUNCTION price_digests_forget();
