// Idle memory of each role: `flock /tmp/hub-bench.lock npx tsx bench/idle-memory.ts`. Starts the built hub as
// one process (`npm start`'s shape), as an API and as a worker, one at a time, lets it settle (an API process first
// answers a token request, a real one, so its database client and query compiler are loaded as in service), and
// prints VmRSS, RssAnon and the V8 heap in use (from /metrics; the worker serves none). BENCH_ROUNDS (default 3)
// alternates the roles that many times: the young generation V8 grew during start-up is resident until the next
// collection, so one process's idle RSS varies by 20-30 MiB from run to run; the heap in use does not.
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { createBenchSite, dropQueueKeys, fetchToken, freshDatabase, printTable, startHub } from './lib.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SETTLE_MS = 10_000;
const PORT = 3960;
const queuePrefix = `bench-idle-${process.pid}`;

const { url, db } = await freshDatabase('bench_idle_memory');
const site = await createBenchSite(db);

const status = (pid: number) => {
  const text = readFileSync(`/proc/${pid}/status`, 'utf8');
  const mib = (key: string) => (Number(new RegExp(`${key}:\\s+(\\d+)`).exec(text)?.[1] ?? 0) / 1024).toFixed(1);
  return { rss: mib('VmRSS'), anon: mib('RssAnon') };
};

async function heapUsed(base: string): Promise<string> {
  const text = await (await fetch(`${base}/metrics`)).text();
  const bytes = Number(/^nodejs_heap_size_used_bytes (\S+)/m.exec(text)?.[1] ?? NaN);
  return (bytes / 2 ** 20).toFixed(1);
}

const rows: Record<string, string | number>[] = [];
for (let round = 1; round <= ROUNDS; round++) {
  for (const role of ['--all', '--api', '--worker'] as const) {
    const hub = await startHub(role, { DATABASE_URL: url, QUEUE_PREFIX: queuePrefix, PORT: String(PORT) });
    const base = `http://127.0.0.1:${PORT}`;
    if (role !== '--worker') await fetchToken(base, site);
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    const heap = role !== '--worker' ? await heapUsed(base) : '–';
    rows.push({ round, role: role === '--all' ? 'one process' : role.slice(2), 'VmRSS MiB': status(hub.child.pid!).rss, 'RssAnon MiB': status(hub.child.pid!).anon, 'heap used MiB': heap, load: loadavg()[0]!.toFixed(1) });
    await hub.stop();
  }
}
printTable(rows);
await dropQueueKeys(queuePrefix);
await db.close();
