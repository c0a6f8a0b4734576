// What one webhook delivery attempt means for the delivery (contract §9). Pure: the caller passes the clock.

/** `blocked`: the attempt was not made and never can be as things stand (a private address, an unreadable secret). */
export type AttemptOutcome = { kind: 'response'; status: number } | { kind: 'error' | 'blocked'; message: string };

export type AttemptVerdict = {
  status: 'delivered' | 'pending' | 'failed';
  /** For a pending delivery: when to try again. */
  nextAttemptAt: Date;
  responseCode: number | null;
  error: string | null;
  /** Why a failed delivery failed for good. */
  final?: 'rejected' | 'exhausted' | 'blocked';
};

/**
 * 2xx: delivered. 408 and 429 are "try later"; any other 4xx says the request itself is refused, so it is final.
 * Everything else (5xx, 3xx, no answer, a timeout) is retried after `schedule[attemptsMade - 1]` ms until the
 * schedule runs out; a blocked attempt is final at once (retrying cannot help). `attemptsMade` counts this attempt, so a schedule of n delays allows n + 1 attempts.
 */
export function judgeAttempt(outcome: AttemptOutcome, attemptsMade: number, schedule: readonly number[], now: Date): AttemptVerdict {
  const responseCode = outcome.kind === 'response' ? outcome.status : null;
  if (outcome.kind === 'response' && outcome.status >= 200 && outcome.status < 300) {
    return { status: 'delivered', nextAttemptAt: now, responseCode, error: null };
  }
  if (outcome.kind === 'blocked') return { status: 'failed', nextAttemptAt: now, responseCode: null, error: outcome.message, final: 'blocked' };
  const error = outcome.kind === 'response' ? `HTTP ${outcome.status}` : outcome.message;
  const refused = outcome.kind === 'response' && outcome.status >= 400 && outcome.status < 500 && outcome.status !== 408 && outcome.status !== 429;
  if (refused) return { status: 'failed', nextAttemptAt: now, responseCode, error, final: 'rejected' };
  if (attemptsMade > schedule.length) return { status: 'failed', nextAttemptAt: now, responseCode, error, final: 'exhausted' };
  return { status: 'pending', nextAttemptAt: new Date(now.getTime() + schedule[attemptsMade - 1]!), responseCode, error };
}
