import { applyStockImport, discardStockImport } from '../../src/services/stock/levels/apply-stock-import.ts';
import { importProcessor } from './import-processor.ts';

/** Merges one staged batch-update-stock body; a final failure is a sync error with data type `stock`. */
export const stockImport = importProcessor<'stock-import'>(applyStockImport, discardStockImport);
