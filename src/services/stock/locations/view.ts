import type { LocationRow } from './repository.ts';
import type { StockLocationView } from './schemas.ts';

export const toStockLocationView = (row: LocationRow): StockLocationView => ({
  id: row.id,
  name: row.name,
  external_id: row.externalId,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});
