import type { Ctx } from '../../../context.ts';
import { Prisma } from '../../../db/client.ts';

// What the order status update needs beyond the purchasing repository's lockPurchase / recordStatusEvent /
// appendStatus. Both run on a row the caller has locked (lockPurchase), inside its transaction.

const env = (ctx: Ctx) => Prisma.sql`CAST(${ctx.environment} AS "Environment")`;

export type SequencedIdentifiers = { sequence: number; identifiers: { id: string; external: string | null; internal: string | null; visible: string | null } };

/**
 * Takes the purchase's next status-change sequence number (1 for its first change; gapless under the row lock)
 * and returns it with the purchase's identifiers, which the order.status_changed event carries.
 */
export async function takeStatusSequence(ctx: Ctx, purchaseId: string): Promise<SequencedIdentifiers> {
  const [row] = await ctx.db.$queryRaw<[{ sequence: number; external: string | null; internal: string | null; visible: string | null }]>`
    UPDATE purchases SET status_sequence = status_sequence + 1
     WHERE site_id = ${ctx.siteId} AND environment = ${env(ctx)} AND id = ${purchaseId}::uuid
    RETURNING status_sequence AS sequence, external_id AS external, internal_id AS internal, visible_id AS visible`;
  return { sequence: row.sequence, identifiers: { id: purchaseId, external: row.external, internal: row.internal, visible: row.visible } };
}

/**
 * The same status again with a later occurred_at: nothing is recorded, but the time in force moves forward, so an
 * older event that arrives afterwards is stale (see src/domain/order-status.ts). updated_at stays: nothing a
 * reader sees changed.
 */
export async function advanceStatusTime(ctx: Ctx, purchaseId: string, occurredAt: Date): Promise<void> {
  await ctx.db.$executeRaw`
    UPDATE purchases SET status_occurred_at = ${occurredAt}
     WHERE site_id = ${ctx.siteId} AND environment = ${env(ctx)} AND id = ${purchaseId}::uuid
       AND status_occurred_at < ${occurredAt}`;
}
