import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHubClient, unwrap, type HubClient } from '../../../connectors/client/index.ts';
import { ROOT } from '../../blackbox/openapi.ts';
import { freePort } from '../../helpers/free-port.ts';
import { startRunningHub, type RunningHub } from './running-hub.ts';

// `npx hub-price-feed` as cron or systemd would run it (bin/hub-price-feed.js, a real child process without a
// terminal), on a real folder, against the built hub running as a process.

let running: RunningHub;
let hub: HubClient;
let dir: string;
const BIN = join(ROOT, 'bin/hub-price-feed.js');

beforeAll(async () => {
  running = await startRunningHub();
  const { client_id: clientId, client_secret: clientSecret } = running.credential;
  hub = createHubClient({ baseUrl: running.baseUrl, siteId: running.siteId, clientId, clientSecret });
  for (const slug of ['erp-trade', 'erp-retail']) unwrap(await hub.api.POST('/api/v1/price-lists', { body: { slug, name: slug, currency_code: 'EUR' } }));
}, 120_000);

afterAll(async () => {
  await running?.stop();
}, 60_000);

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'price-feed-'));
  return () => rm(dir, { recursive: true, force: true });
});

function feedEnv(overrides: Record<string, string> = {}) {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '/root',
    HUB_URL: running.baseUrl,
    HUB_SITE_ID: running.siteId,
    HUB_CLIENT_ID: running.credential.client_id,
    HUB_CLIENT_SECRET: running.credential.client_secret,
    HUB_PRICE_FEED_SETTLE_MS: '0',
    ...overrides,
  };
}

function runFeed(args: string[], env: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, [BIN, '--dir', dir, ...args], { env: feedEnv(env), encoding: 'utf8', timeout: 60_000 });
  return { status: run.status, out: `${run.stdout}${run.stderr}` };
}

const prices = async (slug: string) => {
  const { data, response } = await hub.api.GET('/api/v1/price-lists/{slug}/pricing', { params: { path: { slug } } });
  return response.status === 204 ? [] : (data as { sku: string; quantity: number; price: number }[]);
};
const report = async (path: string) => JSON.parse(await readFile(join(dir, `${path}.report.json`), 'utf8'));
const importJobs = async () => Number((await running.query(`SELECT count(*) AS n FROM jobs WHERE site_id = $1`, [running.siteId])).rows[0].n);

describe('hub-price-feed --once', () => {
  it('sends CSV and JSON files, waits for their jobs, files them in done/ with a report, one log line per step', async () => {
    await writeFile(join(dir, 'trade.csv'), 'price_list_slug,sku,quantity,price\nerp-trade,BOLT-M8,1,0.25\nerp-trade,BOLT-M8,100,0.2\nerp-trade,NUT-M8,1,0.10\n');
    await writeFile(join(dir, 'retail.json'), JSON.stringify([{ price_list_slug: 'erp-retail', sku: 'BOLT-M8', pricing: [{ quantity: 1, price: '0.40' }] }]));
    await writeFile(join(dir, 'notes.txt'), 'not a price file');
    const { status, out } = runFeed(['--once']);
    expect(status, out).toBe(0);

    expect(await prices('erp-trade')).toMatchObject([{ sku: 'BOLT-M8', quantity: 1, price: 0.25 }, { sku: 'BOLT-M8', quantity: 100, price: 0.2 }, { sku: 'NUT-M8', quantity: 1, price: 0.1 }]);
    expect(await prices('erp-retail')).toMatchObject([{ sku: 'BOLT-M8', quantity: 1, price: 0.4 }]);
    expect((await readdir(dir)).sort()).toEqual(['.hub-price-feed', 'done', 'notes.txt']);
    expect((await readdir(join(dir, 'done'))).sort()).toEqual(['retail.json', 'retail.json.report.json', 'trade.csv', 'trade.csv.report.json']);
    const trade = await report('done/trade.csv');
    expect(trade).toMatchObject({ file: 'trade.csv', outcome: 'applied', content_type: 'text/csv', hub: { site: running.siteId, environment: 'live' }, job: { status: 'completed', result: { applied: 3, failed: 0 } } });
    expect(trade.sha256).toMatch(/^[0-9a-f]{64}$/);

    // Without a terminal: time-stamped lines, one per step of each file.
    const lines = out.trim().split('\n');
    expect(lines.every((l) => /^\d{4}-\d\d-\d\dT\S+Z /.test(l)), out).toBe(true);
    expect(out).toMatch(/trade\.csv: sending \d+ bytes/);
    expect(out).toMatch(/trade\.csv: hub answered 20[24], job [0-9a-f-]{36}/);
    expect(out).toMatch(/trade\.csv: job completed 3\/3 rows/);
    expect(out).toMatch(/trade\.csv: applied \(applied 3, unchanged 0, removed 0, failed 0\) → done\/trade\.csv/);
    expect(lines.length).toBeLessThanOrEqual(10);
  });

  it('never sends the same content twice, under any name; a nightly file of the same name gets a time stamp', async () => {
    const body = 'price_list_slug,sku,price\nerp-trade,WASHER-M8,0.05\n';
    await writeFile(join(dir, 'prices.csv'), body);
    expect(runFeed([]).status).toBe(0);
    const jobs = await importJobs();
    await writeFile(join(dir, 'prices.csv'), body);
    await writeFile(join(dir, 'copy-of-prices.csv'), body);
    const { status, out } = runFeed(['--once']);
    expect(status, out).toBe(0);
    expect(await importJobs()).toBe(jobs);
    expect(out).toMatch(/prices\.csv: not sent: same content as prices\.csv/);
    const done = (await readdir(join(dir, 'done'))).sort();
    expect(done).toHaveLength(6);
    const stamped = done.find((n) => /^prices\.\d{8}T\d{6}Z\.csv$/.test(n))!;
    expect(await report(`done/${stamped}`)).toMatchObject({ outcome: 'duplicate', duplicate_of: { file: 'prices.csv', status: 'done' } });
    expect(await report('done/copy-of-prices.csv')).toMatchObject({ outcome: 'duplicate' });

    // Changed content is new content.
    await writeFile(join(dir, 'prices.csv'), 'price_list_slug,sku,price\nerp-trade,WASHER-M8,0.06\n');
    expect(runFeed([]).status).toBe(0);
    expect(await importJobs()).toBe(jobs + 1);
    expect((await prices('erp-trade')).find((p) => p.sku === 'WASHER-M8')).toMatchObject({ price: 0.06 });
  });

  it('files a refused file in failed/ with every problem the hub named, and applies nothing of it', async () => {
    await writeFile(join(dir, 'broken.csv'), 'price_list_slug,sku,quantity,price\nerp-trade,GOOD-1,1,1.00\nerp-trade,BAD-1,0,abc\nnope,GOOD-2,1,2.00\n');
    const { status, out } = runFeed([]);
    expect(status, out).toBe(1);
    expect(out).toMatch(/broken\.csv: rejected → failed\/broken\.csv/);
    const refused = await report('failed/broken.csv');
    expect(refused).toMatchObject({ outcome: 'rejected', status: 400, problem: { title: 'invalid-request-contents' } });
    expect(refused.problem.errors.map((e: { line: number }) => e.line)).toEqual(expect.arrayContaining([3, 4]));
    expect((await prices('erp-trade')).some((p) => p.sku === 'GOOD-1')).toBe(false);
    // The same broken content again is not resent either.
    await writeFile(join(dir, 'broken-again.csv'), await readFile(join(dir, 'failed/broken.csv')));
    runFeed([]);
    expect(await report('failed/broken-again.csv')).toMatchObject({ outcome: 'duplicate', duplicate_of: { status: 'failed' } });
  });

  it('leaves a file in place when the hub cannot be reached, and sends it on the next run', async () => {
    await writeFile(join(dir, 'late.csv'), 'price_list_slug,sku,price\nerp-retail,LATE-1,9.99\n');
    const down = runFeed([], { HUB_URL: `http://127.0.0.1:${await freePort()}` });
    expect(down.status, down.out).toBe(1);
    expect(down.out).toMatch(/late\.csv: left in place, will be tried again: hub unreachable/);
    expect(existsSync(join(dir, 'late.csv'))).toBe(true);
    const wrongSecret = runFeed([], { HUB_CLIENT_SECRET: 'x'.repeat(40) });
    expect(wrongSecret.status).toBe(1);
    expect(existsSync(join(dir, 'late.csv'))).toBe(true);
    const up = runFeed([]);
    expect(up.status, up.out).toBe(0);
    expect(await report('done/late.csv')).toMatchObject({ outcome: 'applied' });
  });

  it('does not resend a file whose upload a crashed run began; --forget allows it once more', async () => {
    const body = 'price_list_slug,sku,price\nerp-retail,CRASH-1,1.50\n';
    await writeFile(join(dir, 'crash.csv'), body);
    const { createHash } = await import('node:crypto');
    const sha = createHash('sha256').update(body).digest('hex');
    await mkdir(join(dir, '.hub-price-feed'), { recursive: true });
    await writeFile(join(dir, '.hub-price-feed/state.json'), JSON.stringify({ [sha]: { file: 'crash.csv', status: 'sending', sent_at: '2026-11-25T02:00:00.000Z' } }));
    expect(runFeed([]).status).toBe(1);
    expect(await report('failed/crash.csv')).toMatchObject({ outcome: 'interrupted' });
    expect((await report('failed/crash.csv')).note).toContain(`--forget ${sha}`);

    const forget = runFeed(['--forget', sha]);
    expect(forget.out).toContain(`${sha}: forgotten`);
    await rename(join(dir, 'failed/crash.csv'), join(dir, 'crash.csv'));
    expect(runFeed([]).status).toBe(0);
    expect((await prices('erp-retail')).find((p) => p.sku === 'CRASH-1')).toMatchObject({ price: 1.5 });
  });

  it('refuses a second feed on the same folder while one runs, and bad usage with status 2', async () => {
    await mkdir(join(dir, '.hub-price-feed'), { recursive: true });
    await writeFile(join(dir, '.hub-price-feed/lock'), String(process.pid));
    const locked = runFeed([]);
    expect(locked.status).toBe(1);
    expect(locked.out).toContain(`another hub-price-feed (pid ${process.pid}) is working on`);
    await writeFile(join(dir, '.hub-price-feed/lock'), '999999999'); // a dead run's lock is taken over
    expect(runFeed([]).status).toBe(0);
    expect(runFeed(['--once', '--watch']).status).toBe(2);
    expect(runFeed(['--env', 'staging']).status).toBe(2);
  });
});

describe('hub-price-feed --watch', () => {
  it('sends files as they appear (written under a hidden name, then renamed) and stops cleanly on SIGTERM', async () => {
    const child = spawn(process.execPath, [BIN, '--dir', dir, '--watch', '--poll-ms', '200'], { env: feedEnv({ HUB_PRICE_FEED_SETTLE_MS: '300' }) });
    let out = '';
    child.stdout.on('data', (b: Buffer) => (out += b.toString()));
    child.stderr.on('data', (b: Buffer) => (out += b.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
    try {
      await until(() => out.includes('watching'));
      await writeFile(join(dir, '.incoming.csv'), 'price_list_slug,sku,price\nerp-trade,WATCH-1,3.00\n');
      await rename(join(dir, '.incoming.csv'), join(dir, 'watch-1.csv'));
      await until(() => existsSync(join(dir, 'done/watch-1.csv')));
      await writeFile(join(dir, 'watch-2.json'), JSON.stringify([{ price_list_slug: 'erp-trade', sku: 'WATCH-2', pricing: [{ quantity: 1, price: 4 }] }]));
      await until(() => existsSync(join(dir, 'done/watch-2.json')));
      child.kill('SIGTERM');
      expect(await exited, out).toBe(0);
    } finally {
      child.kill('SIGKILL');
    }
    expect(out).toMatch(/stopping after the current file[\s\S]*stopped/);
    const skus = (await prices('erp-trade')).map((p) => p.sku);
    expect(skus).toEqual(expect.arrayContaining(['WATCH-1', 'WATCH-2']));
  });
});

describe('hub-price-feed on a terminal', () => {
  it('draws a progress bar per file: the upload in bytes, then the job in rows', async () => {
    await writeFile(join(dir, 'tty.csv'), 'price_list_slug,sku,price\nerp-retail,TTY-1,1.00\nerp-retail,TTY-2,2.00\n');
    // script(1) runs its command through a shell: every word is quoted, since a checkout may live in a folder with spaces.
    const env = Object.entries(feedEnv()).map(([k, v]) => `${k}=${shellQuote(v)}`).join(' ');
    const command = `env -i ${env} ${[process.execPath, BIN, '--dir', dir].map(shellQuote).join(' ')}`;
    // script(1) gives the feed a pseudo-terminal, as an operator's shell would.
    const run = spawnSync('script', ['-qec', command, '/dev/null'], { encoding: 'utf8', timeout: 60_000 });
    expect(run.status, run.stdout).toBe(0);
    expect(run.stdout).toMatch(/tty\.csv\s+upload\s+\[[█░]+\] 100% \d+\/\d+ bytes/);
    expect(run.stdout).toMatch(/tty\.csv\s+completed\s+\[[█░]+\] 100% 2\/2 rows/);
    expect(run.stdout).toMatch(/tty\.csv: applied/);
  });
});

function shellQuote(word: string): string {
  return `'${word.replaceAll("'", `'\\''`)}'`;
}

async function until(check: () => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}
