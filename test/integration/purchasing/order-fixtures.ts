import { randomUUID } from 'node:crypto';
import { Prisma } from '../../../src/db/client.ts';
import type { PrismaClient } from '../../../src/db/client.ts';
import type { Harness, Tenant } from '../../helpers/harness.ts';

// Purchases for the order status tests and bench/order-status-burst.ts, written straight to the database (the PUT
// endpoint has its own tests): an order placed at `placedAt` (default a day ago), with one `placed` history entry,
// two lines (A × 3, B × 2) and three identifiers.

export type SeedOptions = { type?: 'order' | 'quote' | 'cart' | 'order_unconfirmed' | 'awaiting_approval'; status?: string; previousStatus?: string | null; placedAt?: Date };

export async function seedOrder(h: Harness | PrismaClient, t: Pick<Tenant, 'siteId' | 'environment'>, opts: SeedOptions = {}) {
  const prisma = 'deps' in h ? h.deps.db.prisma : h;
  const id = randomUUID();
  const at = opts.placedAt ?? new Date(Date.now() - 24 * 3600_000);
  const d = (v: string) => new Prisma.Decimal(v);
  const tag = id.slice(0, 8);
  await prisma.purchase.create({
    data: {
      id,
      siteId: t.siteId,
      environment: t.environment,
      type: opts.type ?? 'order',
      status: (opts.status ?? 'placed') as never,
      previousStatus: (opts.previousStatus ?? null) as never,
      statusOccurredAt: at,
      statusHistory: [{ status: opts.status ?? 'placed', occurred_at: at.toISOString(), source: 'checkout', note: null }],
      externalId: `ERP-${tag}`,
      internalId: `INT-${tag}`,
      visibleId: `SO-${tag}`,
      currencyCode: 'EUR',
      createdAt: at,
      updatedAt: at,
      placedAt: at,
      calculatedSubtotal: d('10'),
      calculatedTaxTotal: d('0'),
      calculatedTotal: d('10'),
      contentHash: 'seeded',
      lineItems: {
        create: [
          { position: 0, sku: 'A', quantity: 3, unitPrice: d('2'), lineTotal: d('6') },
          { position: 1, sku: 'B', quantity: 2, unitPrice: d('2'), lineTotal: d('4') },
        ],
      },
    },
  });
  return { id, externalId: `ERP-${tag}`, internalId: `INT-${tag}`, visibleId: `SO-${tag}`, placedAt: at };
}

/** The order's order.status_changed outbox rows, oldest first. */
export async function orderEvents(h: Harness, siteId: string, orderId: string) {
  const rows = await h.deps.db.prisma.outboxEvent.findMany({ where: { siteId, topic: 'order.status_changed' }, orderBy: { id: 'asc' } });
  return rows.filter((r) => (r.payload as { order_id: string }).order_id === orderId);
}

export const minutesAfter = (at: Date, minutes: number) => new Date(at.getTime() + minutes * 60_000).toISOString();
