-- A stored digest is trusted only while the digest epoch has not moved since it was stored (review of
-- 20261128000100). The trigger's DELETE forgets only the digests its snapshot sees: a writer in REPEATABLE READ or
-- SERIALIZABLE took its snapshot before a merge step it then waited for committed a digest, so that digest
-- survived the writer's change. A sequence is outside every snapshot: the trigger now advances the epoch (after
-- taking the digests' lock exclusively, so no step reads an epoch between this and the writer's commit), and a
-- step compares digests only of its own epoch, and stores none when the epoch moved since its job took its locks
-- (the job's view of which lists hold prices may be stale then).
CREATE SEQUENCE "price_digest_epoch";
-- Called once, so `last_value` moves on the very first nextval as on every later one.
SELECT setval('price_digest_epoch', 1, true);

-- Digests stored before this migration have no epoch: forgotten rather than given one.
DELETE FROM "price_bucket_digests";
ALTER TABLE "price_bucket_digests" ADD COLUMN "epoch" BIGINT NOT NULL;

CREATE OR REPLACE FUNCTION "price_digests_forget"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('hub.price_digests', true) IN ('kept', 'forgotten') THEN RETURN NULL; END IF;
  PERFORM pg_advisory_xact_lock(hashtext('price-bucket-digests'), 0);
  PERFORM nextval('price_digest_epoch');
  DELETE FROM price_bucket_digests;
  PERFORM set_config('hub.price_digests', 'forgotten', true);
  RETURN NULL;
END $$;
