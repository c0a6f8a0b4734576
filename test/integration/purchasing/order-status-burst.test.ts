import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerType } from '@hono/node-server';
import type { Ctx } from '../../../src/context.ts';
import { closeServers, serveEnvironments } from '../../../src/runtime/serve.ts';
import { readPurchase } from '../../../src/services/purchasing/get-purchase.ts';
import { freePort } from '../../helpers/free-port.ts';
import { useHarness } from '../../helpers/harness.ts';
import { eventsFor, historyOf, orderProblems, patchBody, percentile, readOrderOutcome, seededRandom, sendAtRate, sendingOrder, type Call } from '../../helpers/order-burst.ts';
import { seedOrder } from './order-fixtures.ts';

// Issue 10: status updates from a WMS arrive in bursts. A real listening hub and a client sending 200 PATCHes per
// second across 50 orders for about 5 seconds, shuffled (later events overtake earlier ones) and with duplicates
// (some beside the original, some later). Every order must end in its last event's status, with a history of
// applied changes in occurred_at order, gapless outbox sequences and nothing answered as applied then lost.

const ORDERS = 50;
const RATE = 200;
const SECONDS = 5;
const SEED = Number(process.env.BURST_SEED ?? 20261125);

const setup = useHarness({ env: { DB_POOL_SIZE: '10' } });
let servers: ServerType[] = [];
let base = '';

beforeAll(async () => {
  const [live, test] = [await freePort(), await freePort()];
  servers = await serveEnvironments(setup.h.app, { ...setup.h.config, HOST: '127.0.0.1', PORT: live, TEST_PORT: test });
  base = `http://127.0.0.1:${live}`;
});
afterAll(() => closeServers(servers));

describe('a burst of status webhooks over a real socket', () => {
  it(`${RATE}/s across ${ORDERS} orders for ${SECONDS} s, shuffled and duplicated, ends right for every order`, { timeout: 300_000 }, async () => {
    const t = setup.t;
    const call: Call = async (method, path, body) => {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { 'Site-Id': t.siteId, Authorization: `Bearer ${t.token}`, 'Content-Type': 'application/json' },
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      });
      return { status: res.status, body: await res.json().catch(() => null) };
    };
    const random = seededRandom(SEED);
    const placedAt = new Date(Date.now() - 2 * 24 * 3600_000);
    const ids: string[] = [];
    for (let i = 0; i < ORDERS; i++) ids.push((await seedOrder(setup.h, t, { placedAt })).id);
    const perOrder = Math.round((RATE * SECONDS) / ORDERS / 1.3);
    const events = ids.map((id, i) => eventsFor(id, historyOf(perOrder, random), placedAt.getTime() + 3600_000 + i));
    const wire = sendingOrder(events, random);

    const started = performance.now();
    const sent = await sendAtRate(wire, RATE, (e) => call('PATCH', `/api/v1/orders/${e.orderId}`, patchBody(e)));
    const seconds = (performance.now() - started) / 1000;
    const duplicates = wire.length - events.flat().length;
    console.log(`burst (seed ${SEED}): ${sent.length} PATCHes (${duplicates} duplicates) in ${seconds.toFixed(1)} s, p50 ${percentile(sent.map((s) => s.ms), 50).toFixed(1)} ms, p99 ${percentile(sent.map((s) => s.ms), 99).toFixed(1)} ms; ${sent.filter((s) => s.status === 409).length} answered 409 (late), ${sent.reduce((n, s) => n + (s.retries ?? 0), 0)} network retries`);
    expect(sent.length).toBeGreaterThanOrEqual(RATE * SECONDS * 0.9);
    expect(duplicates).toBeGreaterThan(0);

    const query = (sql: string, params: unknown[]) => setup.h.deps.db.pool.query(sql, params);
    // What GET /api/v1/purchases/id/{id} renders (its verb), read after the burst.
    const ctx: Ctx = { siteId: t.siteId, environment: t.environment, credential: null, requestId: 'burst', log: setup.h.deps.log, db: setup.h.deps.db.prisma, deps: setup.h.deps };
    const read = (id: string) => readPurchase(ctx, { id });
    const problems: string[] = [];
    let changes = 0;
    for (const [i, id] of ids.entries()) {
      const outcome = await readOrderOutcome(read, query, t.siteId, id);
      changes += outcome.outbox.length;
      const mine = sent.filter((s) => s.event.orderId === id);
      problems.push(...orderProblems(events[i]!, mine, outcome.purchase, outcome.outbox).map((p) => `order ${i}: ${p}`));
    }
    expect(problems).toEqual([]);
    // Out of order and late events really happened, and many changes still applied.
    expect(sent.some((s) => s.status === 409)).toBe(true);
    expect(changes).toBeGreaterThan(ORDERS * 3);
  });
});
