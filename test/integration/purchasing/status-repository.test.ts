import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Ctx } from '../../../src/context.ts';
import { Prisma } from '../../../src/db/client.ts';
import { withTransaction } from '../../../src/db/transaction.ts';
import { readPurchase } from '../../../src/services/purchasing/get-purchase.ts';
import { appendStatus, lockPurchase, recordStatusEvent } from '../../../src/services/purchasing/repository.ts';
import { useHarness, verbCtx, type Tenant } from '../../helpers/harness.ts';

// The repository functions the order status machine builds on (see src/services/purchasing/README.md).

const setup = useHarness();
const ctxFor = (tenant: Tenant): Ctx => verbCtx(setup.h, tenant);

async function seedPurchase(tenant: Tenant) {
  const id = randomUUID();
  const at = new Date('2026-11-01T10:00:00.000Z');
  const d = (v: string) => new Prisma.Decimal(v);
  await setup.h.deps.db.prisma.purchase.create({
    data: {
      id, siteId: tenant.siteId, environment: tenant.environment, type: 'order', status: 'placed', statusOccurredAt: at,
      externalId: `E-${id.slice(0, 8)}`, currencyCode: 'EUR', createdAt: at, updatedAt: at,
      calculatedSubtotal: d('10'), calculatedTaxTotal: d('0'), calculatedTotal: d('10'), contentHash: 'h',
      lineItems: { create: [
        { position: 0, sku: 'A', quantity: 3, unitPrice: d('2'), lineTotal: d('6') },
        { position: 1, sku: 'B', quantity: 2, unitPrice: d('2'), lineTotal: d('4') },
      ] },
    },
  });
  return id;
}

describe('purchasing repository for status updates', () => {
  it('locks, appends a status with a package, and the view shows it at once', async () => {
    const ctx = ctxFor(setup.t);
    const id = await seedPurchase(setup.t);
    const occurredAt = new Date('2026-11-02T08:00:00.000Z');
    await withTransaction(ctx, async (tx) => {
      const row = await lockPurchase(tx, { id });
      expect(row).toMatchObject({ id, status: 'placed', previousStatus: null });
      await appendStatus(tx, id, {
        status: 'shipped', occurredAt, previousStatus: null, source: 'status-update', note: 'left the dock',
        package: { carrier: 'DHL', tracking_number: 'T1', tracking_url: null, shipped_at: occurredAt.toISOString(), line_items: [{ sku: 'A', quantity: 2 }, { sku: 'A', quantity: 1 }] },
      });
    });
    const view = await readPurchase(ctx, { id });
    expect(view!.status).toBe('shipped');
    expect(view!.status_history).toEqual([{ status: 'shipped', occurred_at: occurredAt.toISOString(), source: 'status-update', note: 'left the dock' }]);
    expect(view!.packages).toHaveLength(1);
    expect(view!.line_items.map((l) => [l.sku, l.quantity_shipped])).toEqual([['A', 3], ['B', 0]]);
    expect(view!.dates.updated_at).not.toBe('2026-11-01T10:00:00.000Z');
    expect((await lockPurchase(ctx, { id }))!.statusOccurredAt.toISOString()).toBe(occurredAt.toISOString());
  });

  it('an event id is applied once per purchase; another tenant never sees the purchase', async () => {
    const ctx = ctxFor(setup.t);
    const id = await seedPurchase(setup.t);
    expect(await recordStatusEvent(ctx, id, 'evt-1')).toBe(true);
    expect(await recordStatusEvent(ctx, id, 'evt-1')).toBe(false);
    expect(await recordStatusEvent(ctx, await seedPurchase(setup.t), 'evt-1')).toBe(true);
    const other = ctxFor(await setup.h.tenant());
    expect(await lockPurchase(other, { id })).toBeNull();
    expect(await readPurchase(other, { id })).toBeNull();
  });
});
