-- CreateEnum
CREATE TYPE "FileStatus" AS ENUM ('pending', 'ready', 'rejected');

-- CreateTable
CREATE TABLE "files" (
    "id" UUID NOT NULL,
    "site_id" TEXT NOT NULL,
    "environment" "Environment" NOT NULL,
    "file_path" TEXT NOT NULL,
    "extension" TEXT NOT NULL,
    "status" "FileStatus" NOT NULL DEFAULT 'pending',
    "metadata" JSONB,
    "integration" TEXT,
    "version" INTEGER NOT NULL DEFAULT 0,
    "size_bytes" INTEGER,
    "rejection_reason" TEXT,
    "upload_expires_at" TIMESTAMPTZ(3),
    "upload_used" BOOLEAN NOT NULL DEFAULT false,
    "uploaded_at" TIMESTAMPTZ(3),
    "checked_at" TIMESTAMPTZ(3),
    "expires_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "files_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "files_site_id_environment_created_at_idx" ON "files"("site_id", "environment", "created_at");

-- CreateIndex
CREATE INDEX "files_expires_at_idx" ON "files"("expires_at");

-- CreateIndex
CREATE INDEX "files_version_upload_expires_at_idx" ON "files"("version", "upload_expires_at");

