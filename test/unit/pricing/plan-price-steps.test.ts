import { describe, expect, it } from 'vitest';
import { CHUNKS, MAX_MERGE_STEPS, ROWS_PER_MERGE } from '../../../src/services/imports/index.ts';
import { MAX_STEP_ROWS, planPriceSteps } from '../../../src/services/pricing/prices/plan-price-steps.ts';

/** A list's rows per bucket: `rows` spread evenly over every bucket (or over `buckets`). */
const spread = (rows: number, buckets: number[] = [...Array(CHUNKS).keys()]) => {
  const per = new Array<number>(CHUNKS).fill(0);
  buckets.forEach((b, i) => (per[b] = Math.floor(rows / buckets.length) + (i < rows % buckets.length ? 1 : 0)));
  return per;
};

/** Every (list, bucket) pair holding rows is in exactly one step, and the step rows add up. */
function expectPartition(perList: number[][], plan: ReturnType<typeof planPriceSteps>) {
  const seen = new Set<string>();
  plan.steps.forEach((step, i) => {
    let rows = 0;
    for (const list of step.lists) {
      for (const bucket of step.buckets) {
        const key = `${list}/${bucket}`;
        expect(seen.has(key), key).toBe(false);
        seen.add(key);
        rows += perList[list]![bucket]!;
      }
    }
    expect(plan.stepRows[i]).toBe(rows);
  });
  perList.forEach((per, list) => per.forEach((r, bucket) => r > 0 && expect(seen.has(`${list}/${bucket}`), `${list}/${bucket}`).toBe(true)));
}

describe('planPriceSteps', () => {
  it('gives each list of at least ROWS_PER_MERGE rows a step of its own, in key order', () => {
    const perList = [spread(MAX_STEP_ROWS), spread(MAX_STEP_ROWS), spread(ROWS_PER_MERGE)];
    const plan = planPriceSteps(perList);
    expect(plan.steps.map((s) => s.lists)).toEqual([[0], [1], [2]]);
    expect(plan.stepRows).toEqual([MAX_STEP_ROWS, MAX_STEP_ROWS, ROWS_PER_MERGE]);
    expectPartition(perList, plan);
  });

  it('puts small lists together in steps of at most ROWS_PER_MERGE rows', () => {
    const perList = [spread(40_000), spread(40_000), spread(5, [3]), spread(7, [9, 60]), spread(0)];
    const plan = planPriceSteps(perList);
    expect(plan.steps).toEqual([
      { lists: [0], buckets: [...Array(CHUNKS).keys()] },
      { lists: [1, 2, 3], buckets: [...Array(CHUNKS).keys()] },
    ]);
    expect(plan.stepRows).toEqual([40_000, 40_012]);
    expectPartition(perList, plan);
  });

  it('keeps an upload of a few rows across many lists in one step (one transaction)', () => {
    const perList = Array.from({ length: 300 }, () => spread(2, [17]));
    const plan = planPriceSteps(perList);
    expect(plan.steps).toEqual([{ lists: [...Array(300).keys()], buckets: [17] }]);
    expect(plan.stepRows).toEqual([600]);
  });

  it('splits a list over MAX_STEP_ROWS by buckets into steps of about equal size, at most MAX_MERGE_STEPS', () => {
    const perList = [spread(10_000), spread(1_000_000), spread(10_000)];
    const plan = planPriceSteps(perList);
    expectPartition(perList, plan);
    const big = plan.steps.map((s, i) => ({ ...s, rows: plan.stepRows[i]! })).filter((s) => s.lists.includes(1));
    expect(big.length).toBe(10);
    for (const step of big) {
      expect(step.lists).toEqual([1]);
      expect(step.rows).toBeGreaterThan(0.8 * MAX_STEP_ROWS);
      expect(step.rows).toBeLessThan(1.2 * MAX_STEP_ROWS);
    }
    // The small lists around it are steps of their own: a list is never grouped across a big one.
    expect(plan.steps[0]).toEqual({ lists: [0], buckets: [...Array(CHUNKS).keys()] });
    expect(plan.steps.at(-1)).toEqual({ lists: [2], buckets: [...Array(CHUNKS).keys()] });

    const huge = planPriceSteps([spread(50_000_000)]);
    expect(huge.steps.length).toBe(MAX_MERGE_STEPS);
    expectPartition([spread(50_000_000)], huge);
    // Uneven buckets: every non-empty one lands in a step, none is split.
    const uneven = [spread(300_000, [2, 5, 40]).map((r, b) => (b === 5 ? r * 3 : r))];
    expectPartition(uneven, planPriceSteps(uneven));
  });

  it('plans nothing for an empty upload', () => {
    expect(planPriceSteps([])).toEqual({ steps: [], stepRows: [] });
    expect(planPriceSteps([spread(0)])).toEqual({ steps: [], stepRows: [] });
  });
});
