import { describe, expect, it } from 'vitest';
import { BULK_PARSES_PER_PROCESS, inParseSlot } from '../../../src/services/imports/parse-slots.ts';

describe('inParseSlot', () => {
  it('runs at most BULK_PARSES_PER_PROCESS bodies at once; the rest wait in the order they came, failures free their slot', async () => {
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const releases: (() => void)[] = [];
    const work = (i: number) => () => {
      started.push(i);
      running++;
      most = Math.max(most, running);
      return new Promise<number>((resolve, reject) => {
        releases[i] = () => {
          running--;
          if (i === 0) reject(new Error('dropped'));
          else resolve(i);
        };
      });
    };
    const n = BULK_PARSES_PER_PROCESS + 3;
    const results = Array.from({ length: n }, (_, i) => inParseSlot(work(i)).catch((err: Error) => err.message));
    const settle = () => new Promise((r) => setImmediate(r));
    await settle();
    expect(started).toEqual(Array.from({ length: BULK_PARSES_PER_PROCESS }, (_, i) => i));
    for (let i = 0; i < n; i++) {
      releases[i]!();
      await settle();
    }
    expect(await Promise.all(results)).toEqual(['dropped', ...Array.from({ length: n - 1 }, (_, i) => i + 1)]);
    expect(started).toEqual(Array.from({ length: n }, (_, i) => i));
    expect(most).toBe(BULK_PARSES_PER_PROCESS);
    // Every slot was given back: a new body starts at once.
    let ran = false;
    await inParseSlot(async () => (ran = true));
    expect(ran).toBe(true);
  });
});
