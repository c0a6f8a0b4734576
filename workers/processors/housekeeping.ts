import { deleteExpiredSessions } from '../../src/auth/dashboard-repository.ts';
import { deleteExpiredTokens } from '../../src/auth/repository.ts';
import { deleteExpiredIdempotencyKeys } from '../../src/db/idempotency.ts';
import { deletePublishedOutbox } from '../../src/queue/repository.ts';
import { deleteStagingOfEndedJobs } from '../../src/services/imports/repository.ts';
import { purgeIdleCarts } from '../../src/services/ordering/purge-idle-carts.ts';
import { purgeOrphanPrices } from '../../src/services/pricing/prices/purge-orphan-prices.ts';
import { purgeFinishedDeliveries, sealStoredSecrets } from '../../src/services/webhooks/index.ts';
import { withoutQueryTimeout } from '../../src/db/unbounded.ts';
import type { Processor } from '../create-worker.ts';

/**
 * Drops expired tokens, dashboard sessions and idempotency records, outbox rows published more than a day ago, and staged import rows
 * of jobs that ended without their processor cleaning up (killed on the last attempt, failed as stalled), webhook
 * deliveries finished more than WEBHOOK_DELIVERY_RETENTION_DAYS ago, carts idle for CART_RETENTION_DAYS, prices whose list is gone (see purge-orphan-prices.ts); and seals any
 * webhook secret still in plain text.
 */
export const housekeeping: Processor<'housekeeping'> = async (_payload, { deps }) => {
  const now = new Date();
  const prisma = deps.db.prisma;
  const [tokens, sessions, keys, outbox, staged, webhookDeliveries, webhookSecretsSealed, idleCarts, orphanPrices] = await Promise.all([
    deleteExpiredTokens(prisma, now),
    deleteExpiredSessions(prisma, now),
    deleteExpiredIdempotencyKeys(prisma, now),
    deletePublishedOutbox(prisma, new Date(now.getTime() - 24 * 3600 * 1000)),
    // Staged rows of ended jobs can be millions: a bulk delete, not bounded like a request's query.
    deleteStagingOfEndedJobs(withoutQueryTimeout(deps.db.pool), new Date(now.getTime() - 3600 * 1000)),
    purgeFinishedDeliveries(deps, now),
    sealStoredSecrets(deps),
    purgeIdleCarts(deps, now),
    purgeOrphanPrices(deps),
  ]);
  return { tokens: tokens.count, dashboardSessions: sessions.count, idempotencyKeys: keys.count, outbox: outbox.count, stagedRows: staged, webhookDeliveries, webhookSecretsSealed, idleCarts, orphanPrices };
};
