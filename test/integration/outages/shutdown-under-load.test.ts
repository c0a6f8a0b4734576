import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../helpers/harness.ts';
import { createLists } from '../pricing/price-writes-fixtures.ts';
import { freePort, until } from './servers.ts';

// Issue 14, shutdown under load: the hub as `npm start` runs it (API and workers in one process, from source) gets
// SIGTERM while requests and an import are in flight. The requests finish, the running job is handed back to the
// queue (not failed), the process exits within SHUTDOWN_TIMEOUT_MS, and a worker started later completes the job
// with exactly the file's rows.

const SHUTDOWN_TIMEOUT_MS = 10_000;
const setup = useHarness();
let hub: ChildProcess | undefined;
let dataDir: string;
let output = '';
let port: number;

beforeAll(async () => {
  await createLists(setup.h, setup.t, ['s-a', 's-b']);
  dataDir = await mkdtemp(join(tmpdir(), 'hub-shutdown-'));
  port = await freePort();
  hub = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: process.cwd(),
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/root',
      NODE_ENV: 'production',
      LOG_FORMAT: 'json',
      LOG_LEVEL: 'warn',
      DATABASE_URL: setup.h.config.DATABASE_URL,
      REDIS_URL: setup.h.config.REDIS_URL,
      QUEUE_PREFIX: setup.h.config.QUEUE_PREFIX,
      HOST: '127.0.0.1',
      PORT: String(port),
      TEST_PORT: String(await freePort()),
      SEED_DEMO: 'false',
      DATA_DIR: dataDir,
      DB_POOL_SIZE: '6',
      BULK_WAIT_MS: '30000',
      SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  hub.stdout!.on('data', (b: Buffer) => (output += b.toString()));
  hub.stderr!.on('data', (b: Buffer) => (output += b.toString()));
  await until(() => fetch(`http://127.0.0.1:${port}/readyz`), (r) => r.status === 200, 60_000, `the hub to be ready:\n${output}`);
}, 90_000);
afterAll(async () => {
  if (hub && hub.exitCode === null && hub.signalCode === null) hub.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

const SKUS = 150_000;
const lines: string[] = [];
for (const list of ['s-a', 's-b']) for (let i = 0; i < SKUS; i++) lines.push(`${list},SKU-${String(i).padStart(6, '0')},1,${(1 + (i % 89) / 10).toFixed(2)}`);

describe('SIGTERM while requests and an import are in flight', () => {
  it('requests finish, the job is handed back, the process exits in time; the job completes later with every row', { timeout: 180_000 }, async () => {
    const headers = { 'Site-Id': setup.t.siteId, Authorization: `Bearer ${setup.t.token}` };
    const since = new Date();
    const bulk = fetch(`http://127.0.0.1:${port}/api/v1/batch-update-pricing`, {
      method: 'PATCH',
      headers: { ...headers, 'Content-Type': 'text/csv' },
      body: `price_list_slug,sku,quantity,price\n${lines.join('\n')}\n`,
    });
    const running = () => setup.h.deps.db.prisma.job.findFirst({ where: { siteId: setup.t.siteId, createdAt: { gte: since }, status: 'running' } });
    const { value: started } = await until(running, (j) => j !== null, 90_000, 'the import to start');
    const id = started!.id;

    const exited = new Promise<number | null>((resolve) => hub!.once('exit', (code) => resolve(code)));
    const signalled = Date.now();
    hub!.kill('SIGTERM');

    const answer = await bulk.catch((err: Error) => {
      throw new Error(`bulk: ${err.message} ${(err.cause as Error)?.message}\n${output}`);
    });
    expect(answer.status).toBe(202); // accepted, answered before the process went away
    expect(((await answer.json()) as { id: string }).id).toBe(id);
    const code = await exited;
    expect(code, output).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(SHUTDOWN_TIMEOUT_MS);

    const handedBack = await setup.h.deps.db.prisma.job.findUniqueOrThrow({ where: { id } });
    expect(handedBack.status).not.toBe('failed');
    if (handedBack.status !== 'completed') {
      expect(handedBack.processed).toBeLessThan(lines.length);
      expect(await setup.h.deps.queue.queue('imports').getJobState(id)).toMatch(/^(delayed|waiting|wait|prioritized)$/);
    }

    await setup.h.startWorkers();
    const { value: done } = await until(
      () => setup.h.deps.db.prisma.job.findUniqueOrThrow({ where: { id } }),
      (j) => j.status === 'completed' || j.status === 'failed',
      90_000,
      'the handed-back job to complete',
    );
    expect(done).toMatchObject({ status: 'completed', processed: lines.length, error: null });
    expect(done.result).toEqual({ applied: lines.length, unchanged: 0, removed: 0, failed: 0 });
    expect(await setup.h.deps.db.prisma.syncError.count({ where: { siteId: setup.t.siteId } })).toBe(0);
    const { rows } = await setup.h.deps.db.pool.query(`SELECT count(*)::int AS n FROM prices p JOIN price_lists l ON l.id = p.price_list_id WHERE l.site_id = $1`, [
      setup.t.siteId,
    ]);
    expect(rows[0].n).toBe(lines.length);
  });
});
