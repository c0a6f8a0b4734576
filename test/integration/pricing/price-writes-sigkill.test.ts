import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../helpers/harness.ts';
import { createLists, csv } from './price-writes-fixtures.ts';

// Crash recovery for real: a 200,000-row import is merged by a separate worker process, which is killed with
// SIGKILL in the middle of the job; a second worker process takes the job over once the first one's BullMQ lock
// lapses, and the prices table ends with exactly the file's rows (and exact counts).

const setup = useHarness({ env: { BULK_WAIT_MS: '0' } });
const children: ChildProcess[] = [];

beforeAll(async () => {
  await createLists(setup.h, setup.t, ['crash-a', 'crash-b']);
});
// Registered after useHarness, so it runs before the harness closes: no worker outlives its database.
afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

function startWorker(): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'workers/main.ts'], {
    cwd: process.cwd(),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: setup.h.config.DATABASE_URL,
      REDIS_URL: setup.h.config.REDIS_URL,
      QUEUE_PREFIX: setup.h.config.QUEUE_PREFIX,
      SEED_DEMO: 'false',
      JOB_LOCK_MS: '2000',
      JOB_STALLED_CHECK_MS: '1000',
      // One step at a time: with two lanes both of this file's steps (one per list) could commit together, before
      // the test saw a step done and could kill the worker between them.
      IMPORT_MERGE_LANES: '1',
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

const SKUS = 100_000;
const priceOf = (i: number) => (1 + (i % 997) / 100).toFixed(2);
const lines: string[] = [];
for (const list of ['crash-a', 'crash-b']) for (let i = 0; i < SKUS; i++) lines.push(`${list},SKU-${String(i).padStart(6, '0')},1,${priceOf(i)}`);

const job = (id: string) => setup.h.deps.db.prisma.job.findUniqueOrThrow({ where: { id } });

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, ms: number, what: string): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('a worker killed mid-import', () => {
  it('another worker finishes the job; the table holds exactly the file', { timeout: 180_000 }, async () => {
    const res = await csv(setup.t, 'PATCH', '/api/v1/batch-update-pricing', `price_list_slug,sku,quantity,price\n${lines.join('\n')}\n`);
    expect(res.status, res.text).toBe(202);
    const id = res.body.id as string;

    const first = startWorker();
    const atKill = await until(() => job(id), (j) => j.status === 'running' && j.processed > 0, 90_000, 'the first worker to merge a step');
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    expect(atKill.processed).toBeLessThan(lines.length);

    startWorker();
    const done = await until(() => job(id), (j) => j.status === 'completed' || j.status === 'failed', 120_000, 'the second worker');
    expect(done).toMatchObject({ status: 'completed', processed: lines.length, total: lines.length });
    expect(done.attempts).toBeGreaterThanOrEqual(2);
    expect(done.result).toEqual({ applied: lines.length, unchanged: 0, removed: 0, failed: 0 });

    // Stored prices read back with 4 places; the file's lines sorted as PostgreSQL's "C" collation sorts.
    const stored = lines.map((l) => l.replace(/,([\d.]+)$/, (_, p: string) => `,${Number(p).toFixed(4)}`));
    const expected = createHash('md5').update(stored.sort().join('\n')).digest('hex');
    const { rows } = await setup.h.deps.db.pool.query<{ n: number; digest: string }>(
      `SELECT count(*)::int AS n,
              md5(string_agg(l.slug || ',' || p.sku || ',' || p.quantity || ',' || p.price::text, E'\\n'
                  ORDER BY l.slug || ',' || p.sku || ',' || p.quantity || ',' || p.price::text COLLATE "C")) AS digest
         FROM prices p JOIN price_lists l ON l.id = p.price_list_id WHERE p.site_id = $1`,
      [setup.t.siteId],
    );
    expect(rows[0]).toEqual({ n: lines.length, digest: expected });
  });
});
