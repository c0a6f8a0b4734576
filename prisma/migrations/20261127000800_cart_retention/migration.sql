-- Carts idle longer than CART_RETENTION_DAYS are removed by the hourly housekeeping, across tenants, oldest first.
-- CreateIndex
CREATE INDEX "carts_updated_at_idx" ON "carts"("updated_at");
