import { applyPurchaseImport, discardPurchaseImport } from '../../src/services/purchasing/apply-purchase-import.ts';
import { importProcessor } from './import-processor.ts';

/**
 * Merges one staged batch upsert of purchases; items that cannot apply become sync errors (data type `purchases`)
 * and the others apply. A job that fails for good is a sync error of its own.
 */
export const purchaseImport = importProcessor<'purchase-import'>(applyPurchaseImport, discardPurchaseImport);
