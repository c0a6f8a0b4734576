-- A batch-update-stock item is now its pair's whole record (an optional field left out is stored as null, as the
-- price rule replaces rows), so staging no longer records which optional fields an item carried.
-- AlterTable
ALTER TABLE "stock_staging" DROP COLUMN "sent_fields";
