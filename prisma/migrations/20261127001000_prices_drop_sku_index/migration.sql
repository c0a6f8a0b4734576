-- Every read of prices by SKU names its lists (the tenant's price_lists ids), so the primary key
-- (price_list_id, sku, quantity) serves it; this index only cost the import's merge (bench/README.md, issue 17).
-- DropIndex
DROP INDEX IF EXISTS "prices_site_id_environment_sku_idx";
