// The order status machine (contract §5), declared as data in the way Vendure declares its order process: each
// status lists where it may go. Pure: the caller loads the status in force and says whether the event id was seen;
// the clock is the caller's too (occurred_at defaults to "now" there, not here).
//
// Decisions the contract leaves open, settled here (README "Order status updates" shows them to integrators):
// - `delivered` and `cancelled` are final: nothing leaves them (the same status again is still a no-op).
// - `on_hold` may be entered from any non-final status, `shipped` included (held at the carrier); the status it
//   was entered from is remembered. From `on_hold` an order may go back to that status, or anywhere that status
//   could go (the WMS may release the hold and move on in one event), `cancelled` only when the held status was
//   before `shipped`. When the held status is unknown (a purchase written by PUT with status `on_hold`), every
//   status but `on_hold` itself is allowed.
// - Checks run in this order: a seen event id is a no-op; the same status again is a no-op; an occurred_at older
//   than the status in force is `newer-version-exists`; then the transition table. Stale before illegal, so an
//   out-of-order event is always told "a newer status is in force" (409), never "invalid transition" (400).
// - The same status again with a later occurred_at records nothing, but moves the time in force forward: an
//   older event arriving after it is stale. Without that, a shuffled "on_hold, back to picked" pair could end on
//   hold when the resume arrived before the hold.

export const LINEAR_STATUSES = ['placed', 'picked', 'packed', 'shipped', 'delivered'] as const;
export const ORDER_STATUSES = [...LINEAR_STATUSES, 'cancelled', 'on_hold'] as const;

export type LinearStatus = (typeof LINEAR_STATUSES)[number];
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const FINAL_STATUSES: readonly OrderStatus[] = ['delivered', 'cancelled'];

/** Where each status may go. `on_hold`'s own moves depend on the held status (see allowedFrom). */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, { readonly to: readonly OrderStatus[] }>> = {
  placed: { to: ['picked', 'packed', 'shipped', 'delivered', 'cancelled', 'on_hold'] },
  picked: { to: ['packed', 'shipped', 'delivered', 'cancelled', 'on_hold'] },
  packed: { to: ['shipped', 'delivered', 'cancelled', 'on_hold'] },
  shipped: { to: ['delivered', 'on_hold'] },
  delivered: { to: [] },
  cancelled: { to: [] },
  on_hold: { to: [] },
};

export const isOrderStatus = (v: unknown): v is OrderStatus => typeof v === 'string' && (ORDER_STATUSES as readonly string[]).includes(v);
export const isLinearStatus = (v: unknown): v is LinearStatus => typeof v === 'string' && (LINEAR_STATUSES as readonly string[]).includes(v);

/** The status in force: what it is, the status an `on_hold` came from, and when it took effect. */
export type StatusInForce = { status: OrderStatus; heldFrom: LinearStatus | null; occurredAt: Date | null };

export type StatusUpdate = { status: OrderStatus; occurredAt: Date; duplicateEvent: boolean };

export type StatusRejection = 'invalid-status-transition' | 'newer-version-exists';

export type StatusDecision =
  | { outcome: 'apply'; from: OrderStatus; to: OrderStatus; next: StatusInForce }
  /** Nothing recorded; `next` differs from the current state only by a later occurred_at (same status). */
  | { outcome: 'noop'; reason: 'duplicate-event' | 'same-status'; next: StatusInForce }
  | { outcome: 'reject'; code: StatusRejection; message: string };

/** The statuses an order in `current` may move to (the same status, a no-op, is not among them). */
export function allowedFrom(current: Pick<StatusInForce, 'status' | 'heldFrom'>): OrderStatus[] {
  if (current.status !== 'on_hold') return [...ORDER_TRANSITIONS[current.status].to];
  if (current.heldFrom === null) return ORDER_STATUSES.filter((s) => s !== 'on_hold');
  const onward = ORDER_TRANSITIONS[current.heldFrom].to.filter((s) => s !== 'on_hold');
  return [current.heldFrom, ...onward];
}

export function decideStatusChange(current: StatusInForce, update: StatusUpdate): StatusDecision {
  if (update.duplicateEvent) return { outcome: 'noop', reason: 'duplicate-event', next: current };
  if (update.status === current.status) {
    const later = current.occurredAt === null || update.occurredAt > current.occurredAt;
    return { outcome: 'noop', reason: 'same-status', next: later ? { ...current, occurredAt: update.occurredAt } : current };
  }
  if (current.occurredAt !== null && update.occurredAt < current.occurredAt) {
    return {
      outcome: 'reject',
      code: 'newer-version-exists',
      message: `occurred_at ${update.occurredAt.toISOString()} is older than the status in force ('${current.status}' since ${current.occurredAt.toISOString()})`,
    };
  }
  const allowed = allowedFrom(current);
  if (!allowed.includes(update.status)) return { outcome: 'reject', code: 'invalid-status-transition', message: transitionMessage(current, update.status, allowed) };
  const heldFrom = update.status === 'on_hold' ? (current.status as LinearStatus) : null;
  return { outcome: 'apply', from: current.status, to: update.status, next: { status: update.status, heldFrom, occurredAt: update.occurredAt } };
}

function transitionMessage(current: StatusInForce, to: OrderStatus, allowed: OrderStatus[]): string {
  const where = current.status === 'on_hold' && current.heldFrom ? `'on_hold' (held at '${current.heldFrom}')` : `'${current.status}'`;
  if (allowed.length === 0) return `the order is ${where}, a final status; it cannot move to '${to}'`;
  return `an order in ${where} cannot move to '${to}'; allowed: ${allowed.map((s) => `'${s}'`).join(', ')}`;
}
