// Access tokens for one credential: fetched on first use, cached, renewed shortly before they expire, and dropped
// when the hub refuses one (revoked, expired early), so the next request fetches a fresh token.
import { HubError, readProblem } from './errors.ts';

export type TokenRequest = () => Promise<Response>;

type Cached = { token: string; renewAt: number };

export class TokenSource {
  private cached: Cached | undefined;
  private pending: Promise<Cached> | undefined;
  /** Tokens fetched so far (for logs and tests). */
  fetched = 0;

  constructor(
    private readonly request: TokenRequest,
    private readonly renewBeforeMs: number,
    private readonly now: () => number,
  ) {}

  /** A token valid for at least `renewBeforeMs` more; concurrent callers share one token request. */
  async get(): Promise<string> {
    const cached = this.cached;
    if (cached && this.now() < cached.renewAt) return cached.token;
    this.pending ??= this.fetch().finally(() => (this.pending = undefined));
    return (await this.pending).token;
  }

  /** Forgets `token` (the hub refused it); a token fetched meanwhile by another request is kept. */
  invalidate(token: string): void {
    if (this.cached?.token === token) this.cached = undefined;
  }

  private async fetch(): Promise<Cached> {
    const requestedAt = this.now();
    const response = await this.request();
    if (response.status !== 200) {
      throw new HubError(response.status, await readProblem(response), response.headers.get('x-request-id'), 'token request refused');
    }
    const body = (await response.json()) as { access_token?: unknown; expires_in?: unknown };
    if (typeof body.access_token !== 'string' || typeof body.expires_in !== 'number') {
      throw new HubError(response.status, undefined, response.headers.get('x-request-id'), 'token response without access_token and expires_in');
    }
    // Counted from when it was asked for, so the time the answer took is never mistaken for validity left; a token
    // shorter-lived than the margin is renewed at half its life rather than on every request.
    const lifetime = body.expires_in * 1000;
    const margin = Math.min(this.renewBeforeMs, lifetime / 2);
    this.fetched += 1;
    this.cached = { token: body.access_token, renewAt: requestedAt + lifetime - margin };
    return this.cached;
  }
}
