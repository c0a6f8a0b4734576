import { describe, expect, it } from 'vitest';
import { AnswerBuffers } from '../../../src/services/stock/levels/answer-buffers.ts';

// batch-fetch-stock's answers are written into buffers that are used again once an answer has gone out: a buffer
// never serves two answers at once, at most 8 are out at a time (a ninth request waits for one, then gets its own
// after 250 ms), and only the pool's own memory comes back into it.

const MIB = 1024 * 1024;

describe('AnswerBuffers', () => {
  it('never lends a buffer that has not been given back; a given-back one serves the next answer', async () => {
    const pool = new AnswerBuffers();
    const a = await pool.take(MIB);
    const b = await pool.take(MIB);
    expect(a.length).toBeGreaterThanOrEqual(MIB);
    expect(b.buffer).not.toBe(a.buffer);
    pool.release(a.subarray(0, 10));
    const c = await pool.take(900_000);
    expect(c.buffer).toBe(a.buffer);
    expect((await pool.take(900_000)).buffer).not.toBe(a.buffer);
    expect(pool.counts.lent).toBe(3);
  });

  it('lends at most 8 at once: the ninth waits until one is given back, and gets that one', async () => {
    const pool = new AnswerBuffers();
    const out = await Promise.all(Array.from({ length: 8 }, () => pool.take(MIB)));
    let ninth: Buffer | undefined;
    const waiting = Promise.resolve(pool.take(MIB)).then((b) => (ninth = b));
    await new Promise((r) => setTimeout(r, 20));
    expect(ninth).toBeUndefined();
    pool.release(out[3]!);
    await waiting;
    expect(ninth!.buffer).toBe(out[3]!.buffer);
    expect(pool.counts).toEqual({ lent: 8, free: 0 });
  });

  it('a request that waits 250 ms without a buffer coming back gets one of its own (a stalled client holds up nobody for long)', async () => {
    const pool = new AnswerBuffers();
    const out = await Promise.all(Array.from({ length: 8 }, () => pool.take(MIB)));
    const started = Date.now();
    const own = await pool.take(MIB);
    expect(Date.now() - started).toBeGreaterThanOrEqual(200);
    expect(out.map((b) => b.buffer)).not.toContain(own.buffer);
    pool.release(own);
    expect(pool.counts.lent).toBe(8);
  });

  it('takes back only its own memory, once: small answers (Node\'s shared pool), very large ones and foreign buffers are left alone', async () => {
    const pool = new AnswerBuffers();
    const small = await pool.take(1_000);
    const big = await pool.take(5 * MIB);
    const foreign = Buffer.allocUnsafeSlow(MIB);
    const mine = await pool.take(MIB);
    [small, big, foreign, mine, mine].forEach((b) => pool.release(b));
    expect(pool.counts).toEqual({ lent: 0, free: 1 });
    const next = await pool.take(MIB);
    expect(next.buffer).toBe(mine.buffer);
  });
});
