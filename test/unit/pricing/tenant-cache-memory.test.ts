import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// LOOKUP_CACHE_MAX_MB promises the memory of each process's tenant cache: what the cache counts must cover what its
// lookup entries hold on the heap (else RSS outgrows the cap), without counting so much more that the cap holds far
// fewer tenants than it could. And the entries themselves stay lean: a tenant's 41 lookup entries took ~42 KiB of
// heap while each cached price break kept a Decimal with decimal.js's 17-slot digit array, ~33 KiB with exact-size
// digits and each one's memoized wire text, ~28 KiB once the keys were copied flat, and ~21 KiB with the breaks
// kept as text (load-price-breaks.ts).

describe('tenant cache memory', () => {
  it('counts the lookup entries of 300 tenants within 0-25 % above the heap they hold, at most 24 KiB a tenant', () => {
    // A process of its own with --expose-gc, so that the heap after a full GC is what the cache holds.
    const out = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/cache-size.ts'], {
      env: { ...process.env, BENCH_TENANTS: '300' },
      encoding: 'utf8',
    });
    const m = /heap grew by ([\d.]+) MiB; the cache estimates ([\d.]+) MiB/.exec(out);
    expect(m, out).not.toBeNull();
    const [heap, estimate] = [Number(m![1]), Number(m![2])];
    expect(estimate / heap).toBeGreaterThanOrEqual(1);
    expect(estimate / heap).toBeLessThanOrEqual(1.25);
    expect((heap * 1024) / 300).toBeLessThanOrEqual(24);
  }, 60_000);
});
