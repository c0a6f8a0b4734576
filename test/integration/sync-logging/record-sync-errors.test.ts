import { describe, expect, it } from 'vitest';
import { inTransaction } from '../../../src/db/transaction.ts';
import { recordSyncError, recordSyncErrors, RECORD_CHUNK_ROWS, type SyncFailure } from '../../../src/services/sync-logging/index.ts';
import { uniqueId, useHarness } from '../../helpers/harness.ts';

// The store every worker writes to: bulk recording, one set-based statement per chunk, repeats counted.

const setup = useHarness({ tenant: false });
const prisma = () => setup.h.deps.db.prisma;

const failures = (siteId: string, n: number, over: Partial<SyncFailure> = {}): SyncFailure[] =>
  Array.from({ length: n }, (_, i) => ({
    siteId,
    environment: 'live',
    integration: 'erp',
    dataType: 'purchases',
    code: 'row-invalid',
    message: `row ${i} is invalid`,
    externalId: `PO-${i}`,
    payload: { line: i + 1, po: `PO-${i}` },
    jobId: 'job-1',
    ...over,
  }));

describe('recordSyncErrors', () => {
  it('10,000 failures of one job recorded twice give 10,000 rows with occurrences 2', async () => {
    const siteId = uniqueId('site');
    const batch = failures(siteId, 10_000);
    const first = await recordSyncErrors(prisma(), batch, new Date('2026-11-25T10:00:00Z'));
    expect(first).toEqual({ records: 10_000, created: 10_000 });
    const second = await recordSyncErrors(prisma(), batch, new Date('2026-11-25T11:00:00Z'));
    expect(second).toEqual({ records: 10_000, created: 0 });
    const rows = await prisma().syncError.groupBy({ by: ['occurrences'], where: { siteId }, _count: true });
    expect(rows).toEqual([{ occurrences: 2, _count: 10_000 }]);
    const one = await prisma().syncError.findFirstOrThrow({ where: { siteId, externalId: 'PO-42' } });
    expect(one).toMatchObject({ integration: 'erp', dataType: 'purchases', payload: { line: 43, po: 'PO-42' }, status: 'open' });
    expect(one.firstSeenAt.toISOString()).toBe('2026-11-25T10:00:00.000Z');
    expect(one.lastSeenAt.toISOString()).toBe('2026-11-25T11:00:00.000Z');
  });

  it('folds repeats inside one call (no ON CONFLICT hitting a row twice), counting each', async () => {
    const siteId = uniqueId('site');
    const batch = [...failures(siteId, 3), ...failures(siteId, 2), ...failures(siteId, 1)];
    expect(await recordSyncErrors(prisma(), batch)).toEqual({ records: 3, created: 3 });
    const rows = await prisma().syncError.findMany({ where: { siteId }, orderBy: { externalId: 'asc' }, select: { externalId: true, occurrences: true } });
    expect(rows).toEqual([
      { externalId: 'PO-0', occurrences: 3 },
      { externalId: 'PO-1', occurrences: 2 },
      { externalId: 'PO-2', occurrences: 1 },
    ]);
  });

  it('a repeat reopens a resolved failure and takes its newest message and snapshot', async () => {
    const siteId = uniqueId('site');
    await recordSyncError(prisma(), failures(siteId, 1)[0]!);
    await prisma().syncError.updateMany({ where: { siteId }, data: { status: 'resolved', resolvedAt: new Date() } });
    await recordSyncError(prisma(), { ...failures(siteId, 1)[0]!, message: 'still wrong', payload: null, attempts: 5 });
    const row = await prisma().syncError.findFirstOrThrow({ where: { siteId } });
    expect(row).toMatchObject({ status: 'open', resolvedAt: null, message: 'still wrong', payload: null, attempts: 5, occurrences: 2 });
  });

  it('keeps tenants apart: the same failure in another site or environment is another record', async () => {
    const siteId = uniqueId('site');
    const other = uniqueId('site');
    await recordSyncErrors(prisma(), [...failures(siteId, 2), ...failures(siteId, 2, { environment: 'test' }), ...failures(other, 2)]);
    expect(await prisma().syncError.count({ where: { siteId, environment: 'live' } })).toBe(2);
    expect(await prisma().syncError.count({ where: { siteId, environment: 'test' } })).toBe(2);
    expect(await prisma().syncError.count({ where: { siteId: other } })).toBe(2);
  });

  it('stores text PostgreSQL would refuse (NUL, lone surrogates) instead of losing the chunk', async () => {
    const siteId = uniqueId('site');
    await recordSyncErrors(prisma(), failures(siteId, 1, { message: 'nul \u0000 here', payload: { v: 'lone \uD800' } }));
    const row = await prisma().syncError.findFirstOrThrow({ where: { siteId } });
    expect(row.message).toBe('nul \uFFFD here');
    expect(row.payload).toEqual({ v: 'lone \uFFFD' });
  });

  it('is all-or-nothing inside the caller’s transaction, across chunks', async () => {
    const siteId = uniqueId('site');
    const attempt = inTransaction(prisma(), async (tx) => {
      await recordSyncErrors(tx, failures(siteId, RECORD_CHUNK_ROWS + 10));
      throw new Error('the caller failed afterwards');
    });
    await expect(attempt).rejects.toThrow('the caller failed afterwards');
    expect(await prisma().syncError.count({ where: { siteId } })).toBe(0);
  });

  it('records nothing for no failures', async () => {
    expect(await recordSyncErrors(prisma(), [])).toEqual({ records: 0, created: 0 });
  });
});
