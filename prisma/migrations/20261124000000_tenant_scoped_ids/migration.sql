-- Ids a client may choose (products, variants, customers, addresses) become unique per (site_id, environment)
-- instead of globally: the primary keys gain the tenant columns, and variant -> product and address -> customer
-- point at their parent over all three columns, so a child can never hang off another tenant's parent.
-- Existing rows keep their ids (globally unique ids are unique per tenant too). Prisma's own diff of the schema
-- change, plus the backfill of the addresses' new tenant columns and a check that stored children already sit
-- in their parent's tenant (the previous schema did not enforce it).

-- Addresses had no tenant columns; they take their customer's.
ALTER TABLE "addresses" ADD COLUMN "site_id" TEXT,
ADD COLUMN "environment" "Environment";

UPDATE "addresses" a SET "site_id" = c."site_id", "environment" = c."environment"
  FROM "customers" c
 WHERE c."id" = a."customer_id";

ALTER TABLE "addresses" ALTER COLUMN "site_id" SET NOT NULL,
ALTER COLUMN "environment" SET NOT NULL;

-- A variant stored under another tenant than its product's cannot be given a tenant-wide foreign key; say so
-- plainly (the whole migration rolls back) instead of guessing which of the two tenants the row belongs to.
DO $$
DECLARE
  strays INTEGER;
BEGIN
  SELECT count(*) INTO strays
    FROM "variants" v JOIN "products" p ON p."id" = v."product_id"
   WHERE p."site_id" <> v."site_id" OR p."environment" <> v."environment";
  IF strays > 0 THEN
    RAISE EXCEPTION '% variant(s) are stored under another site or environment than their product; fix them before this migration', strays;
  END IF;
END $$;

-- DropForeignKey
ALTER TABLE "variants" DROP CONSTRAINT "variants_product_id_fkey";

-- DropForeignKey
ALTER TABLE "addresses" DROP CONSTRAINT "addresses_customer_id_fkey";

-- DropIndex
DROP INDEX "variants_product_id_idx";

-- DropIndex
DROP INDEX "addresses_customer_id_idx";

-- AlterTable
ALTER TABLE "products" DROP CONSTRAINT "products_pkey",
ADD CONSTRAINT "products_pkey" PRIMARY KEY ("site_id", "environment", "id");

-- AlterTable
ALTER TABLE "variants" DROP CONSTRAINT "variants_pkey",
ADD CONSTRAINT "variants_pkey" PRIMARY KEY ("site_id", "environment", "id");

-- AlterTable
ALTER TABLE "customers" DROP CONSTRAINT "customers_pkey",
ADD CONSTRAINT "customers_pkey" PRIMARY KEY ("site_id", "environment", "id");

-- AlterTable
ALTER TABLE "addresses" DROP CONSTRAINT "addresses_pkey",
ADD CONSTRAINT "addresses_pkey" PRIMARY KEY ("site_id", "environment", "id");

-- CreateIndex
CREATE INDEX "variants_site_id_environment_product_id_idx" ON "variants"("site_id", "environment", "product_id");

-- CreateIndex
CREATE INDEX "addresses_site_id_environment_customer_id_idx" ON "addresses"("site_id", "environment", "customer_id");

-- AddForeignKey
ALTER TABLE "variants" ADD CONSTRAINT "variants_site_id_environment_product_id_fkey" FOREIGN KEY ("site_id", "environment", "product_id") REFERENCES "products"("site_id", "environment", "id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_site_id_environment_customer_id_fkey" FOREIGN KEY ("site_id", "environment", "customer_id") REFERENCES "customers"("site_id", "environment", "id") ON DELETE CASCADE ON UPDATE CASCADE;
