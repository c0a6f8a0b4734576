import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../helpers/harness.ts';

// Racing PUTs of one new customer, the same body each (issue 15 item 6): one creates it (201), every other one
// replaces it (200). Without serialising the writes, a PUT whose lookup missed the new row could meet it in its
// separate uniqueness check a moment later and answer a false 409 (about one round in twelve), so many rounds run.

// A connection for every racer: a full pool answers 503 past DEPENDENCY_TIMEOUT_MS (load shedding), which is not
// what this test is about, and on a loaded machine 30 writes serialised on one tenant's lock can wait that long.
const setup = useHarness({ env: { DB_POOL_SIZE: '32' } });
// A group in the body adds its existence check to the window between the lookup and the uniqueness check,
// which makes the false 409 show up more often without the fix.
beforeAll(async () => {
  expect((await setup.t.call('POST', '/api/v1/customer-groups', { slug: 'racers', name: 'Racers' })).status).toBe(201);
});

const ROUNDS = Number(process.env.RACE_ROUNDS ?? 80);
const RACERS = 30;

async function race(round: number, lookupBy: 'email' | 'external_id') {
  const body = { email: `racer-${round}@example.com`, external_id: `RACER-${round}`, first_name: 'Same', group: 'racers' };
  const identifier = lookupBy === 'email' ? body.email : body.external_id;
  const answers = await Promise.all(
    Array.from({ length: RACERS }, () => setup.t.call('PUT', `/api/v2/customers/${lookupBy}/${encodeURIComponent(identifier)}`, body)),
  );
  return { answers, body };
}

describe('concurrent PUTs of one new customer', () => {
  it(`${ROUNDS} rounds of ${RACERS} identical PUTs (by email and by external_id): one 201, the rest 200, one customer`, async () => {
    const problems: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const { answers, body } = await race(round, round % 2 ? 'external_id' : 'email');
      const statuses = answers.map((a) => a.status);
      const created = statuses.filter((s) => s === 201).length;
      const replaced = statuses.filter((s) => s === 200).length;
      if (created !== 1 || replaced !== RACERS - 1) {
        const odd = answers.find((a) => a.status !== 200 && a.status !== 201);
        problems.push(`round ${round}: ${created}×201, ${replaced}×200, other: ${odd ? `${odd.status} ${JSON.stringify(odd.body)}` : 'none'}`);
      }
      const ids = new Set(answers.filter((a) => a.status < 300).map((a) => a.body.id));
      expect(ids.size, `round ${round}: one customer`).toBe(1);
      const stored = await setup.h.deps.db.prisma.customer.count({ where: { siteId: setup.t.siteId, email: body.email } });
      expect(stored).toBe(1);
    }
    expect(problems).toEqual([]);
  }, 300_000); // 2,400 serialised writes: minutes on a loaded 2-core machine
});
