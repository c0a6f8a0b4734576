import { describe, expect, it } from 'vitest';
import { judgeAttempt, type AttemptOutcome } from '../../../src/domain/webhook-attempt.ts';

// What an attempt's answer means for a delivery (contract §9): table-driven, the clock passed in.

const now = new Date('2026-11-27T12:00:00.000Z');
const schedule = [5_000, 300_000, 1_800_000];
const at = (ms: number) => new Date(now.getTime() + ms);
const res = (status: number): AttemptOutcome => ({ kind: 'response', status });
const err = (message: string): AttemptOutcome => ({ kind: 'error', message });

describe('judgeAttempt', () => {
  it.each([
    ['200 on the first attempt', res(200), 1, { status: 'delivered', responseCode: 200, error: null }],
    ['204 on the last attempt', res(204), 4, { status: 'delivered', responseCode: 204, error: null }],
    ['400 is final at once', res(400), 1, { status: 'failed', final: 'rejected', responseCode: 400, error: 'HTTP 400' }],
    ['410 is final at once', res(410), 2, { status: 'failed', final: 'rejected', responseCode: 410, error: 'HTTP 410' }],
    ['408 is retried', res(408), 1, { status: 'pending', nextAttemptAt: at(5_000), responseCode: 408 }],
    ['429 is retried', res(429), 2, { status: 'pending', nextAttemptAt: at(300_000), responseCode: 429 }],
    ['500 is retried after the third delay', res(500), 3, { status: 'pending', nextAttemptAt: at(1_800_000), responseCode: 500 }],
    ['301 is retried (redirects are not followed)', res(301), 1, { status: 'pending', nextAttemptAt: at(5_000), responseCode: 301 }],
    ['no answer is retried', err('no answer within 10000 ms'), 1, { status: 'pending', responseCode: null, error: 'no answer within 10000 ms' }],
    ['503 after the schedule ran out is final', res(503), 4, { status: 'failed', final: 'exhausted', responseCode: 503, error: 'HTTP 503' }],
    ['a refused connection after the schedule is final', err('fetch failed: ECONNREFUSED'), 4, { status: 'failed', final: 'exhausted', responseCode: null }],
    ['a blocked attempt (private address) is final at once', { kind: 'blocked', message: 'localhost resolves to 127.0.0.1' }, 1, { status: 'failed', final: 'blocked', responseCode: null, error: 'localhost resolves to 127.0.0.1' }],
  ] as const)('%s', (_name, outcome, attemptsMade, expected) => {
    expect(judgeAttempt(outcome, attemptsMade, schedule, now)).toMatchObject(expected);
  });

  it('an empty schedule allows one attempt', () => {
    expect(judgeAttempt(res(500), 1, [], now)).toMatchObject({ status: 'failed', final: 'exhausted' });
  });

  it('the default schedule spans about a day', async () => {
    const { loadConfig } = await import('../../../src/config/env.ts');
    const delays = loadConfig({}).WEBHOOK_RETRY_SCHEDULE_MS;
    const total = delays.reduce((a, b) => a + b, 0);
    expect(delays).toEqual([...delays].sort((a, b) => a - b));
    expect(total / 3600_000).toBeGreaterThan(24);
    expect(total / 3600_000).toBeLessThan(30);
    expect(() => loadConfig({ WEBHOOK_RETRY_SCHEDULE_MS: '5,x' })).toThrow(/WEBHOOK_RETRY_SCHEDULE_MS/);
  });
});
