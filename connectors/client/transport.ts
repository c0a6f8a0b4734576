// Every request the SDK sends goes through `send`: Site-Id and the bearer token on it, one retry with a fresh token
// after a 401, and backoff with jitter on 5xx, 429 and 409 concurrent-update (Retry-After honoured). The request is
// rebuilt for each attempt by the caller's `build`, so a streamed body is opened afresh rather than buffered.
import { randomUUID } from 'node:crypto';
import { problemCodes } from './errors.ts';
import { DEFAULT_RETRY_POLICY, parseRetryAfter, retryDelayMs, retryReason, type RetryPolicy, type RetryReason } from './retry.ts';
import { TokenSource } from './tokens.ts';

export type RetryEvent = { method: string; url: string; attempt: number; reason: RetryReason | 'token-refused'; status?: number; delayMs: number };

export type TransportOptions = {
  baseUrl: string;
  siteId: string;
  clientId: string;
  clientSecret: string;
  retry?: Partial<RetryPolicy>;
  /** Renew a token this long before it expires (default 60 s). */
  renewBeforeMs?: number;
  /** Told about every retry, before its wait (for logs). */
  onRetry?: (event: RetryEvent) => void;
  fetch?: (request: Request) => Promise<Response>;
  now?: () => number;
  sleep?: (ms: number, signal?: AbortSignal | null) => Promise<void>;
  random?: () => number;
  userAgent?: string;
};

export const TOKEN_PATH = '/api/auth/token';

const abortableSleep = (ms: number, signal?: AbortSignal | null) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });

export class Transport {
  readonly tokens: TokenSource;
  readonly baseUrl: string;
  private readonly policy: RetryPolicy;
  private readonly fetchImpl: (request: Request) => Promise<Response>;
  private readonly now: () => number;
  private readonly sleep: (ms: number, signal?: AbortSignal | null) => Promise<void>;
  private readonly random: () => number;

  constructor(private readonly options: TransportOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.policy = { ...DEFAULT_RETRY_POLICY, ...options.retry };
    this.fetchImpl = options.fetch ?? ((request) => fetch(request));
    this.now = options.now ?? Date.now;
    this.sleep = options.sleep ?? abortableSleep;
    this.random = options.random ?? Math.random;
    this.tokens = new TokenSource(() => this.requestToken(), options.renewBeforeMs ?? 60_000, this.now);
  }

  /**
   * Sends what `build` makes (called once per attempt) and answers the final response: a success, a final error,
   * or the last transient one once the attempts are spent. Throws only when the network fails on every attempt.
   */
  async send(build: () => Request, options: { auth?: boolean } = {}): Promise<Response> {
    const auth = options.auth ?? true;
    let refreshedToken = false;
    for (let attempt = 1; ; attempt++) {
      const request = build();
      this.setHeaders(request);
      const token = auth ? await this.tokens.get() : undefined;
      if (token) request.headers.set('authorization', `Bearer ${token}`);

      let response: Response;
      try {
        response = await this.fetchImpl(request);
      } catch (error) {
        if (request.signal.aborted || attempt >= this.policy.maxAttempts) throw error;
        await this.wait(request, attempt, 'network-error', undefined, undefined);
        continue;
      }

      if (response.status === 401 && token && !refreshedToken) {
        // The cached token was refused (expired, revoked meanwhile): once, with a fresh one; a second 401 is final.
        refreshedToken = true;
        this.tokens.invalidate(token);
        await response.body?.cancel();
        this.options.onRetry?.({ method: request.method, url: request.url, attempt, reason: 'token-refused', status: 401, delayMs: 0 });
        attempt -= 1;
        continue;
      }

      const reason = retryReason(response.status, response.status === 409 ? await codesOf(response) : []);
      if (!reason || attempt >= this.policy.maxAttempts) return response;
      const retryAfter = parseRetryAfter(response.headers.get('retry-after'), this.now());
      const delay = retryDelayMs(attempt, retryAfter, this.policy, this.random);
      if (delay === undefined) return response;
      await response.body?.cancel();
      await this.wait(request, attempt, reason, response.status, delay);
    }
  }

  /** A fetch for openapi-fetch: buffers the (small, JSON) body once and resends it on each attempt. */
  readonly fetch = async (request: Request): Promise<Response> => {
    const body = request.body ? await request.arrayBuffer() : undefined;
    const headers = new Headers(request.headers);
    // A creating POST retried after a lost answer must not create twice: the hub replays the first answer for the key.
    if (request.method === 'POST' && !headers.has('idempotency-key')) headers.set('idempotency-key', randomUUID());
    return this.send(() => new Request(request.url, { method: request.method, headers, body, signal: request.signal, redirect: request.redirect }));
  };

  /**
   * A fetch for openapi-fetch that ignores the body openapi-fetch built and sends `open()`'s stream instead, opened
   * anew for every attempt: large uploads are streamed, never held in memory, and still retried.
   */
  streamingFetch(open: () => ReadableStream<Uint8Array>): (request: Request) => Promise<Response> {
    return (request) =>
      this.send(() => new Request(request.url, { method: request.method, headers: new Headers(request.headers), body: open(), duplex: 'half', signal: request.signal } as RequestInit));
  }

  private requestToken(): Promise<Response> {
    const { clientId, clientSecret } = this.options;
    const body = JSON.stringify({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret });
    return this.send(() => new Request(`${this.baseUrl}${TOKEN_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body }), { auth: false });
  }

  private setHeaders(request: Request): void {
    if (!request.headers.has('site-id')) request.headers.set('site-id', this.options.siteId);
    request.headers.set('user-agent', this.options.userAgent ?? 'wholesale-hub-sdk');
  }

  private async wait(request: Request, attempt: number, reason: RetryReason, status: number | undefined, delay: number | undefined) {
    const delayMs = delay ?? retryDelayMs(attempt, undefined, this.policy, this.random)!;
    this.options.onRetry?.({ method: request.method, url: request.url, attempt, reason, status, delayMs });
    await this.sleep(delayMs, request.signal);
  }
}

async function codesOf(response: Response): Promise<string[]> {
  const text = await response.clone().text().catch(() => '');
  try {
    return problemCodes(JSON.parse(text));
  } catch {
    return [];
  }
}
