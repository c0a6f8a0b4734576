import { applyPriceImport, discardPriceImport } from '../../src/services/pricing/prices/apply-price-import.ts';
import { importProcessor } from './import-processor.ts';

/** Merges one staged price upload; a final failure is a sync error with data type `prices`. */
export const priceImport = importProcessor<'price-import'>(applyPriceImport, discardPriceImport);
