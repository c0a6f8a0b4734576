import { describe, expect, it } from 'vitest';
import { AnswerBuffers } from '../../../src/services/stock/levels/answer-buffers.ts';

// batch-fetch-stock's answers are written into buffers that are used again once an answer has gone out: a buffer
// must never serve two answers at once, and only the pool's own memory may come back into it.

describe('AnswerBuffers', () => {
  it('never hands out a buffer that has not been given back; a given-back one serves the next answer', () => {
    const pool = new AnswerBuffers();
    const a = pool.take(1_000_000);
    const b = pool.take(1_000_000);
    expect(a.length).toBeGreaterThanOrEqual(1_000_000);
    expect(b.buffer).not.toBe(a.buffer);
    pool.release(a.subarray(0, 10));
    const c = pool.take(900_000);
    expect(c.buffer).toBe(a.buffer);
    expect(pool.take(900_000).buffer).not.toBe(a.buffer);
  });

  it('gives a buffer back once however often it is released, and keeps at most a few', () => {
    const pool = new AnswerBuffers();
    const a = pool.take(300_000);
    pool.release(a);
    pool.release(a);
    expect(pool.take(300_000).buffer).toBe(a.buffer);
    expect(pool.take(300_000).buffer).not.toBe(a.buffer);
    const many = Array.from({ length: 20 }, () => pool.take(300_000));
    many.forEach((b) => pool.release(b));
    const again = new Set(Array.from({ length: 20 }, () => pool.take(300_000).buffer));
    expect(many.filter((b) => again.has(b.buffer)).length).toBeLessThanOrEqual(8);
  });

  it('takes back only its own memory: small answers (Node\'s shared pool) and very large ones are left alone', () => {
    const pool = new AnswerBuffers();
    const small = pool.take(1_000);
    pool.release(small);
    const foreign = Buffer.allocUnsafeSlow(1_000_000);
    pool.release(foreign);
    const big = pool.take(5 * 1024 * 1024);
    pool.release(big);
    const next = pool.take(1_000_000);
    expect([small.buffer, foreign.buffer, big.buffer]).not.toContain(next.buffer);
  });
});
