-- The foreign key checked its list once per price row inserted (a quarter of a bulk import's merge, issue 17).
-- The import's merge step now takes FOR KEY SHARE on its lists once per step (what the key did per row), and
-- deleting a list deletes its prices in the same transaction (price-lists/repository.ts deleteList). A process
-- older than this change still deletes only the list row; housekeeping removes prices left without a list that way
-- (purge-orphan-prices.ts). Going back would need that sweep first, then ADD CONSTRAINT … NOT VALID and VALIDATE.
-- DropForeignKey
ALTER TABLE "prices" DROP CONSTRAINT IF EXISTS "prices_price_list_id_fkey";
