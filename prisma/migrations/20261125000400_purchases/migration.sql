-- Purchasing (contract §5): purchases with tenant-scoped client-chosen ids (README "Ids belong to their tenant"),
-- their lines, the event ids of applied status updates, and the staging table of batch upserts.
-- CreateEnum
CREATE TYPE "PurchaseType" AS ENUM ('order', 'order_unconfirmed', 'awaiting_approval', 'quote', 'cart');

-- CreateEnum
CREATE TYPE "PurchaseStatus" AS ENUM ('placed', 'picked', 'packed', 'shipped', 'delivered', 'cancelled', 'on_hold');

-- CreateTable
CREATE TABLE "purchases" (
    "id" UUID NOT NULL,
    "site_id" TEXT NOT NULL,
    "environment" "Environment" NOT NULL,
    "type" "PurchaseType" NOT NULL,
    "status" "PurchaseStatus" NOT NULL,
    "status_occurred_at" TIMESTAMPTZ(3) NOT NULL,
    "previous_status" "PurchaseStatus",
    "external_id" TEXT,
    "internal_id" TEXT,
    "visible_id" TEXT,
    "customer_id" UUID,
    "customer_external_id" TEXT,
    "customer_email" TEXT,
    "payment_method" TEXT,
    "currency_code" TEXT NOT NULL,
    "customer_reference" TEXT,
    "po_number" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "placed_at" TIMESTAMPTZ(3),
    "calculated_submitted_at" TIMESTAMPTZ(3),
    "shipping_requested_date" TIMESTAMPTZ(3),
    "billing_address" JSONB,
    "shipping_address" JSONB,
    "shipping_title" TEXT,
    "shipping_amount" DECIMAL(19,4),
    "tax_lines" JSONB NOT NULL DEFAULT '[]',
    "calculated_subtotal" DECIMAL(19,4) NOT NULL,
    "calculated_tax_total" DECIMAL(19,4) NOT NULL,
    "calculated_total" DECIMAL(19,4) NOT NULL,
    "packages" JSONB NOT NULL DEFAULT '[]',
    "status_history" JSONB NOT NULL DEFAULT '[]',
    "version" BIGINT NOT NULL DEFAULT 0,
    "content_hash" TEXT NOT NULL,

    CONSTRAINT "purchases_pkey" PRIMARY KEY ("site_id","environment","id")
);

-- CreateTable
CREATE TABLE "purchase_line_items" (
    "site_id" TEXT NOT NULL,
    "environment" "Environment" NOT NULL,
    "purchase_id" UUID NOT NULL,
    "position" INTEGER NOT NULL,
    "sku" TEXT NOT NULL,
    "name" TEXT,
    "quantity" INTEGER NOT NULL,
    "unit_price" DECIMAL(19,4) NOT NULL,
    "line_total" DECIMAL(19,4) NOT NULL,
    "quantity_shipped" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "purchase_line_items_pkey" PRIMARY KEY ("site_id","environment","purchase_id","position")
);

-- CreateTable
CREATE TABLE "purchase_status_events" (
    "site_id" TEXT NOT NULL,
    "environment" "Environment" NOT NULL,
    "purchase_id" UUID NOT NULL,
    "event_id" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "purchase_status_events_pkey" PRIMARY KEY ("site_id","environment","purchase_id","event_id")
);

-- CreateTable
CREATE UNLOGGED TABLE "purchase_staging" (
    "job_id" UUID NOT NULL,
    "line" INTEGER NOT NULL,
    "chunk" INTEGER NOT NULL DEFAULT 0,
    "item" JSONB NOT NULL,
    "id" UUID,
    "external_id" TEXT,
    "content_hash" TEXT NOT NULL,

    CONSTRAINT "purchase_staging_pkey" PRIMARY KEY ("job_id","line")
);

-- CreateIndex
CREATE INDEX "purchases_site_id_environment_customer_id_idx" ON "purchases"("site_id", "environment", "customer_id");

-- CreateIndex
CREATE INDEX "purchases_paging_created_at_idx" ON "purchases"("site_id", "environment", "created_at" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "purchases_paging_updated_at_idx" ON "purchases"("site_id", "environment", "updated_at" DESC, "id" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "purchases_site_id_environment_external_id_key" ON "purchases"("site_id", "environment", "external_id");

-- CreateIndex
CREATE UNIQUE INDEX "purchases_site_id_environment_internal_id_key" ON "purchases"("site_id", "environment", "internal_id");

-- CreateIndex
CREATE UNIQUE INDEX "purchases_site_id_environment_visible_id_key" ON "purchases"("site_id", "environment", "visible_id");

-- CreateIndex
CREATE INDEX "purchase_staging_job_id_chunk_idx" ON "purchase_staging"("job_id", "chunk");

-- AddForeignKey
ALTER TABLE "purchase_line_items" ADD CONSTRAINT "purchase_line_items_site_id_environment_purchase_id_fkey" FOREIGN KEY ("site_id", "environment", "purchase_id") REFERENCES "purchases"("site_id", "environment", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "purchase_status_events" ADD CONSTRAINT "purchase_status_events_site_id_environment_purchase_id_fkey" FOREIGN KEY ("site_id", "environment", "purchase_id") REFERENCES "purchases"("site_id", "environment", "id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Paging by the nullable dates: newest first, purchases without the date last (see schema.prisma).
CREATE INDEX "purchases_paging_placed_at_idx" ON "purchases"("site_id", "environment", "placed_at" DESC NULLS LAST, "id" DESC);
CREATE INDEX "purchases_paging_calculated_submitted_at_idx" ON "purchases"("site_id", "environment", "calculated_submitted_at" DESC NULLS LAST, "id" DESC);
CREATE INDEX "purchases_paging_shipping_requested_date_idx" ON "purchases"("site_id", "environment", "shipping_requested_date" DESC NULLS LAST, "id" DESC);

-- The customer a purchase belongs to, in the same tenant. Deleting the customer keeps its purchases (with the
-- customer's external id and email as sent) and clears only customer_id, never the tenant columns.
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_site_id_environment_customer_id_fkey" FOREIGN KEY ("site_id", "environment", "customer_id") REFERENCES "customers"("site_id", "environment", "id") ON DELETE SET NULL ("customer_id") ON UPDATE CASCADE;
