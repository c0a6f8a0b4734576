// The request side of the bulk price import alone, without HTTP or PostgreSQL: the 1,000,000-row price CSV of
// bench/price-import.ts read back from a file (as receiveBody replays it) through stagePrices (csv-parse, per-row
// validation, bucket, duplicate sieve, bucket digests, COPY text), the COPY going to a sink that discards it. Prints ms per round
// and the CPU time per row; `--cpu-prof` on the command line profiles it. Alternate two builds with it to see
// whether a change to the per-row work helps, before running the full import bench.
// Run: flock /tmp/hub-bench.lock npx tsx bench/price-validate.ts   (BENCH_ROUNDS, BENCH_SKUS)
import { createReadStream, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { PoolClient } from 'pg';
import { CopyWriter, RowErrors, type StagingSession } from '../src/services/imports/index.ts';
import { stagePrices } from '../src/services/pricing/prices/stage-prices.ts';
import { BREAKS, writePriceCsv } from './price-floors.ts';

const LISTS = 5;
const SKUS = Number(process.env.BENCH_SKUS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const ROWS = LISTS * SKUS * BREAKS.length;

const dir = mkdtempSync(join(tmpdir(), 'hub-validate-'));
const file = join(dir, 'prices.csv');
await writePriceCsv(file, LISTS, SKUS);
const lists = new Map(Array.from({ length: LISTS }, (_, l) => [`bench-${l}`, `00000000-0000-4000-8000-00000000000${l}`]));

let copied = 0;
let digestRows = 0;
// Stands in for pg's client: `query(pgCopy.from(sql))` returns a writable COPY stream; a plain statement (the
// upload's digests, after the COPY) is counted and answered with no rows.
const sinkClient = {
  query: (q: unknown, values?: unknown[][]) =>
    typeof q === 'string'
      ? Promise.resolve({ rows: [], rowCount: (digestRows = values?.[1]?.length ?? 0) })
      : new Writable({
          write(chunk: Buffer | string, _enc, cb) {
            copied += chunk.length;
            cb();
          },
        }),
} as unknown as PoolClient;

async function round(): Promise<{ ms: number; cpuMs: number }> {
  const session: StagingSession = {
    client: sinkClient,
    jobId: '11111111-2222-4333-8444-555555555555',
    errors: new RowErrors(),
    copy: (sql) => new CopyWriter(async () => sinkClient, sql, true),
    receive: async (source) => source,
  };
  const cpu = process.cpuUsage();
  const started = performance.now();
  const { rows } = await stagePrices(session, { target: { kind: 'batch' }, lists, format: 'csv', source: createReadStream(file, { highWaterMark: 64 * 1024 }) });
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  if (rows !== ROWS || session.errors.any) throw new Error(`staged ${rows} rows, ${session.errors.count} errors`);
  return { ms, cpuMs: (used.user + used.system) / 1000 };
}

console.log(`${ROWS.toLocaleString()} rows; load average ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
for (let r = 0; r < ROUNDS; r++) {
  copied = 0;
  const { ms, cpuMs } = await round();
  const heap = process.memoryUsage();
  console.log(
    `round ${r + 1}: ${ms.toFixed(0)} ms wall, ${cpuMs.toFixed(0)} ms CPU (${((cpuMs * 1000) / ROWS).toFixed(2)} µs/row), ` +
      `COPY text ${(copied / 1024 / 1024).toFixed(1)} MiB, ${digestRows} bucket digests, RSS ${(heap.rss / 1024 / 1024).toFixed(0)} MiB`,
  );
}
console.log(`load average at end: ${loadavg().map((l) => l.toFixed(1)).join(' ')}`);
rmSync(dir, { recursive: true, force: true });
