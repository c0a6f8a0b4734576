import type { Processors } from '../create-worker.ts';
import { fileCheck } from './file-check.ts';
import { fileSweep } from './file-sweep.ts';
import { housekeeping } from './housekeeping.ts';
import { priceImport } from './price-import.ts';
import { stockImport } from './stock-import.ts';
import { purchaseImport } from './purchase-import.ts';
import { webhookDelivery } from './webhook-delivery.ts';

/** Job name → processor. Each processor re-reads its rows from PostgreSQL and is safe to run twice. */
export const processors: Processors = {
  housekeeping,
  'file-check': fileCheck,
  'file-sweep': fileSweep,
  'price-import': priceImport,
  'stock-import': stockImport,
  'purchase-import': purchaseImport,
  'webhook-delivery': webhookDelivery,
};
