import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import pgCopy from 'pg-copy-streams';

// The price import bench's file and PostgreSQL's own floors for loading it (issue #17), timed on one connection
// with nothing of the hub involved.

export const BREAKS = [1, 10];

/**
 * `lists` × `skus` × 2 breaks as the hub's batch CSV (`price_list_slug,sku,quantity,price`), lists `bench-<n>`.
 * `changeEvery` n: every n-th row's price is 1.00 higher (the same file with 1 % of its prices changed: 100).
 */
export async function writePriceCsv(file: string, lists: number, skus: number, changeEvery = 0): Promise<void> {
  let row = 0;
  const bump = () => (changeEvery > 0 && ++row % changeEvery === 0 ? 1 : 0);
  await pipeline(
    (function* () {
      yield 'price_list_slug,sku,quantity,price\n';
      for (let l = 0; l < lists; l++) {
        const lines: string[] = [];
        for (let s = 0; s < skus; s++) {
          for (const q of BREAKS) lines.push(`bench-${l},SKU-${String(s).padStart(6, '0')},${q},${(10 + bump() + ((s * 7 + l) % 9973) / 100 - q / 20).toFixed(2)}\n`);
          if (lines.length >= 10_000) yield lines.splice(0).join('');
        }
        yield lines.join('');
      }
    })(),
    createWriteStream(file),
  );
}

export type FloorTime = { ms: number; copyMs: number };

async function copyFile(client: pg.PoolClient, file: string, table: string): Promise<void> {
  await pipeline(createReadStream(file), client.query(pgCopy.from(`COPY ${table} FROM STDIN (FORMAT csv, HEADER true)`)));
}

/**
 * The minimal floor of the issue: psql-style `\copy` (COPY FROM STDIN) into an unlogged stage, then one
 * `INSERT … SELECT … ORDER BY list, sku, quantity ON CONFLICT DO UPDATE` into a bare table keyed by its primary
 * key alone (no secondary index, no foreign key). The bare table is emptied first: a first load.
 */
export async function minimalFloor(pool: pg.Pool, file: string, lists: number): Promise<FloorTime> {
  const client = await pool.connect();
  try {
    await client.query(`CREATE TABLE IF NOT EXISTS floor_bare (list_id int, sku text COLLATE "C", quantity int, price numeric(19,4),
      PRIMARY KEY (list_id, sku, quantity))`);
    await client.query('TRUNCATE floor_bare');
    await client.query('DROP TABLE IF EXISTS floor_stage');
    await client.query('CREATE UNLOGGED TABLE floor_stage (price_list_slug text, sku text, quantity int, price numeric(19,4))');
    await client.query('CHECKPOINT');
    const start = performance.now();
    await copyFile(client, file, 'floor_stage');
    const copyMs = performance.now() - start;
    // The slug → list number mapping is a tiny VALUES join, as a real loader would look lists up.
    await client.query(`INSERT INTO floor_bare (list_id, sku, quantity, price)
      SELECT l.id, s.sku, s.quantity, s.price
        FROM floor_stage s JOIN (SELECT 'bench-' || g AS slug, g AS id FROM generate_series(0, ${lists - 1}) g) l ON l.slug = s.price_list_slug
       ORDER BY l.id, s.sku COLLATE "C", s.quantity
      ON CONFLICT (list_id, sku, quantity) DO UPDATE SET price = EXCLUDED.price`);
    const ms = performance.now() - start;
    await client.query('DROP TABLE floor_stage');
    await client.query('TRUNCATE floor_bare');
    return { ms, copyMs };
  } finally {
    client.release();
  }
}

/**
 * The real-table floor: the same COPY, then one unsorted `INSERT … SELECT … ON CONFLICT DO UPDATE` into the hub's
 * `prices` as the migrations leave it (since issue 17 its primary key only: no SKU index, no foreign key), emptied
 * afterwards.
 */
export async function tableFloor(pool: pg.Pool, file: string, siteId: string): Promise<FloorTime> {
  const client = await pool.connect();
  try {
    await client.query('DROP TABLE IF EXISTS floor_staging');
    await client.query(`CREATE UNLOGGED TABLE floor_staging (price_list_slug text, sku text, quantity int, price numeric(19,4))`);
    await client.query('TRUNCATE prices');
    await client.query('CHECKPOINT');
    const start = performance.now();
    await copyFile(client, file, 'floor_staging');
    const copyMs = performance.now() - start;
    await client.query(
      `INSERT INTO prices (price_list_id, sku, quantity, site_id, environment, price, updated_at)
      SELECT l.id, s.sku, s.quantity, l.site_id, l.environment, s.price, now()
        FROM floor_staging s JOIN price_lists l ON l.slug = s.price_list_slug AND l.site_id = $1 AND l.environment = 'live'
      ON CONFLICT (price_list_id, sku, quantity) DO UPDATE SET price = EXCLUDED.price, updated_at = now()`,
      [siteId],
    );
    const ms = performance.now() - start;
    await client.query('DROP TABLE floor_staging');
    await client.query('TRUNCATE prices');
    await client.query('CHECKPOINT');
    return { ms, copyMs };
  } finally {
    client.release();
  }
}
