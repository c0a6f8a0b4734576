import { describe, expect, it } from 'vitest';
import { MAX_RULE_DEPTH, MAX_RULES_PER_LIST } from '../../../src/domain/pricing/rule-limits.ts';
import { useHarness } from '../../helpers/harness.ts';

// Issue 15 item 1: rule graphs are bounded where they are written, so no tenant can build one whose resolution
// stalls the process. Each bound is a 400 keyword-mismatch on the rule (or the rules) that would pass it.

const setup = useHarness({ workers: true });

const create = (slug: string, sources: string[] = []) =>
  setup.t.call('POST', '/api/v1/price-lists', {
    slug,
    name: slug,
    currency_code: 'EUR',
    rules: sources.map((source_price_list_slug) => ({ source_price_list_slug })),
  });
const patchRules = (slug: string, sources: string[]) =>
  setup.t.call('PATCH', `/api/v1/price-lists/${slug}`, { rules: sources.map((source_price_list_slug) => ({ source_price_list_slug })) });

function problems(res: { status: number; body: any }) {
  expect(res.status).toBe(400);
  expect(res.body.title).toBe('invalid-request-contents');
  return res.body.errors as { code: string; property?: string; message: string }[];
}

describe('rule bounds', () => {
  it(`at most ${MAX_RULES_PER_LIST} rules per list, on create and on PATCH`, async () => {
    const sources = Array.from({ length: MAX_RULES_PER_LIST + 1 }, (_, i) => `fan-${i}`);
    for (const s of sources) expect((await create(s)).status).toBe(201);
    expect(problems(await create('fan-top', sources))).toEqual([
      { code: 'keyword-mismatch', property: 'rules', message: `a price list may have at most ${MAX_RULES_PER_LIST} rules` },
    ]);
    expect((await setup.t.call('GET', '/api/v1/price-lists/fan-top')).status).toBe(404);
    expect((await create('fan-top', sources.slice(0, MAX_RULES_PER_LIST))).status).toBe(201);
    expect(problems(await patchRules('fan-top', sources))[0]).toMatchObject({ code: 'keyword-mismatch', property: 'rules' });
  });

  it(`a chain of at most ${MAX_RULE_DEPTH} rules below a new list`, async () => {
    // chain-0 stores prices; chain-i takes them from chain-(i-1), so chain-i's prices pass through i rules.
    expect((await create('chain-0')).status).toBe(201);
    for (let i = 1; i <= MAX_RULE_DEPTH; i++) expect((await create(`chain-${i}`, [`chain-${i - 1}`])).status).toBe(201);
    const errors = problems(await create('chain-too-deep', ['chain-0', `chain-${MAX_RULE_DEPTH}`]));
    expect(errors).toEqual([
      { code: 'keyword-mismatch', property: 'rules[1].source_price_list_slug', message: expect.stringContaining(`${MAX_RULE_DEPTH + 1} rules in a row`) },
    ]);
    expect((await setup.t.call('GET', '/api/v1/price-lists/chain-too-deep')).status).toBe(404);
  });

  it('counts the lists that already take prices from the one being changed', async () => {
    // top-3 → top-2 → top-1 → mid: three rules above mid.
    expect((await create('mid')).status).toBe(201);
    expect((await create('top-1', ['mid'])).status).toBe(201);
    expect((await create('top-2', ['top-1'])).status).toBe(201);
    expect((await create('top-3', ['top-2'])).status).toBe(201);
    for (let i = 0; i <= 2; i++) if ((await setup.t.call('GET', `/api/v1/price-lists/low-${i}`)).status === 404) await create(`low-${i}`, i ? [`low-${i - 1}`] : []);
    // mid → low-2 → low-1 → low-0 would make top-3's prices pass through 3 + 1 + 2 = 6 rules.
    expect(problems(await patchRules('mid', ['low-2']))).toEqual([
      { code: 'keyword-mismatch', property: 'rules[0].source_price_list_slug', message: expect.stringContaining('6 rules in a row') },
    ]);
    expect((await setup.t.call('GET', '/api/v1/price-lists/mid')).body.rules).toEqual([]);
    expect((await patchRules('mid', ['low-1'])).status).toBe(200);
  });

  it("the issue's attack graph (each list sourcing every later one) stops where a bound is passed", async () => {
    const n = 22;
    let refused: number | undefined;
    for (let i = n - 1; i >= 0; i--) {
      const res = await create(`dag-${i}`, Array.from({ length: n - 1 - i }, (_, k) => `dag-${i + k + 1}`));
      if (res.status !== 201) {
        problems(res);
        refused = i;
        break;
      }
    }
    // dag-(n-1-d) has d rules and a chain d deep: the depth bound is met first.
    expect(refused).toBe(n - 2 - MAX_RULE_DEPTH);
    expect((await setup.t.call('PATCH', `/api/v1/price-lists/dag-${n - 1}/pricing`, [{ sku: 'P', pricing: [{ quantity: 1, price: '2' }] }])).status).toBe(204);
    const res = await setup.t.call('POST', '/api/v1/calculate-pricing', { skus: ['NP1', 'P'], price_list_slugs: [`dag-${n - 1 - MAX_RULE_DEPTH}`] });
    expect(res.body).toEqual([{ sku: 'P', price_list_slug: `dag-${n - 1 - MAX_RULE_DEPTH}`, pricing: [{ quantity: 1, price: '2.0000' }] }]);
  });
});
