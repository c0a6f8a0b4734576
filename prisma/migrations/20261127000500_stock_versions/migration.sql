-- A version of each tenant's stock data (its levels and its locations) for batch-fetch-stock's in-process cache.
-- Every write to stock_levels or stock_locations sets it, in the writing transaction, to a fresh value of the
-- column's sequence: a reader that finds the value it cached under knows nothing changed since, in any process.
-- Sequence values are never handed out twice, so a tenant whose row is removed and made again never repeats one.
-- CreateTable
CREATE TABLE "stock_versions" (
    "site_id" TEXT NOT NULL,
    "environment" "Environment" NOT NULL,
    "version" BIGSERIAL NOT NULL,

    CONSTRAINT "stock_versions_pkey" PRIMARY KEY ("site_id","environment")
);
