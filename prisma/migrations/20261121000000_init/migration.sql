-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateEnum
CREATE TYPE "Plan" AS ENUM ('free', 'pro', 'enterprise');

-- CreateEnum
CREATE TYPE "Environment" AS ENUM ('live', 'test');

-- CreateEnum
CREATE TYPE "JobStatus" AS ENUM ('queued', 'running', 'completed', 'failed');

-- CreateEnum
CREATE TYPE "SyncDataType" AS ENUM ('prices', 'stock', 'purchases', 'orders', 'customers', 'products', 'files', 'webhooks');

-- CreateEnum
CREATE TYPE "SyncErrorStatus" AS ENUM ('open', 'resolved');

-- CreateEnum
CREATE TYPE "ProductStatus" AS ENUM ('active', 'draft', 'archived');

-- CreateEnum
CREATE TYPE "CustomerStatus" AS ENUM ('active', 'disabled');

-- CreateEnum
CREATE TYPE "PriceListSource" AS ENUM ('custom', 'platform', 'integration');

-- CreateTable
CREATE TABLE "sites" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "plan" "Plan" NOT NULL DEFAULT 'free',
    "test_mode" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "sites_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "api_credentials" (
    "id" UUID NOT NULL,
    "site_id" TEXT NOT NULL,
    "environment" "Environment" NOT NULL,
    "name" TEXT NOT NULL,
    "client_id" TEXT NOT NULL,
    "secret_hash" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revoked_at" TIMESTAMPTZ(3),

    CONSTRAINT "api_credentials_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "access_tokens" (
    "token_hash" TEXT NOT NULL,
    "credential_id" UUID NOT NULL,
    "site_id" TEXT NOT NULL,
    "environment" "Environment" NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "access_tokens_pkey" PRIMARY KEY ("token_hash")
);

-- CreateTable
CREATE TABLE "dashboard_users" (
    "id" UUID NOT NULL,
    "site_id" TEXT,
    "email" TEXT NOT NULL,
    "password_hash" TEXT NOT NULL,
    "role" TEXT NOT NULL DEFAULT 'support',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "disabled_at" TIMESTAMPTZ(3),

    CONSTRAINT "dashboard_users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "idempotency_records" (
    "site_id" TEXT NOT NULL,
    "environment" "Environment" NOT NULL,
    "key" TEXT NOT NULL,
    "request_hash" TEXT NOT NULL,
    "completed" BOOLEAN NOT NULL DEFAULT false,
    "status_code" INTEGER,
    "response_headers" JSONB,
    "response_body" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "idempotency_records_pkey" PRIMARY KEY ("site_id","environment","key")
);

-- CreateTable
CREATE TABLE "jobs" (
    "id" UUID NOT NULL,
    "site_id" TEXT NOT NULL,
    "environment" "Environment" NOT NULL,
    "type" TEXT NOT NULL,
    "status" "JobStatus" NOT NULL DEFAULT 'queued',
    "integration" TEXT,
    "processed" INTEGER NOT NULL DEFAULT 0,
    "total" INTEGER NOT NULL DEFAULT 0,
    "result" JSONB,
    "error" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "payload" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "started_at" TIMESTAMPTZ(3),
    "finished_at" TIMESTAMPTZ(3),

    CONSTRAINT "jobs_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "outbox_events" (
    "id" BIGSERIAL NOT NULL,
    "site_id" TEXT NOT NULL,
    "environment" "Environment" NOT NULL,
    "topic" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "job_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "published_at" TIMESTAMPTZ(3),

    CONSTRAINT "outbox_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sync_errors" (
    "id" UUID NOT NULL,
    "site_id" TEXT NOT NULL,
    "environment" "Environment" NOT NULL,
    "integration" TEXT NOT NULL,
    "data_type" "SyncDataType" NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "external_id" TEXT,
    "visible_id" TEXT,
    "external_url" TEXT,
    "code" TEXT NOT NULL,
    "message" TEXT NOT NULL,
    "payload" JSONB,
    "job_id" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 1,
    "occurrences" INTEGER NOT NULL DEFAULT 1,
    "first_seen_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_seen_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "status" "SyncErrorStatus" NOT NULL DEFAULT 'open',
    "resolved_at" TIMESTAMPTZ(3),

    CONSTRAINT "sync_errors_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "customer_groups" (
    "id" UUID NOT NULL,
    "site_id" TEXT NOT NULL,
    "environment" "Environment" NOT NULL,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "parent_slug" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "customer_groups_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "group_settings" (
    "site_id" TEXT NOT NULL,
    "environment" "Environment" NOT NULL,
    "group_slug" TEXT NOT NULL,
    "price_lists" JSONB,
    "allowed_payment_methods" JSONB,
    "minimum_order_value" DECIMAL(19,4),
    "maximum_order_value" DECIMAL(19,4),
    "currency_code" TEXT,
    "tax_inclusive_display" BOOLEAN,
    "default_tax_rate" DECIMAL(7,4),
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "group_settings_pkey" PRIMARY KEY ("site_id","environment","group_slug")
);

-- CreateTable
CREATE TABLE "products" (
    "id" UUID NOT NULL,
    "site_id" TEXT NOT NULL,
    "environment" "Environment" NOT NULL,
    "external_id" TEXT,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "status" "ProductStatus" NOT NULL DEFAULT 'active',
    "sku" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "products_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "variants" (
    "id" UUID NOT NULL,
    "product_id" UUID NOT NULL,
    "site_id" TEXT NOT NULL,
    "environment" "Environment" NOT NULL,
    "external_id" TEXT,
    "sku" TEXT NOT NULL,
    "title" TEXT,
    "options" JSONB NOT NULL DEFAULT '{}',
    "weight_grams" INTEGER,
    "pack_size" INTEGER NOT NULL DEFAULT 1,
    "min_quantity" INTEGER,
    "max_quantity" INTEGER,
    "tax_rate" DECIMAL(7,4),
    "track_stock" BOOLEAN NOT NULL DEFAULT false,
    "allow_backorder" BOOLEAN NOT NULL DEFAULT false,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "position" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "variants_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "customers" (
    "id" UUID NOT NULL,
    "site_id" TEXT NOT NULL,
    "environment" "Environment" NOT NULL,
    "external_id" TEXT,
    "email" TEXT NOT NULL,
    "first_name" TEXT,
    "last_name" TEXT,
    "company_name" TEXT,
    "accounting_id" TEXT,
    "status" "CustomerStatus" NOT NULL DEFAULT 'active',
    "group_slug" TEXT NOT NULL DEFAULT 'base',
    "role" TEXT NOT NULL DEFAULT 'main',
    "price_lists" JSONB NOT NULL DEFAULT '[]',
    "discount_percentage" DECIMAL(7,4),
    "tax_exempt" BOOLEAN NOT NULL DEFAULT false,
    "currency_code" TEXT,
    "credit_limit" DECIMAL(19,4),
    "balance" DECIMAL(19,4) NOT NULL DEFAULT 0,
    "net_terms_days" INTEGER,
    "allowed_payment_methods" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "customers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "addresses" (
    "id" UUID NOT NULL,
    "customer_id" UUID NOT NULL,
    "external_id" TEXT,
    "first_name" TEXT,
    "last_name" TEXT,
    "company" TEXT,
    "address_line1" TEXT,
    "address_line2" TEXT,
    "city" TEXT,
    "region_code" TEXT,
    "postal_code" TEXT,
    "country_code" TEXT,
    "phone" TEXT,
    "is_default_shipping" BOOLEAN NOT NULL DEFAULT false,
    "is_default_billing" BOOLEAN NOT NULL DEFAULT false,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "addresses_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "discounts" (
    "id" UUID NOT NULL,
    "site_id" TEXT NOT NULL,
    "environment" "Environment" NOT NULL,
    "name" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "amount_type" TEXT NOT NULL,
    "amount" DECIMAL(19,4) NOT NULL,
    "min_spend" DECIMAL(19,4),
    "min_items" INTEGER,
    "customer_groups" JSONB NOT NULL DEFAULT '[]',
    "code" TEXT,
    "priority" INTEGER NOT NULL DEFAULT 0,
    "starts_at" TIMESTAMPTZ(3),
    "ends_at" TIMESTAMPTZ(3),
    "active" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "discounts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "shipping_methods" (
    "id" UUID NOT NULL,
    "site_id" TEXT NOT NULL,
    "environment" "Environment" NOT NULL,
    "slug" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "priority" INTEGER NOT NULL DEFAULT 0,
    "countries" JSONB NOT NULL DEFAULT '[]',
    "customer_groups" JSONB NOT NULL DEFAULT '[]',
    "bands" JSONB NOT NULL DEFAULT '[]',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "shipping_methods_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "price_lists" (
    "id" UUID NOT NULL,
    "site_id" TEXT NOT NULL,
    "environment" "Environment" NOT NULL,
    "slug" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "currency_code" TEXT NOT NULL,
    "source" "PriceListSource" NOT NULL DEFAULT 'custom',
    "tax_inclusive_display" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "price_lists_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "price_list_rules" (
    "id" UUID NOT NULL,
    "price_list_id" UUID NOT NULL,
    "source_price_list_id" UUID NOT NULL,
    "adjustment_percentage" DECIMAL(9,6) NOT NULL DEFAULT 0,
    "adjustment_direction" TEXT NOT NULL DEFAULT 'plus',
    "currency_exchange_rate" DECIMAL(19,8) NOT NULL DEFAULT 1,
    "position" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "price_list_rules_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "prices" (
    "price_list_id" UUID NOT NULL,
    "sku" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "site_id" TEXT NOT NULL,
    "environment" "Environment" NOT NULL,
    "price" DECIMAL(19,4) NOT NULL,
    "unit_of_measure" TEXT,
    "tax_type" TEXT,
    "display_tax_rate" DECIMAL(7,4),
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "prices_pkey" PRIMARY KEY ("price_list_id","sku","quantity")
);

-- CreateTable
CREATE UNLOGGED TABLE "price_staging" (
    "job_id" UUID NOT NULL,
    "line" INTEGER NOT NULL,
    "chunk" INTEGER NOT NULL DEFAULT 0,
    "price_list_id" UUID NOT NULL,
    "sku" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "price" DECIMAL(19,4),
    "unit_of_measure" TEXT,
    "tax_type" TEXT,
    "display_tax_rate" DECIMAL(7,4),

    CONSTRAINT "price_staging_pkey" PRIMARY KEY ("job_id","line")
);

-- CreateIndex
CREATE UNIQUE INDEX "api_credentials_client_id_key" ON "api_credentials"("client_id");

-- CreateIndex
CREATE INDEX "api_credentials_site_id_environment_idx" ON "api_credentials"("site_id", "environment");

-- CreateIndex
CREATE INDEX "access_tokens_credential_id_idx" ON "access_tokens"("credential_id");

-- CreateIndex
CREATE INDEX "access_tokens_expires_at_idx" ON "access_tokens"("expires_at");

-- CreateIndex
CREATE UNIQUE INDEX "dashboard_users_email_key" ON "dashboard_users"("email");

-- CreateIndex
CREATE INDEX "idempotency_records_expires_at_idx" ON "idempotency_records"("expires_at");

-- CreateIndex
CREATE INDEX "jobs_site_id_environment_created_at_idx" ON "jobs"("site_id", "environment", "created_at");

-- CreateIndex
CREATE INDEX "outbox_events_published_at_id_idx" ON "outbox_events"("published_at", "id");

-- CreateIndex
CREATE INDEX "sync_errors_site_id_environment_last_seen_at_idx" ON "sync_errors"("site_id", "environment", "last_seen_at");

-- CreateIndex
CREATE UNIQUE INDEX "sync_errors_site_id_environment_fingerprint_key" ON "sync_errors"("site_id", "environment", "fingerprint");

-- CreateIndex
CREATE UNIQUE INDEX "customer_groups_site_id_environment_slug_key" ON "customer_groups"("site_id", "environment", "slug");

-- CreateIndex
CREATE UNIQUE INDEX "products_site_id_environment_slug_key" ON "products"("site_id", "environment", "slug");

-- CreateIndex
CREATE UNIQUE INDEX "products_site_id_environment_external_id_key" ON "products"("site_id", "environment", "external_id");

-- CreateIndex
CREATE UNIQUE INDEX "products_site_id_environment_sku_key" ON "products"("site_id", "environment", "sku");

-- CreateIndex
CREATE INDEX "variants_product_id_idx" ON "variants"("product_id");

-- CreateIndex
CREATE UNIQUE INDEX "variants_site_id_environment_sku_key" ON "variants"("site_id", "environment", "sku");

-- CreateIndex
CREATE UNIQUE INDEX "variants_site_id_environment_external_id_key" ON "variants"("site_id", "environment", "external_id");

-- CreateIndex
CREATE INDEX "customers_site_id_environment_group_slug_idx" ON "customers"("site_id", "environment", "group_slug");

-- CreateIndex
CREATE UNIQUE INDEX "customers_site_id_environment_email_key" ON "customers"("site_id", "environment", "email");

-- CreateIndex
CREATE UNIQUE INDEX "customers_site_id_environment_external_id_key" ON "customers"("site_id", "environment", "external_id");

-- CreateIndex
CREATE INDEX "addresses_customer_id_idx" ON "addresses"("customer_id");

-- CreateIndex
CREATE INDEX "discounts_site_id_environment_idx" ON "discounts"("site_id", "environment");

-- CreateIndex
CREATE UNIQUE INDEX "shipping_methods_site_id_environment_slug_key" ON "shipping_methods"("site_id", "environment", "slug");

-- CreateIndex
CREATE UNIQUE INDEX "price_lists_site_id_environment_slug_key" ON "price_lists"("site_id", "environment", "slug");

-- CreateIndex
CREATE INDEX "price_list_rules_price_list_id_idx" ON "price_list_rules"("price_list_id");

-- CreateIndex
CREATE INDEX "price_list_rules_source_price_list_id_idx" ON "price_list_rules"("source_price_list_id");

-- CreateIndex
CREATE INDEX "prices_site_id_environment_sku_idx" ON "prices"("site_id", "environment", "sku");

-- CreateIndex
CREATE INDEX "price_staging_job_id_chunk_idx" ON "price_staging"("job_id", "chunk");

-- AddForeignKey
ALTER TABLE "api_credentials" ADD CONSTRAINT "api_credentials_site_id_fkey" FOREIGN KEY ("site_id") REFERENCES "sites"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_credential_id_fkey" FOREIGN KEY ("credential_id") REFERENCES "api_credentials"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "variants" ADD CONSTRAINT "variants_product_id_fkey" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "price_list_rules" ADD CONSTRAINT "price_list_rules_price_list_id_fkey" FOREIGN KEY ("price_list_id") REFERENCES "price_lists"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "price_list_rules" ADD CONSTRAINT "price_list_rules_source_price_list_id_fkey" FOREIGN KEY ("source_price_list_id") REFERENCES "price_lists"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "prices" ADD CONSTRAINT "prices_price_list_id_fkey" FOREIGN KEY ("price_list_id") REFERENCES "price_lists"("id") ON DELETE CASCADE ON UPDATE CASCADE;

