import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { AttemptOutcome } from '../../domain/webhook-attempt.ts';
import { checkLiteralHost, guardedLookup, PrivateAddressError } from './url-guard.ts';

export type SendOptions = { timeoutMs: number; allowPrivate: boolean };

/**
 * POSTs one signed message and reports what came back. Redirects are not followed (a 3xx is a failed attempt:
 * the signature covers this URL's message, and following would send it wherever the answer says). The answer's
 * body is discarded. No answer within `timeoutMs` (headers) is an error like a refused connection. Unless private
 * URLs are allowed, the socket connects only to public addresses (checked on the addresses DNS gave for this
 * connection, so a rebinding name cannot slip through): a private one is `blocked`, a final failure.
 * node:http rather than fetch because fetch takes no `lookup`.
 */
export function sendWebhook(url: string, headers: Record<string, string>, body: string, opts: SendOptions): Promise<AttemptOutcome> {
  return new Promise((resolve) => {
    let target: URL;
    try {
      target = new URL(url);
      if (!opts.allowPrivate) checkLiteralHost(target);
    } catch (err) {
      return resolve(err instanceof PrivateAddressError ? { kind: 'blocked', message: err.message } : { kind: 'error', message: (err as Error).message });
    }
    const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
    const payload = Buffer.from(body, 'utf8');
    const req = request(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(payload.length), 'user-agent': 'wholesale-hub-webhooks/1', ...headers },
      ...(opts.allowPrivate ? {} : { lookup: guardedLookup }),
      agent: false,
    });
    const timer = setTimeout(() => req.destroy(Object.assign(new Error(`no answer within ${opts.timeoutMs} ms`), { code: 'ETIMEDOUT_HUB' })), opts.timeoutMs);
    req.on('response', (res) => {
      clearTimeout(timer);
      res.resume();
      res.on('error', () => {});
      resolve({ kind: 'response', status: res.statusCode ?? 0 });
      req.destroy();
    });
    req.on('error', (err: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      if (err instanceof PrivateAddressError || err.code === 'EPRIVATEADDR') return resolve({ kind: 'blocked', message: err.message });
      if (err.code === 'ETIMEDOUT_HUB') return resolve({ kind: 'error', message: err.message });
      resolve({ kind: 'error', message: err.code ? `${err.message}` : err.message });
    });
    req.end(payload);
  });
}
