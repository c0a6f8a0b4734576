-- Sync Logging API (contract §8): the per-pair sync status an integration reports, and an index for a pair's
-- errors (error_count, PUT/PATCH by external id, DELETE with filters). Prisma's own diff of the schema change.
-- CreateTable
CREATE TABLE "sync_logs" (
    "site_id" TEXT NOT NULL,
    "environment" "Environment" NOT NULL,
    "integration" TEXT NOT NULL,
    "data_type" "SyncDataType" NOT NULL,
    "started_full_sync" TIMESTAMPTZ(3),
    "last_full_sync" TIMESTAMPTZ(3),
    "last_full_sync_succeeded" BOOLEAN,
    "last_partial_sync" TIMESTAMPTZ(3),
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "sync_logs_pkey" PRIMARY KEY ("site_id","environment","integration","data_type")
);

-- CreateIndex
CREATE INDEX "sync_errors_site_id_environment_integration_data_type_exter_idx" ON "sync_errors"("site_id", "environment", "integration", "data_type", "external_id");

