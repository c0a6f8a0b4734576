import type { OrderStatus } from '../../src/domain/order-status.ts';

// A WMS's status webhooks in a burst, shared by the burst integration test and bench/order-status-burst.ts: per
// order a valid history of events (each with an event id and its own occurred_at), sent at a fixed rate across
// many orders, locally shuffled (events overtake each other) and with duplicates (a webhook retried, some at once
// beside the original, some later). Then what the hub must have made of it, checked from the outside.

export type Package = { carrier: string; tracking_number: string; tracking_url: string };
export type OrderEvent = { orderId: string; eventId: string; status: OrderStatus; occurredAt: string; package?: Package };
export type Sent = { event: OrderEvent; status: number; ms: number; body: any; retries?: number };

/** A small seeded generator, so a failing run can be replayed with its seed. */
export function seededRandom(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 2 ** 32;
  };
}

/**
 * A valid history of about `length` statuses after `placed`: forward (sometimes skipping one), with on_hold and
 * back inserted, ending delivered, cancelled (before shipped) or held.
 */
export function historyOf(length: number, random: () => number): OrderStatus[] {
  const ending = random();
  const main: OrderStatus[] =
    ending < 0.7 ? ['picked', 'packed', 'shipped', 'delivered'] : ending < 0.9 ? ['picked', 'packed', 'cancelled'] : ['picked', 'packed', 'shipped', 'on_hold'];
  if (random() < 0.3) main.splice(main.indexOf('packed'), 1); // a forward skip
  const out = [...main];
  // Insert hold-and-back pairs before the last event until long enough: "on_hold" then the status held.
  while (out.length < length) {
    const at = Math.floor(random() * (out.length - 1));
    const held = at === 0 ? 'placed' : out[at - 1]!;
    if (held === 'on_hold') continue;
    out.splice(at, 0, 'on_hold', held);
  }
  return out;
}

export function eventsFor(orderId: string, statuses: OrderStatus[], start: number): OrderEvent[] {
  return statuses.map((status, k) => ({
    orderId,
    eventId: `${orderId}:${k}`,
    status,
    occurredAt: new Date(start + (k + 1) * 1000).toISOString(),
    ...(status === 'shipped'
      ? { package: { carrier: 'DHL', tracking_number: `TN-${orderId.slice(0, 8)}-${k}`, tracking_url: `https://track.example.com/TN-${orderId.slice(0, 8)}-${k}` } }
      : {}),
  }));
}

/**
 * The order the events go on the wire: each order's events shuffled within a window of `window` (so later ones
 * overtake earlier ones), duplicated with probability `duplicates` (half of them right beside the original, half
 * later), and the orders' streams interleaved at random.
 */
export function sendingOrder(perOrder: OrderEvent[][], random: () => number, opts = { window: 4, duplicates: 0.3 }): OrderEvent[] {
  const streams = perOrder.map((events) => {
    const keyed = events.map((e, i) => ({ e, key: i + random() * opts.window })).sort((a, b) => a.key - b.key);
    const stream = keyed.map((k) => k.e);
    for (const e of [...stream]) {
      if (random() >= opts.duplicates) continue;
      const at = random() < 0.5 ? stream.indexOf(e) + 1 : stream.indexOf(e) + 1 + Math.floor(random() * (stream.length - stream.indexOf(e)));
      stream.splice(at, 0, e);
    }
    return stream;
  });
  const out: OrderEvent[] = [];
  while (streams.some((s) => s.length > 0)) {
    const open = streams.filter((s) => s.length > 0);
    out.push(open[Math.floor(random() * open.length)]!.shift()!);
  }
  return out;
}

export const patchBody = (e: OrderEvent) => ({ status: e.status, occurred_at: e.occurredAt, event_id: e.eventId, ...(e.package ? { package: e.package } : {}) });

/**
 * Sends `events` at `ratePerSecond` (request i leaves at start + i / rate, whether or not earlier ones have been
 * answered) and resolves with every answer once all are in. As a webhook sender does, a request is sent again when
 * it fails on the network (a keep-alive socket the server closed as it was reused) or is answered 503 (the hub
 * sheds load when no database connection frees up within its bound); `retries` counts both.
 */
export async function sendAtRate(events: OrderEvent[], ratePerSecond: number, send: (e: OrderEvent) => Promise<{ status: number; body: any }>): Promise<Sent[]> {
  const start = performance.now();
  const pending: Promise<Sent>[] = [];
  for (const [i, event] of events.entries()) {
    const due = start + (i * 1000) / ratePerSecond;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const t0 = performance.now();
    pending.push(sendWithRetries(() => send(event)).then((r) => ({ event, status: r.status, body: r.body, retries: r.retries, ms: performance.now() - t0 })));
  }
  return Promise.all(pending);
}

export async function sendWithRetries(send: () => Promise<{ status: number; body: any }>, attempts = 10) {
  for (let retries = 0; ; retries++) {
    const last = retries + 1 >= attempts;
    try {
      const answer = await send();
      if (answer.status !== 503 || last) return { ...answer, retries };
    } catch (err) {
      if (last) throw err;
    }
    await new Promise((r) => setTimeout(r, Math.min(2000, 100 * 2 ** retries)));
  }
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

type HistoryEntry = { status: string; occurred_at: string; source: string | null; note: string | null };
type OutboxRow = { payload: { sequence: number; from_status: string; to_status: string; occurred_at: string; package?: Package | null } };

/**
 * What the hub must show for one order after the burst, as a list of problems (empty when right): the last
 * event's status; a history of the sent events in occurred_at order, every answered-as-applied event in it; one
 * outbox row per applied change with gapless sequences matching the history; the packages of applied shipments.
 */
export function orderProblems(events: OrderEvent[], sent: Sent[], purchase: any, outbox: OutboxRow[]): string[] {
  const problems: string[] = [];
  const last = events.at(-1)!;
  if (purchase.status !== last.status) problems.push(`status ${purchase.status}, expected ${last.status}`);
  // The orders start with one history entry, `placed` (createBurstOrders).
  const history: HistoryEntry[] = purchase.status_history;
  const changes = history.slice(1);
  const byTime = new Map(events.map((e) => [new Date(e.occurredAt).getTime(), e]));
  for (const [i, h] of changes.entries()) {
    const e = byTime.get(new Date(h.occurred_at).getTime());
    if (!e || e.status !== h.status) problems.push(`history entry ${i + 1} (${h.status} at ${h.occurred_at}) was never sent`);
    if (i > 0 && new Date(h.occurred_at) <= new Date(changes[i - 1]!.occurred_at)) problems.push(`history entry ${i + 1} is not after the one before`);
  }
  // The last event is the last entry, unless it repeated the status in force (a resume that overtook its hold).
  if (history.at(-1)!.status !== last.status) problems.push(`the last history entry is ${history.at(-1)!.status}, expected ${last.status}`);
  // An event answered 200 with itself in the answer's history was applied (by this request or its duplicate):
  // it must still be there at the end.
  const inHistory = new Set(changes.map((h) => `${h.status}@${new Date(h.occurred_at).getTime()}`));
  for (const s of sent) {
    if (s.status !== 200) continue;
    const key = `${s.event.status}@${new Date(s.event.occurredAt).getTime()}`;
    const answered = (s.body.status_history as HistoryEntry[]).some((h) => `${h.status}@${new Date(h.occurred_at).getTime()}` === key);
    if (answered && !inHistory.has(key)) problems.push(`event ${s.event.eventId} was answered as applied but is not in the history`);
  }
  for (const s of sent) if (s.status !== 200 && s.status !== 409) problems.push(`event ${s.event.eventId} answered ${s.status}: ${JSON.stringify(s.body)}`);
  const sequences = outbox.map((r) => r.payload.sequence);
  if (sequences.join() !== changes.map((_, i) => i + 1).join()) problems.push(`outbox sequences ${sequences.join(',')} for ${changes.length} change(s)`);
  for (const [i, row] of outbox.entries()) {
    const h = changes[i];
    const before = history[i];
    if (!h || !before) continue;
    if (row.payload.to_status !== h.status || row.payload.from_status !== before.status || new Date(row.payload.occurred_at).getTime() !== new Date(h.occurred_at).getTime()) {
      problems.push(`outbox row ${i + 1} (${row.payload.from_status} → ${row.payload.to_status}) does not match history entry ${i + 1}`);
    }
  }
  const shippedWithPackage = changes.map((h) => byTime.get(new Date(h.occurred_at).getTime())?.package).filter((p): p is Package => Boolean(p));
  const tracking = (purchase.packages as Package[]).map((p) => p.tracking_number).sort();
  if (tracking.join() !== shippedWithPackage.map((p) => p.tracking_number).sort().join()) problems.push(`packages ${tracking.join(',')}, expected ${shippedWithPackage.map((p) => p.tracking_number).join(',')}`);
  return problems;
}

export type Call = (method: string, path: string, body?: unknown) => Promise<{ status: number; body: any }>;

/** The order as `read` shows it (GET /api/v1/purchases/id/{id}, or its verb) and its order.status_changed outbox rows, oldest first. */
export async function readOrderOutcome(read: (id: string) => Promise<unknown>, query: (sql: string, params: unknown[]) => Promise<{ rows: any[] }>, siteId: string, id: string) {
  const purchase = await read(id);
  const outbox = await query(
    `SELECT payload FROM outbox_events WHERE site_id = $1 AND topic = 'order.status_changed' AND payload->>'order_id' = $2 ORDER BY id`,
    [siteId, id],
  );
  return { purchase, outbox: outbox.rows as OutboxRow[] };
}
