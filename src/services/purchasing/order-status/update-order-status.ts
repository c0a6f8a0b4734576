import type { Ctx } from '../../../context.ts';
import { withTransaction } from '../../../db/transaction.ts';
import { decideStatusChange, isLinearStatus, type StatusDecision, type StatusInForce } from '../../../domain/order-status.ts';
import { ApiError, badRequest, conflict, resourceNotFound } from '../../../http/problem.ts';
import { writeEventToOutbox } from '../../../queue/outbox.ts';
import { readPurchase } from '../get-purchase.ts';
import { addPackage, appendStatus, lockPurchase, recordStatusEvent, type PackageEntry, type PurchaseKey, type PurchaseStatusRow } from '../repository.ts';
import type { PurchaseView } from '../view-schemas.ts';
import { advanceStatusTime, takeStatusSequence } from './repository.ts';
import type { OrderStatusUpdate } from './schemas.ts';

// PATCH /api/v1/orders/… (contract §5). One transaction under the order's row lock: a burst of updates to one
// order applies one at a time, each deciding on the previous one's result, and a change, its history entry, its
// package, its event id and its outbox event commit together or not at all. The answer is read once the lock is
// released (a burst's next update need not wait for this one's answer); it shows this change or a later one.

/**
 * How far ahead of the hub's clock an occurred_at may lie. One far in the future would make every real update
 * after it stale (409) and freeze the order; a local time sent with "Z" is the usual cause, and is refused here.
 */
export const MAX_CLOCK_SKEW_MS = 5 * 60_000;

export type OrderTarget = { key: PurchaseKey; described: string };

export async function updateOrderStatus(ctx: Ctx, target: OrderTarget, input: OrderStatusUpdate, now: Date): Promise<PurchaseView> {
  const occurredAt = input.occurred_at ? new Date(input.occurred_at) : now;
  if (occurredAt.getTime() > now.getTime() + MAX_CLOCK_SKEW_MS) {
    throw badRequest('keyword-mismatch', `must not lie more than ${MAX_CLOCK_SKEW_MS / 60_000} minutes after the hub's clock (${now.toISOString()}); send UTC with "Z" or the real offset`, 'occurred_at');
  }
  const id = await withTransaction(ctx, async (tx) => {
    const order = await lockPurchase(tx, target.key);
    if (!order) throw resourceNotFound(`No order with ${target.described}.`);
    if (order.type !== 'order') {
      throw resourceNotFound(`The purchase with ${target.described} is of type '${order.type}', not an order: only purchases of type order take status updates.`);
    }
    const duplicateEvent = input.event_id !== undefined && !(await recordStatusEvent(tx, order.id, input.event_id));
    const decision = decideStatusChange(inForce(order), { status: input.status, occurredAt, duplicateEvent });
    if (decision.outcome === 'reject') throw rejection(decision);
    if (decision.outcome === 'apply') await applyChange(tx, order, decision, input, occurredAt);
    else if (decision.reason === 'same-status') {
      if (decision.next.occurredAt !== order.statusOccurredAt) await advanceStatusTime(tx, order.id, occurredAt);
      // A WMS ships an order in several parcels: each later `shipped` brings one more package, not a new status.
      const pkg = packageOf(input, occurredAt);
      if (pkg) await addPackage(tx, order.id, pkg);
    }
    return order.id;
  });
  const view = await readPurchase(ctx, { id });
  // Only a concurrent delete between commit and this read gets here.
  if (!view) throw resourceNotFound(`No order with ${target.described}.`);
  return view;
}

/** The machine's view of the stored status; a previous status the machine cannot return to counts as unknown. */
function inForce(order: PurchaseStatusRow): StatusInForce {
  return { status: order.status, heldFrom: isLinearStatus(order.previousStatus) ? order.previousStatus : null, occurredAt: order.statusOccurredAt };
}

function packageOf(input: OrderStatusUpdate, occurredAt: Date): PackageEntry | undefined {
  return input.package && {
    carrier: input.package.carrier,
    tracking_number: input.package.tracking_number,
    tracking_url: input.package.tracking_url,
    shipped_at: occurredAt.toISOString(),
    line_items: input.package.line_items ?? [],
  };
}

function rejection(decision: Extract<StatusDecision, { outcome: 'reject' }>): ApiError {
  if (decision.code === 'newer-version-exists') return conflict('newer-version-exists', `${decision.message}; nothing of this update was recorded`, 'occurred_at');
  const errors = [{ code: decision.code, message: decision.message, property: 'status' }];
  return new ApiError({ status: 400, title: decision.code, detail: decision.message, errors });
}

async function applyChange(ctx: Ctx, order: PurchaseStatusRow, decision: Extract<StatusDecision, { outcome: 'apply' }>, input: OrderStatusUpdate, occurredAt: Date) {
  const pkg = packageOf(input, occurredAt);
  const note = input.note ?? null;
  // The credential's name says which system moved the order (the contract's `integration` in sync errors).
  const source = ctx.credential?.name ?? 'status-update';
  await appendStatus(ctx, order.id, { status: decision.to, occurredAt, previousStatus: decision.next.heldFrom, source, note, ...(pkg ? { package: pkg } : {}) });
  const { sequence, identifiers } = await takeStatusSequence(ctx, order.id);
  await writeEventToOutbox(ctx, 'order.status_changed', {
    order_id: order.id,
    identifiers,
    from_status: decision.from,
    to_status: decision.to,
    occurred_at: occurredAt.toISOString(),
    note,
    package: pkg ?? null,
    sequence,
  });
}
