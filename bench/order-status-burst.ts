// Order status webhooks in a burst, as a WMS sends them: PATCH /api/v1/orders/{id} at a fixed rate across many
// orders, shuffled (later events overtake earlier ones) and with duplicates, against a real API process (the
// built bundle) on a fresh database `hub_bench_orders`. Then the same number of PATCHes unthrottled from 32
// concurrent clients, for the ceiling. Baseline in the same run: the same number of PATCHes that repeat the status
// in force (auth, parsing, the row lock and the answer's read, but no write), unthrottled the same way. Checks
// afterwards that every order ends in the right status with gapless sequences (test/helpers/order-burst.ts), then
// prints throughput and latency.
// A 503 (the hub sheds load when no database connection frees up in time) or a network error is retried as a WMS
// retries; the `retries` column counts them. Targets: every order right and every final answer 200 or 409 (nothing
// lost); p99 < 250 ms at RATE; unthrottled ≥ RATE PATCH/s (the hub keeps up with the burst).
// Options: BENCH_ORDERS (50), BENCH_RATE (200), BENCH_SECONDS (5), BENCH_SEED. Run: npx tsx bench/order-status-burst.ts
import { availableParallelism } from 'node:os';
import type { Ctx } from '../src/context.ts';
import { readPurchase } from '../src/services/purchasing/get-purchase.ts';
import { seedOrder } from '../test/integration/purchasing/order-fixtures.ts';
import { createBenchSite, fetchToken, freshDatabase, printTable, startHub } from './lib.ts';
import { eventsFor, historyOf, orderProblems, patchBody, percentile, seededRandom, sendAtRate, readOrderOutcome, sendingOrder, sendWithRetries, type OrderEvent, type Sent } from '../test/helpers/order-burst.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 50);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const SEED = Number(process.env.BENCH_SEED ?? Date.now() % 100_000);
const API_PORT = 3930;
const DB_NAME = 'hub_bench_orders';

const random = seededRandom(SEED);
const { url, db } = await freshDatabase(DB_NAME);
const site = await createBenchSite(db);
const api = await startHub('--api', { DATABASE_URL: url, PORT: String(API_PORT), QUEUE_PREFIX: `bench-orders-${process.pid}` });

type Row = Record<string, string | number>;
const summarize = (name: string, sent: Sent[], wallMs: number): Row => ({
  run: name,
  requests: sent.length,
  'req/s': Math.round((sent.length * 1000) / wallMs),
  'p50 ms': percentile(sent.map((s) => s.ms), 50).toFixed(1),
  'p95 ms': percentile(sent.map((s) => s.ms), 95).toFixed(1),
  'p99 ms': percentile(sent.map((s) => s.ms), 99).toFixed(1),
  'max ms': Math.max(...sent.map((s) => s.ms)).toFixed(1),
  retries: sent.reduce((n, s) => n + (s.retries ?? 0), 0),
  answers: [...new Set(sent.map((s) => s.status))].sort().map((status) => `${status}×${sent.filter((s) => s.status === status).length}`).join(' '),
});

try {
  const base = `http://127.0.0.1:${api.port}`;
  const token = await fetchToken(base, site);
  const headers = { 'Content-Type': 'application/json', 'Site-Id': site.siteId, Authorization: `Bearer ${token}` };
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, { method, headers, ...(body ? { body: JSON.stringify(body) } : {}) });
    return { status: res.status, body: await res.json().catch(() => null) };
  };
  const patch = (e: OrderEvent) => call('PATCH', `/api/v1/orders/${e.orderId}`, patchBody(e));

  // Enough events per order that the burst lasts SECONDS at RATE, duplicates (about 30 %) included.
  const perOrder = Math.max(4, Math.round((RATE * SECONDS) / ORDERS / 1.3));
  const burst = async () => {
    const placedAt = new Date(Date.now() - 2 * 24 * 3600_000);
    const ids: string[] = [];
    for (let i = 0; i < ORDERS; i++) ids.push((await seedOrder(db.prisma, { siteId: site.siteId, environment: 'live' }, { placedAt })).id);
    const events = ids.map((id, i) => eventsFor(id, historyOf(perOrder, random), placedAt.getTime() + 3600_000 + i));
    return { ids, events, wire: sendingOrder(events, random) };
  };

  // Up to `clients` requests in flight, each next event as soon as one is answered (503s retried).
  const unthrottled = async (wire: OrderEvent[], send: (e: OrderEvent) => Promise<{ status: number; body: any }>, clients = 32) => {
    const out: Sent[] = [];
    let next = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (next < wire.length) {
          const e = wire[next++]!;
          const s0 = performance.now();
          const r = await sendWithRetries(() => send(e));
          out.push({ event: e, status: r.status, body: r.body, retries: r.retries, ms: performance.now() - s0 });
        }
      }),
    );
    return { sent: out, ms: performance.now() - t0 };
  };

  const paced = await burst();
  // Baseline: `placed` at the orders' own placed_at, the status in force again: a no-op that writes nothing.
  const placedAt = new Date(paced.events[0]![0]!.occurredAt).getTime() - 3600_000 - 1000;
  const baseline = await unthrottled(paced.wire, (e) => call('PATCH', `/api/v1/orders/${e.orderId}`, { status: 'placed', occurred_at: new Date(placedAt).toISOString() }));
  const t0 = performance.now();
  const sent = await sendAtRate(paced.wire, RATE, patch);
  const pacedMs = performance.now() - t0;
  const flat = await burst();
  const { sent: flatSent, ms: flatMs } = await unthrottled(flat.wire, patch);

  // What GET /api/v1/purchases/id/{id} renders (its verb), read straight from the bench database.
  const ctx = { siteId: site.siteId, environment: 'live', db: db.prisma } as unknown as Ctx;
  let wrong = 0;
  for (const run of [{ ...paced, sent }, { ...flat, sent: flatSent }]) {
    for (const [i, id] of run.ids.entries()) {
      const outcome = await readOrderOutcome((id) => readPurchase(ctx, { id }), (sql, params) => db.pool.query(sql, params as unknown[]), site.siteId, id);
      const problems = orderProblems(run.events[i]!, run.sent.filter((s) => s.event.orderId === id), outcome.purchase, outcome.outbox);
      if (problems.length) {
        wrong++;
        console.error(`order ${id}: ${problems.join('; ')}`);
      }
    }
  }

  console.log(`\n${ORDERS} orders, ${perOrder} events each, seed ${SEED}; machine has ${availableParallelism()} cores shared with PostgreSQL and this client\n`);
  printTable([
    summarize('baseline: no-op PATCH, unthrottled, 32 clients', baseline.sent, baseline.ms),
    summarize(`PATCH at ${RATE}/s (shuffled, duplicates)`, sent, pacedMs),
    summarize('PATCH unthrottled, 32 clients', flatSent, flatMs),
  ]);
  const p99 = percentile(sent.map((s) => s.ms), 99);
  const flatRate = (flatSent.length * 1000) / flatMs;
  const bad = [...sent, ...flatSent].filter((s) => s.status !== 200 && s.status !== 409).length;
  const met = bad === 0 && wrong === 0 && p99 < 250 && flatRate >= RATE;
  console.log(`\norders wrong: ${wrong}; answers other than 200/409: ${bad}`);
  console.log(`applied-change PATCHes at ${Math.round((100 * flatRate) / ((baseline.sent.length * 1000) / baseline.ms))}% of the no-op baseline's req/s in this run`);
  console.log(`target: all orders right, p99 < 250 ms at ${RATE}/s, ≥ ${RATE} PATCH/s unthrottled: ${met ? 'met' : 'MISSED'}`);
  if (!met) process.exitCode = 1;
} finally {
  await api.stop();
  await db.close();
}
