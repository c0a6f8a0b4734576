-- The foreign key checked its list once per price row inserted (a quarter of a bulk import's merge, issue 17).
-- The import's merge step now takes FOR KEY SHARE on its lists once per step (what the key did per row), and
-- deleting a list deletes its prices in the same transaction (price-lists/repository.ts deleteList).
-- DropForeignKey
ALTER TABLE "prices" DROP CONSTRAINT "prices_price_list_id_fkey";
