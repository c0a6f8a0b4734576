import type { Ctx, Environment } from '../../context.ts';

// The tenant's stock version (table stock_versions): every write to stock_levels or stock_locations sets it to a
// fresh sequence value inside the writing transaction, so a reader that still finds the version it cached under
// knows that no write has committed since, in any process (see levels/fetch-cache.ts).

type Queryable = { query(text: string, values?: unknown[]): Promise<unknown> };

/**
 * SQL that bumps the version of the tenant given as $1 (site id) and $2 (environment). Last in a transaction (or
 * a statement's final step): the row lock is then held only until the commit, and every writer takes the other
 * locks it needs before this one, in the same order.
 */
export const BUMP_STOCK_VERSION = `INSERT INTO stock_versions (site_id, environment) VALUES ($1, $2::"Environment")
  ON CONFLICT (site_id, environment) DO UPDATE SET version = EXCLUDED.version`;

/** Bumps the version on `client`, inside the caller's transaction. */
export async function bumpStockVersion(client: Queryable, tenant: { siteId: string; environment: Environment }): Promise<void> {
  await client.query(BUMP_STOCK_VERSION, [tenant.siteId, tenant.environment]);
}

/** Bumps the version through Prisma (ctx.db: the open transaction of withTransaction). */
export async function bumpStockVersionIn(ctx: Pick<Ctx, 'db' | 'siteId' | 'environment'>): Promise<void> {
  await ctx.db.$executeRawUnsafe(BUMP_STOCK_VERSION, ctx.siteId, ctx.environment);
}

type Read = Promise<string>;
/** A tenant's reads: the one under way, and the one that waits for it (not sent yet, so anyone may join it). */
type Slot = { running?: Read; next?: Read };
const slots = new WeakMap<object, Map<string, Slot>>();

/**
 * The tenant's current version as text ('0': nothing written yet). This runs on every batch-fetch-stock request,
 * so concurrent requests share reads: a request joins a read that has not been sent yet (it sees every write that
 * committed before the request arrived), never one already under way, whose successor is sent as soon as it ends.
 * Under load one read per round trip answers every request that arrived meanwhile.
 */
export function readStockVersion(ctx: Ctx): Read {
  let tenants = slots.get(ctx.deps.db.pool);
  if (!tenants) slots.set(ctx.deps.db.pool, (tenants = new Map()));
  const key = `${ctx.siteId}\u0000${ctx.environment}`;
  let slot = tenants.get(key);
  if (!slot) tenants.set(key, (slot = {}));
  if (slot.next) return slot.next;
  if (!slot.running) return send(ctx, tenants, key, slot);
  const after = (): Read => send(ctx, tenants, key, slot, next);
  const next: Read = slot.running.then(after, after);
  slot.next = next;
  return next;
}

function send(ctx: Ctx, tenants: Map<string, Slot>, key: string, slot: Slot, self?: Read): Read {
  // Being sent now: from here on a request arriving needs the read after this one.
  if (self && slot.next === self) slot.next = undefined;
  const read = queryVersion(ctx);
  slot.running = read;
  const done = () => {
    if (slot.running !== read) return;
    slot.running = undefined;
    if (!slot.next) tenants.delete(key);
  };
  read.then(done, done);
  return read;
}

/** One primary-key lookup, as a prepared statement (no parse or plan per request). */
async function queryVersion(ctx: Ctx): Read {
  const res = await ctx.deps.db.pool.query<{ v: string }>({
    name: 'stock-version',
    text: `SELECT version::text AS v FROM stock_versions WHERE site_id = $1 AND environment = $2::"Environment"`,
    values: [ctx.siteId, ctx.environment],
  });
  return res.rows[0]?.v ?? '0';
}
