import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { housekeeping } from '../../../workers/processors/housekeeping.ts';
import { useHarness } from '../../helpers/harness.ts';

const setup = useHarness();

async function jobWithStagedRow(status: 'queued' | 'running' | 'completed' | 'failed', finishedMinutesAgo: number | null) {
  const id = randomUUID();
  await setup.h.deps.db.prisma.job.create({
    data: {
      id,
      siteId: setup.t.siteId,
      environment: 'live',
      type: 'price-import',
      status,
      finishedAt: finishedMinutesAgo === null ? null : new Date(Date.now() - finishedMinutesAgo * 60_000),
    },
  });
  await setup.h.deps.db.prisma.priceStaging.create({
    data: { jobId: id, line: 2, priceListId: randomUUID(), sku: 'SKU-1', quantity: 1, price: '1.0000' },
  });
  return id;
}

describe('housekeeping', () => {
  it('clears staged rows of jobs that ended over an hour ago, and keeps those of live or recent jobs', async () => {
    const oldFailed = await jobWithStagedRow('failed', 120);
    const oldDone = await jobWithStagedRow('completed', 90);
    const recentFailed = await jobWithStagedRow('failed', 5);
    const running = await jobWithStagedRow('running', null);
    const result = (await housekeeping({}, { deps: setup.h.deps } as never)) as { stagedRows: number };
    expect(result.stagedRows).toBe(2);
    const left = (await setup.h.deps.db.prisma.priceStaging.findMany({ select: { jobId: true } })).map((r) => r.jobId);
    expect(left).not.toContain(oldFailed);
    expect(left).not.toContain(oldDone);
    expect(left).toEqual(expect.arrayContaining([recentFailed, running]));
  });

  it('removes expired tokens and idempotency records', async () => {
    await setup.h.deps.db.prisma.accessToken.updateMany({ where: { siteId: setup.t.siteId }, data: { expiresAt: new Date(Date.now() - 1000) } });
    await setup.h.deps.db.prisma.idempotencyRecord.create({
      data: { siteId: setup.t.siteId, environment: 'live', key: 'old', requestHash: 'x', expiresAt: new Date(Date.now() - 1000) },
    });
    const result = (await housekeeping({}, { deps: setup.h.deps } as never)) as { tokens: number; idempotencyKeys: number };
    expect(result.tokens).toBeGreaterThan(0);
    expect(result.idempotencyKeys).toBe(1);
    expect(await setup.h.deps.db.prisma.accessToken.count({ where: { siteId: setup.t.siteId } })).toBe(0);
  });
});
