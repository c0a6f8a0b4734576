import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../helpers/harness.ts';

// GET /api/v1/customers answers every customer in one response; it must stay fast at 20,000 customers
// (two queries joined in memory, never a query per customer).

const setup = useHarness();
const CUSTOMERS = 20_000;

beforeAll(async () => {
  const db = setup.h.deps.db.prisma;
  const scope = { siteId: setup.t.siteId, environment: 'live' as const };
  const customers = Array.from({ length: CUSTOMERS }, (_, i) => ({
    id: randomUUID(),
    ...scope,
    email: `c${i}@example.com`,
    externalId: `ext-${i}`,
    firstName: `First ${i}`,
    priceLists: ['wholesale'],
    discountPercentage: '2.5',
    creditLimit: '1000',
    createdAt: new Date(Date.UTC(2025, 0, 1) + i * 1000),
  }));
  for (let i = 0; i < customers.length; i += 5_000) await db.customer.createMany({ data: customers.slice(i, i + 5_000) });
  // Every customer gets one address, every tenth a second one.
  const addresses = customers.flatMap((c, i) => [
    { ...scope, customerId: c.id, city: `City ${i}`, countryCode: 'DE', position: 0, isDefaultShipping: true },
    ...(i % 10 === 0 ? [{ ...scope, customerId: c.id, city: `Second ${i}`, countryCode: 'FR', position: 1 }] : []),
  ]);
  for (let i = 0; i < addresses.length; i += 5_000) await db.address.createMany({ data: addresses.slice(i, i + 5_000) });
}, 120_000);

describe('GET /api/v1/customers at 20,000 customers', () => {
  it('returns everyone with the right addresses, quickly', async () => {
    await setup.t.call('GET', '/api/v1/customers'); // warm up the pool and JIT
    const started = performance.now();
    const res = await setup.t.call('GET', '/api/v1/customers');
    const elapsed = performance.now() - started;
    console.log(`GET /api/v1/customers: ${CUSTOMERS} customers, ${Math.round(elapsed)} ms, ${res.text.length} bytes`);
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(CUSTOMERS);
    expect(res.body[0].email).toBe('c0@example.com');
    expect(res.body[0].addresses.map((a: any) => a.city)).toEqual(['City 0', 'Second 0']);
    const c42 = res.body[42];
    expect(c42).toMatchObject({ external_id: 'ext-42', discount_percentage: '2.50', price_lists: ['wholesale'], payment_on_account: { credit_limit: '1000.00' } });
    expect(c42.addresses).toHaveLength(1);
    // Generous bound for a shared machine; a query per customer would take far longer.
    expect(elapsed).toBeLessThan(8_000);
  });

  it('uses a constant number of queries', async () => {
    const pool = setup.h.deps.db.pool;
    const original = pool.query.bind(pool);
    let queries = 0;
    const counting = ((...args: Parameters<typeof pool.query>) => {
      queries++;
      return (original as any)(...args);
    }) as typeof pool.query;
    pool.query = counting;
    try {
      const res = await setup.t.call('GET', '/api/v1/customers');
      expect(res.status).toBe(200);
    } finally {
      pool.query = original;
    }
    // Token lookup is cached; the list itself is two statements. Allow slack for the adapter's bookkeeping.
    expect(queries).toBeGreaterThanOrEqual(2); // the counter does see Prisma's statements
    expect(queries).toBeLessThan(10);
  });
});
