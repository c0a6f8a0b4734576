import type { AttemptOutcome } from '../../domain/webhook-attempt.ts';

/**
 * POSTs one signed message and reports what came back. Redirects are not followed (a 3xx is a failed attempt:
 * the signature covers this URL's message, and following would send it wherever the answer says). The answer's
 * body is discarded. No answer within `timeoutMs` (headers) is an error like a refused connection.
 */
export async function sendWebhook(url: string, headers: Record<string, string>, body: string, timeoutMs: number): Promise<AttemptOutcome> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': 'wholesale-hub-webhooks/1', ...headers },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    await res.body?.cancel().catch(() => {});
    return { kind: 'response', status: res.status };
  } catch (err) {
    const e = err as Error & { cause?: { code?: string; message?: string } };
    if (e.name === 'TimeoutError') return { kind: 'error', message: `no answer within ${timeoutMs} ms` };
    const cause = e.cause?.code ?? e.cause?.message;
    return { kind: 'error', message: cause ? `${e.message}: ${cause}` : e.message };
  }
}
