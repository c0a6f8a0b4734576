// Recording 10,000 failures of one job in the sync error log (issue 9): recordSyncErrors must take under 2 s, both
// the first time (10,000 new records) and again (the same 10,000 counted: occurrences 2). Printed beside two
// baselines measured in the same run on the same rows: the path before it (one Prisma upsert per row, what
// recordSyncError did) and a raw write (one plain INSERT … SELECT FROM jsonb_to_recordset of all rows, no conflict
// handling, no folding). Exits non-zero when a target is missed.
import { recordSyncErrors, aggregateFailures, type SyncFailure } from '../src/services/sync-logging/index.ts';
import { freshDatabase, printTable, seconds } from './lib.ts';

const FAILURES = Number(process.env.BENCH_FAILURES ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const TARGET_MS = 2_000;

const { db } = await freshDatabase('hub_bench_sync_errors');
const prisma = db.prisma;

// A nightly purchase feed whose items all fail: each snapshot is the item (about 0.5 KiB), as a worker records it.
const failuresFor = (siteId: string): SyncFailure[] =>
  Array.from({ length: FAILURES }, (_, i) => ({
    siteId,
    environment: 'live',
    integration: 'erp',
    dataType: 'purchases',
    code: 'purchase-invalid',
    message: `line_items[0].sku: unknown SKU SKU-${i} on purchase PO-${i}`,
    externalId: `PO-${i}`,
    visibleId: String(100_000 + i),
    externalUrl: `https://erp.example.com/po/${i}`,
    payload: { external_id: `PO-${i}`, customer: `C-${i % 500}`, currency_code: 'EUR', line_items: [{ sku: `SKU-${i}`, quantity: 3, unit_price: '12.5000', name: 'A product with a long-ish name' }], note: 'x'.repeat(200) },
    jobId: '5f0c1c9e-8d7a-4f5e-9d55-0b6f0c6f2a11',
    attempts: 3,
  }));

async function timed(fn: () => Promise<unknown>) {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

/** The path before recordSyncErrors: one upsert statement per failure. */
async function rowByRow(failures: SyncFailure[], now: Date) {
  for (const r of aggregateFailures(failures)) {
    const { siteId, environment, fingerprint, payload, occurrences: _occurrences, ...rest } = r;
    await prisma.syncError.upsert({
      where: { siteId_environment_fingerprint: { siteId, environment, fingerprint } },
      create: { siteId, environment, fingerprint, ...rest, payload: payload ?? undefined, firstSeenAt: now, lastSeenAt: now },
      update: { message: r.message, payload: payload ?? undefined, jobId: r.jobId, attempts: r.attempts, occurrences: { increment: 1 }, lastSeenAt: now, status: 'open', resolvedAt: null },
    });
  }
}

/** The raw write: the same rows in one plain INSERT statement (no ON CONFLICT, no chunks). */
async function rawInsert(failures: SyncFailure[], now: Date) {
  const rows = aggregateFailures(failures);
  await db.pool.query(
    `INSERT INTO sync_errors (id, site_id, environment, integration, data_type, fingerprint, external_id, visible_id, external_url, code, message, payload, job_id, attempts, occurrences, first_seen_at, last_seen_at, status)
     SELECT gen_random_uuid(), r."siteId", r.environment::"Environment", r.integration, r."dataType"::"SyncDataType", r.fingerprint, r."externalId", r."visibleId", r."externalUrl",
            r.code, r.message, r.payload, r."jobId", r.attempts, r.occurrences, $2, $2, 'open'
       FROM jsonb_to_recordset($1::jsonb) AS r("siteId" text, environment text, integration text, "dataType" text, fingerprint text, "externalId" text, "visibleId" text,
            "externalUrl" text, code text, message text, payload jsonb, "jobId" text, attempts int, occurrences int)`,
    [JSON.stringify(rows), now],
  );
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const results = { first: [] as number[], again: [] as number[], raw: [] as number[], rowFirst: [] as number[] };

console.log(`recording ${FAILURES} failures of one job, ${RUNS} runs…`);
for (let run = 0; run < RUNS; run++) {
  const now = new Date();
  const bulk = failuresFor(`bench-bulk-${run}`);
  results.first.push(await timed(() => recordSyncErrors(prisma, bulk, now)));
  results.again.push(await timed(() => recordSyncErrors(prisma, bulk, new Date(now.getTime() + 1000))));
  results.raw.push(await timed(() => rawInsert(failuresFor(`bench-raw-${run}`), now)));
  // Row by row takes about a minute: one run of it (new records) is enough to show the difference.
  if (run === 0) results.rowFirst.push(await timed(() => rowByRow(failuresFor('bench-rows'), now)));
}

const counts = await db.pool.query<{ occurrences: number; n: number }>(
  `SELECT occurrences, count(*)::int AS n FROM sync_errors WHERE site_id = 'bench-bulk-0' GROUP BY occurrences`,
);
const correct = counts.rows.length === 1 && counts.rows[0]!.occurrences === 2 && counts.rows[0]!.n === FAILURES;

const first = median(results.first);
const again = median(results.again);
const raw = median(results.raw);
console.log('');
printTable([
  { run: `recordSyncErrors, ${FAILURES} new`, 'median s': seconds(first), 'runs s': results.first.map(seconds).join(' '), '× raw': (first / raw).toFixed(2), target: '< 2 s', ok: first < TARGET_MS ? 'yes' : 'NO' },
  { run: `recordSyncErrors, same ${FAILURES} again`, 'median s': seconds(again), 'runs s': results.again.map(seconds).join(' '), '× raw': (again / raw).toFixed(2), target: '< 2 s', ok: again < TARGET_MS ? 'yes' : 'NO' },
  { run: 'raw: one plain INSERT of all rows', 'median s': seconds(raw), 'runs s': results.raw.map(seconds).join(' '), '× raw': '1.00', target: '–', ok: '–' },
  { run: 'before: one upsert per row, new', 'median s': seconds(results.rowFirst[0]!), 'runs s': seconds(results.rowFirst[0]!), '× raw': (results.rowFirst[0]! / raw).toFixed(2), target: '–', ok: '–' },
]);
console.log(`\n${FAILURES} records with occurrences 2 after recording twice: ${correct ? 'yes' : `NO (${JSON.stringify(counts.rows)})`}`);

await db.close();
if (!correct || first >= TARGET_MS || again >= TARGET_MS) process.exit(1);
