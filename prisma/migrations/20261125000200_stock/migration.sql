-- Stock (contract §6): locations, levels per (SKU, location), and the staging table of batch-update-stock.
-- stock_staging is UNLOGGED like price_staging: COPY into it is fast, and PostgreSQL's crash recovery empties it
-- (an import with steps left then fails and says to send the body again).
-- CreateTable
CREATE TABLE "stock_locations" (
    "id" UUID NOT NULL,
    "site_id" TEXT NOT NULL,
    "environment" "Environment" NOT NULL,
    "external_id" TEXT,
    "name" TEXT NOT NULL,
    "position" BIGSERIAL NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stock_locations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "stock_levels" (
    "site_id" TEXT NOT NULL,
    "environment" "Environment" NOT NULL,
    "sku" TEXT NOT NULL,
    "location_id" UUID NOT NULL,
    "stock_level" INTEGER NOT NULL,
    "restock_date" DATE,
    "min_stock_level" INTEGER,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stock_levels_pkey" PRIMARY KEY ("site_id","environment","sku","location_id")
);

-- CreateTable
CREATE UNLOGGED TABLE "stock_staging" (
    "job_id" UUID NOT NULL,
    "chunk" INTEGER NOT NULL,
    "line" INTEGER NOT NULL,
    "location_id" UUID NOT NULL,
    "sku" TEXT NOT NULL,
    "stock_level" INTEGER NOT NULL,
    "restock_date" DATE,
    "min_stock_level" INTEGER,
    "sent_fields" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "stock_staging_pkey" PRIMARY KEY ("job_id","chunk","line")
);

-- CreateIndex
CREATE INDEX "stock_locations_site_id_environment_position_idx" ON "stock_locations"("site_id", "environment", "position");

-- CreateIndex
CREATE UNIQUE INDEX "stock_locations_site_id_environment_external_id_key" ON "stock_locations"("site_id", "environment", "external_id");

-- CreateIndex
CREATE INDEX "stock_levels_location_id_idx" ON "stock_levels"("location_id");

-- AddForeignKey
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_location_id_fkey" FOREIGN KEY ("location_id") REFERENCES "stock_locations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

