-- Cart completion places orders (src/services/purchasing/place-order.ts). An order from a discounted cart keeps its
-- discounts, so its total equals the cart's: calculated_total = subtotal − discount + shipping + tax. Existing rows
-- had no discounts: 0 and [] keep their totals true.
ALTER TABLE "purchases" ADD COLUMN "discounts" JSONB NOT NULL DEFAULT '[]',
                        ADD COLUMN "custom_fields" JSONB,
                        ADD COLUMN "calculated_discount_total" DECIMAL(19,4) NOT NULL DEFAULT 0;

-- Each line's tax rate in percent (19 = 19 %), as the cart priced it; null where a writer did not send one.
ALTER TABLE "purchase_line_items" ADD COLUMN "tax_rate" DECIMAL(7,4);

-- The last order number (visible_id) given to a tenant's placed orders: one row per tenant, bumped under its row
-- lock, so concurrent completions take distinct numbers, gapless (a rolled-back completion returns its number).
CREATE TABLE "purchase_order_numbers" (
    "site_id" TEXT NOT NULL,
    "environment" "Environment" NOT NULL,
    "last_number" BIGINT NOT NULL,

    CONSTRAINT "purchase_order_numbers_pkey" PRIMARY KEY ("site_id","environment")
);
