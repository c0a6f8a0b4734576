-- Ordering (contract §4, src/services/ordering): a cart per customer per tenant, with its lines. Carts are server-made
-- ids but keyed by the tenant like every business table; the customer reference cascades, so deleting a customer
-- drops its open carts (a cart of nobody cannot be priced or completed).
CREATE TABLE "carts" (
    "id" UUID NOT NULL,
    "site_id" TEXT NOT NULL,
    "environment" "Environment" NOT NULL,
    "customer_id" UUID NOT NULL,
    "shipping_address_id" UUID,
    "billing_address_id" UUID,
    "temporary_shipping_address" JSONB,
    "po_number" TEXT,
    "customer_reference" TEXT,
    "shipping_requested_date" DATE,
    "custom_fields" JSONB,
    "coupon_code" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "carts_pkey" PRIMARY KEY ("site_id","environment","id")
);

CREATE INDEX "carts_site_id_environment_customer_id_idx" ON "carts"("site_id", "environment", "customer_id");

ALTER TABLE "carts" ADD CONSTRAINT "carts_customer_fkey" FOREIGN KEY ("site_id", "environment", "customer_id")
    REFERENCES "customers"("site_id", "environment", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- One line per SKU (adding a SKU again adds to its line); `position` keeps the order lines were first added in.
CREATE TABLE "cart_line_items" (
    "site_id" TEXT NOT NULL,
    "environment" "Environment" NOT NULL,
    "cart_id" UUID NOT NULL,
    "sku" TEXT NOT NULL,
    "quantity" INTEGER NOT NULL,
    "position" INTEGER NOT NULL,

    CONSTRAINT "cart_line_items_pkey" PRIMARY KEY ("site_id","environment","cart_id","sku")
);

ALTER TABLE "cart_line_items" ADD CONSTRAINT "cart_line_items_cart_fkey" FOREIGN KEY ("site_id", "environment", "cart_id")
    REFERENCES "carts"("site_id", "environment", "id") ON DELETE CASCADE ON UPDATE CASCADE;
