import type { Deps } from '../../context.ts';
import { deleteFinishedDeliveries } from './delivery-repository.ts';

/** Housekeeping's part: delivered and failed deliveries older than WEBHOOK_DELIVERY_RETENTION_DAYS go (pending ones stay). */
export function purgeFinishedDeliveries(deps: Pick<Deps, 'db' | 'config'>, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - deps.config.WEBHOOK_DELIVERY_RETENTION_DAYS * 24 * 3600 * 1000);
  return deleteFinishedDeliveries(deps.db.prisma, before);
}
