// The one write path of purchases, set-based: a PUT merges one item, a batch-upsert step merges a chunk of
// staged items, with the same statements. Items are normalized purchases (normalize.ts) as jsonb. Each statement
// is plain SQL text with positional parameters, so it runs on a pg client (the import worker) and on a Prisma
// transaction (a request) alike. $1 = site_id, $2 = environment throughout.

/** Runs one statement and returns its rows. */
export type SqlRunner = <T = Record<string, unknown>>(text: string, params: unknown[]) => Promise<T[]>;

/** The rows to merge: (line int, item jsonb, content_hash text, match_id uuid, match_external text). */
export type MergeSource = { sql: string; params: unknown[] };

const ENV = `$2::"Environment"`;
const ISO = (expr: string) => `to_char((${expr})::timestamptz(3) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const item = (key: string) => `(m.item->>'${key}')`;
const ts = (key: string) => `${item(key)}::timestamptz`;

/**
 * Resolves each item: the purchase it replaces (by id, else by external id when it has no id), the customer it
 * names (by id, else external_id, else email), and the first reason it cannot apply:
 * `id-immutable` (the body's id differs from the purchase's), `customer-not-found`, `newer-version-exists`,
 * `duplicate-external-id` (external, internal or visible id held by another purchase; failure_field names it).
 * `stored_status` and `stored_packages` start empty: KEEP_FULFILMENT fills them under the row locks.
 */
export function resolveSql(source: string): string {
  return `
CREATE TEMP TABLE purchase_merge ON COMMIT DROP AS
SELECT r.*,
       CASE WHEN r.failure IS NULL AND r.target_id IS NOT NULL AND r.stored_hash = r.content_hash THEN true ELSE false END AS unchanged
  FROM (
SELECT m.line, m.item, m.content_hash, t.id AS target_id, t.version AS stored_version, t.content_hash AS stored_hash,
       t.created_at AS stored_created_at, NULL::text AS stored_status, NULL::jsonb AS stored_packages, coalesce(t.id, m.match_id, gen_random_uuid()) AS new_id,
       c.id AS customer_id,
       coalesce(${item('customer_external_id')}, c.external_id) AS customer_external_id,
       coalesce(${item('customer_email')}, c.email) AS customer_email,
       CASE
         WHEN ${item('id')} IS NOT NULL AND t.id IS NOT NULL AND t.id <> ${item('id')}::uuid THEN 'id-immutable'
         WHEN coalesce(${item('customer_id')}, ${item('customer_external_id')}, ${item('customer_email')}) IS NOT NULL AND c.id IS NULL
           THEN 'customer-not-found'
         WHEN t.id IS NOT NULL AND ${item('version')} IS NOT NULL AND ${item('version')}::bigint < t.version THEN 'newer-version-exists'
         WHEN d.field IS NOT NULL THEN 'duplicate-external-id'
       END AS failure,
       d.field AS failure_field,
       t.version AS failure_version
  FROM ${source} m
  LEFT JOIN LATERAL (
    SELECT * FROM (
      SELECT p.id, p.version, p.content_hash, p.created_at FROM purchases p
       WHERE p.site_id = $1 AND p.environment = ${ENV} AND p.id = m.match_id
      UNION ALL
      SELECT p.id, p.version, p.content_hash, p.created_at FROM purchases p
       WHERE m.match_id IS NULL AND p.site_id = $1 AND p.environment = ${ENV} AND p.external_id = m.match_external
    ) x LIMIT 1) t ON true
  LEFT JOIN LATERAL (
    SELECT * FROM (
      SELECT 1 AS k, cu.id, cu.external_id, cu.email FROM customers cu
       WHERE cu.site_id = $1 AND cu.environment = ${ENV} AND cu.id = ${item('customer_id')}::uuid
      UNION ALL
      SELECT 2, cu.id, cu.external_id, cu.email FROM customers cu
       WHERE ${item('customer_id')} IS NULL AND cu.site_id = $1 AND cu.environment = ${ENV} AND cu.external_id = ${item('customer_external_id')}
      UNION ALL
      SELECT 3, cu.id, cu.external_id, cu.email FROM customers cu
       WHERE ${item('customer_id')} IS NULL AND ${item('customer_external_id')} IS NULL
         AND cu.site_id = $1 AND cu.environment = ${ENV} AND cu.email = ${item('customer_email')}
    ) x ORDER BY k LIMIT 1) c ON true
  LEFT JOIN LATERAL (
    SELECT f.field FROM (
      SELECT 1 AS k, 'identifiers.external' AS field FROM purchases o
       WHERE ${item('external_id')} IS NOT NULL AND o.site_id = $1 AND o.environment = ${ENV} AND o.external_id = ${item('external_id')}
         AND o.id <> coalesce(t.id, m.match_id, '00000000-0000-0000-0000-000000000000'::uuid)
      UNION ALL
      SELECT 2, 'identifiers.internal' FROM purchases o
       WHERE ${item('internal_id')} IS NOT NULL AND o.site_id = $1 AND o.environment = ${ENV} AND o.internal_id = ${item('internal_id')}
         AND o.id <> coalesce(t.id, m.match_id, '00000000-0000-0000-0000-000000000000'::uuid)
      UNION ALL
      SELECT 3, 'identifiers.visible' FROM purchases o
       WHERE ${item('visible_id')} IS NOT NULL AND o.site_id = $1 AND o.environment = ${ENV} AND o.visible_id = ${item('visible_id')}
         AND o.id <> coalesce(t.id, m.match_id, '00000000-0000-0000-0000-000000000000'::uuid)
    ) f ORDER BY k LIMIT 1) d ON true
  ) r`;
}

const WRITTEN = `m.failure IS NULL AND NOT m.unchanged`;
const historyEntry = (status: string, at: string) =>
  `jsonb_build_array(jsonb_build_object('status', ${status}, 'occurred_at', ${ISO(at)}, 'source', $3::text, 'note', NULL))`;
const firstOccurred = `coalesce(${ts('placed_at')}, ${ts('created_at')}, now())`;
/** What a written item gets: the body's, else the purchase's own (see KEEP_FULFILMENT), else `placed` / none. */
const statusOf = `coalesce(${item('status')}, m.stored_status, 'placed')`;
const packagesOf = `coalesce(nullif(m.item->'packages', 'null'::jsonb), m.stored_packages, '[]'::jsonb)`;
const createdAt = `coalesce(${ts('created_at')}, m.stored_created_at, now())`;

/**
 * Inserts new purchases and fully replaces changed ones ($3 = the status history's source). A replace keeps the
 * status fields when the status is the same; a new status takes effect now, is appended to the history, and
 * `on_hold` remembers the status it interrupted. Returns one row per written purchase.
 */
export const WRITE_PURCHASES = `
INSERT INTO purchases AS p (site_id, environment, id, type, status, status_occurred_at, previous_status, external_id, internal_id,
  visible_id, customer_id, customer_external_id, customer_email, payment_method, currency_code, customer_reference, po_number,
  created_at, updated_at, placed_at, calculated_submitted_at, shipping_requested_date, billing_address, shipping_address,
  shipping_title, shipping_amount, tax_lines, discounts, custom_fields, calculated_subtotal, calculated_discount_total,
  calculated_tax_total, calculated_total, packages, status_history, version, content_hash)
SELECT $1, ${ENV}, m.new_id, ${item('type')}::"PurchaseType", ${statusOf}::"PurchaseStatus", ${firstOccurred}, NULL,
  ${item('external_id')}, ${item('internal_id')}, ${item('visible_id')}, m.customer_id, m.customer_external_id, m.customer_email,
  ${item('payment_method')}, ${item('currency_code')}, ${item('customer_reference')}, ${item('po_number')},
  ${createdAt}, now(), ${ts('placed_at')},
  CASE WHEN ${item('type')} = 'cart' THEN NULL ELSE coalesce(${ts('placed_at')}, ${createdAt}) END,
  ${ts('shipping_requested_date')}, m.item->'billing_address', m.item->'shipping_address',
  ${item('shipping_title')}, ${item('shipping_amount')}::numeric, m.item->'tax_lines', coalesce(m.item->'discounts', '[]'::jsonb),
  nullif(m.item->'custom_fields', 'null'::jsonb), ${item('calculated_subtotal')}::numeric,
  coalesce(${item('calculated_discount_total')}::numeric, 0), ${item('calculated_tax_total')}::numeric, ${item('calculated_total')}::numeric, ${packagesOf},
  ${historyEntry(statusOf, firstOccurred)},
  coalesce(${item('version')}::bigint, m.stored_version, 0), m.content_hash
  FROM purchase_merge m
 WHERE ${WRITTEN}
ON CONFLICT (site_id, environment, id) DO UPDATE SET
  type = EXCLUDED.type,
  status = EXCLUDED.status,
  status_occurred_at = CASE WHEN p.status = EXCLUDED.status THEN p.status_occurred_at ELSE now() END,
  previous_status = CASE WHEN p.status = EXCLUDED.status THEN p.previous_status
                         WHEN EXCLUDED.status = 'on_hold' THEN p.status ELSE NULL END,
  status_history = CASE WHEN p.status = EXCLUDED.status THEN p.status_history
                        ELSE p.status_history || ${historyEntry('EXCLUDED.status', 'now()')} END,
  external_id = EXCLUDED.external_id, internal_id = EXCLUDED.internal_id, visible_id = EXCLUDED.visible_id,
  customer_id = EXCLUDED.customer_id, customer_external_id = EXCLUDED.customer_external_id, customer_email = EXCLUDED.customer_email,
  payment_method = EXCLUDED.payment_method, currency_code = EXCLUDED.currency_code,
  customer_reference = EXCLUDED.customer_reference, po_number = EXCLUDED.po_number,
  created_at = EXCLUDED.created_at, updated_at = now(), placed_at = EXCLUDED.placed_at,
  calculated_submitted_at = EXCLUDED.calculated_submitted_at, shipping_requested_date = EXCLUDED.shipping_requested_date,
  billing_address = EXCLUDED.billing_address, shipping_address = EXCLUDED.shipping_address,
  shipping_title = EXCLUDED.shipping_title, shipping_amount = EXCLUDED.shipping_amount, tax_lines = EXCLUDED.tax_lines,
  discounts = EXCLUDED.discounts, custom_fields = EXCLUDED.custom_fields,
  calculated_subtotal = EXCLUDED.calculated_subtotal, calculated_discount_total = EXCLUDED.calculated_discount_total,
  calculated_tax_total = EXCLUDED.calculated_tax_total,
  calculated_total = EXCLUDED.calculated_total, packages = EXCLUDED.packages, version = EXCLUDED.version,
  content_hash = EXCLUDED.content_hash
RETURNING p.id::text AS id, (xmax = 0) AS inserted`;

/**
 * Fulfilment is the WMS's (PATCH /api/v1/orders/…): a replace that sends no `status`, no `packages` or a line
 * without `quantity_shipped` keeps the purchase's own, so an ERP correcting an order does not move a shipped order
 * back to `placed` or drop its parcels. The rows being replaced are locked (in id order) and their status and
 * packages read again, so a status update committed since the resolve step is the one kept.
 */
export const KEEP_FULFILMENT = `
UPDATE purchase_merge m SET stored_status = p.status::text, stored_packages = p.packages
  FROM (SELECT id, status, packages FROM purchases
         WHERE site_id = $1 AND environment = ${ENV}
           AND id IN (SELECT x.target_id FROM purchase_merge x WHERE x.target_id IS NOT NULL AND x.failure IS NULL AND NOT x.unchanged)
         ORDER BY id FOR UPDATE) p
 WHERE m.target_id = p.id`;

/** What was shipped of the replaced lines, by SKU and its nth line of that SKU, for lines that send no quantity_shipped. */
export const KEEP_SHIPPED = `
CREATE TEMP TABLE purchase_merge_shipped ON COMMIT DROP AS
SELECT l.purchase_id, l.sku, row_number() OVER (PARTITION BY l.purchase_id, l.sku ORDER BY l.position) AS nth, l.quantity_shipped
  FROM purchase_line_items l JOIN purchase_merge m ON l.purchase_id = m.new_id
 WHERE ${WRITTEN} AND m.target_id IS NOT NULL AND l.site_id = $1 AND l.environment = ${ENV} AND l.quantity_shipped > 0`;

/** A written purchase's lines are replaced by the item's. */
export const DELETE_LINES = `
DELETE FROM purchase_line_items l USING purchase_merge m
 WHERE ${WRITTEN} AND l.site_id = $1 AND l.environment = ${ENV} AND l.purchase_id = m.new_id`;

export const INSERT_LINES = `
INSERT INTO purchase_line_items (site_id, environment, purchase_id, position, sku, name, quantity, unit_price, line_total, tax_rate, quantity_shipped)
SELECT $1, ${ENV}, n.new_id, n.position, n.sku, n.name, n.quantity, n.unit_price, n.line_total, n.tax_rate, coalesce(n.quantity_shipped, s.quantity_shipped, 0)
  FROM (SELECT m.new_id, x.*, row_number() OVER (PARTITION BY m.new_id, x.sku ORDER BY x.position) AS nth
          FROM purchase_merge m,
               jsonb_to_recordset(m.item->'lines') AS x(position int, sku text, name text, quantity int, unit_price numeric, line_total numeric, tax_rate numeric, quantity_shipped int)
         WHERE ${WRITTEN}) n
  LEFT JOIN purchase_merge_shipped s ON s.purchase_id = n.new_id AND s.sku = n.sku AND s.nth = n.nth`;

export type MergeFailure = { line: number; failure: string; failure_field: string | null; stored_version: string | null; new_id: string };
export type MergeCounts = { written: number; inserted: number; unchanged: number; failures: MergeFailure[] };

/**
 * ANALYZE the purchase tables when their statistics lag far behind them (a first import into a new installation:
 * the planner still believes the tables empty). Every lookup of the merge then picks a lookup by a leading
 * `(site_id, environment)` paging index plus a filter, a scan of the whole tenant per item, and 10,000 items take
 * minutes instead of seconds. On tables whose statistics are current this is one catalog read.
 */
export async function refreshStaleStatistics(run: SqlRunner): Promise<void> {
  const stale = await run<{ name: string }>(
    `SELECT s.relname AS name FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
      WHERE s.relname IN ('purchases', 'purchase_line_items') AND s.schemaname = current_schema()
        AND s.n_mod_since_analyze > greatest(1000, 0.5 * c.reltuples)`,
    [],
  );
  for (const { name } of stale) await run(`ANALYZE ${name === 'purchases' ? 'purchases' : 'purchase_line_items'}`, []);
}

async function analyzeIfSmall(run: SqlRunner, added: number) {
  const [row] = await run<{ tuples: number }>(`SELECT reltuples::float8 AS tuples FROM pg_class WHERE oid = 'purchases'::regclass`, []);
  if ((row?.tuples ?? 0) < 10 * added) await run('ANALYZE purchases', []);
}

/** Runs the merge of `source` (its params follow $1-$3); the caller owns the transaction. */
export async function mergePurchases(run: SqlRunner, tenant: { siteId: string; environment: string }, label: string, source: MergeSource): Promise<MergeCounts> {
  const base = [tenant.siteId, tenant.environment];
  await run(resolveSql(source.sql), [...base, ...source.params]);
  // A temporary table has no statistics until analyzed; the joins below need its size (a batch step: thousands).
  await run('ANALYZE purchase_merge', []);
  await run(KEEP_FULFILMENT, base);
  const written = await run<{ id: string; inserted: boolean }>(WRITE_PURCHASES, [...base, label]);
  // The lines' foreign key is checked once per line against purchases: when this step's purchases are a large part
  // of the table (a first import), the statistics must know them first (ANALYZE counts our own new rows).
  if (written.length >= 1000) await analyzeIfSmall(run, written.length);
  await run(KEEP_SHIPPED, base);
  await run(DELETE_LINES, base);
  await run(INSERT_LINES, base);
  const rest = await run<{ unchanged: number }>(`SELECT count(*)::int AS unchanged FROM purchase_merge WHERE unchanged`, []);
  const failures = await run<MergeFailure>(
    `SELECT line, failure, failure_field, failure_version::text AS stored_version, new_id::text AS new_id FROM purchase_merge WHERE failure IS NOT NULL ORDER BY line`,
    [],
  );
  return { written: written.length, inserted: written.filter((w) => w.inserted).length, unchanged: rest[0]!.unchanged, failures };
}
