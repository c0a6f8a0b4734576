import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { findDuplicatePrices } from '../../../src/services/pricing/prices/repository.ts';
import { useHarness } from '../../helpers/harness.ts';
import { createLists } from './price-writes-fixtures.ts';

// The exact duplicate check behind the upload's sieve (stage-prices.ts): over every staged row of the job, or only
// over the rows of the SKUs the sieve could not prove new.

const setup = useHarness();
let list: string;
beforeAll(async () => {
  ({ dup: list } = (await createLists(setup.h, setup.t, ['dup'])) as { dup: string });
});

async function stage(rows: [sku: string, quantity: number, price: string | null][]): Promise<string> {
  const jobId = randomUUID();
  for (const [i, [sku, quantity, price]] of rows.entries()) {
    await setup.h.deps.db.pool.query(
      'INSERT INTO price_staging (job_id, line, chunk, price_list_id, sku, quantity, price) VALUES ($1, $2, 0, $3, $4, $5, $6)',
      [jobId, i + 2, list, sku, quantity, price],
    );
  }
  return jobId;
}

async function check(jobId: string, skus?: string[]) {
  const client = await setup.h.deps.db.pool.connect();
  try {
    await client.query('BEGIN');
    const groups = await findDuplicatePrices(client, jobId, 1000, skus);
    await client.query('ROLLBACK');
    return groups.map((g) => `${g.sku}@${g.quantity}:${g.lines.join(',')}`).sort();
  } finally {
    client.release();
  }
}

describe('findDuplicatePrices', () => {
  it('finds every repeated priced key, or only those of the SKUs named; a row without a price is no repeat', async () => {
    const jobId = await stage([
      ['A', 1, '1'],
      ['B', 1, '1'],
      ['A', 1, '2'],
      ['B', 1, '3'],
      ['C', 1, '1'],
      ['C', 2, '1'],
      ['D', 1, null],
      ['D', 1, null],
    ]);
    expect(await check(jobId)).toEqual(['A@1:2,4', 'B@1:3,5']);
    expect(await check(jobId, ['B', 'C', 'D'])).toEqual(['B@1:3,5']);
    expect(await check(jobId, ['C'])).toEqual([]);
    expect(await check(jobId, [])).toEqual([]);
  });
});
