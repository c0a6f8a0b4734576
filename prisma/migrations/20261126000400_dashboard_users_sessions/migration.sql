-- Support dashboard (issue 13): every dashboard user belongs to one site (a row without one could see nothing, and
-- no code ever wrote one), roles are a closed set, and signed-in browsers get a session table.
DELETE FROM "dashboard_users" WHERE "site_id" IS NULL;

-- CreateEnum
CREATE TYPE "DashboardRole" AS ENUM ('admin', 'support');

-- AlterTable: keep each row's role (anything unknown becomes the less privileged one).
ALTER TABLE "dashboard_users" ALTER COLUMN "site_id" SET NOT NULL;
ALTER TABLE "dashboard_users" ALTER COLUMN "role" DROP DEFAULT;
ALTER TABLE "dashboard_users" ALTER COLUMN "role" TYPE "DashboardRole"
  USING (CASE WHEN "role" = 'admin' THEN 'admin' ELSE 'support' END)::"DashboardRole";
ALTER TABLE "dashboard_users" ALTER COLUMN "role" SET DEFAULT 'support';

-- CreateTable
CREATE TABLE "dashboard_sessions" (
    "id" TEXT NOT NULL,
    "user_id" UUID NOT NULL,
    "csrf_token" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "dashboard_sessions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "dashboard_sessions_user_id_idx" ON "dashboard_sessions"("user_id");

-- CreateIndex
CREATE INDEX "dashboard_sessions_expires_at_idx" ON "dashboard_sessions"("expires_at");

-- CreateIndex
CREATE INDEX "dashboard_users_site_id_idx" ON "dashboard_users"("site_id");

-- AddForeignKey
ALTER TABLE "dashboard_users" ADD CONSTRAINT "dashboard_users_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dashboard_sessions" ADD CONSTRAINT "dashboard_sessions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "dashboard_users"("id") ON DELETE CASCADE ON UPDATE CASCADE;
