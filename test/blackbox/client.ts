import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { contractProblems, documentedStatuses, splitOp, type OpenApi, type OpKey } from './openapi.ts';

// Requests over a real socket, each tied to one openapi.json operation by its method and path template. `fetch`
// sends what Node's fetch sends (no body and no Content-Length for a bodyless GET or DELETE; a string body with its
// Content-Length; a stream body chunked); `curl` runs /usr/bin/curl. Every answer passes through `expectAnswer`,
// which checks it against openapi.json and records the operation as covered.

export type Environment = 'live' | 'test';
export type Transport = 'fetch' | 'curl';

export type Exchange = {
  op: OpKey;
  via: Transport;
  url: string;
  status: number;
  headers: Headers;
  text: string;
  /** The parsed JSON body (undefined for a non-JSON or empty body). */
  body: any;
};

export type SendOptions = {
  params?: Record<string, string>;
  query?: Record<string, string>;
  json?: unknown;
  csv?: string;
  /** Send the body as a stream: Transfer-Encoding: chunked, no Content-Length. */
  chunked?: boolean;
  headers?: Record<string, string>;
  environment?: Environment;
  /** Bearer token; null sends no Authorization header. Default: the session's token for the environment. */
  token?: string | null;
};

export const CURL = '/usr/bin/curl';
const run = promisify(execFile);

export class Client {
  /** Per operation, the transports over which it answered a documented 2xx. */
  readonly covered = new Map<OpKey, Set<Transport>>();
  readonly tokens: Partial<Record<Environment, string>> = {};

  constructor(
    readonly doc: OpenApi,
    readonly siteId: string,
    readonly baseUrl: (environment: Environment) => string,
  ) {}

  url(op: OpKey, options: SendOptions): string {
    const [, template] = splitOp(op);
    const path = template.replace(/\{([^}]+)\}/g, (_, name: string) => {
      const value = options.params?.[name];
      if (value === undefined) throw new Error(`${op}: no value for path parameter ${name}`);
      return encodeURIComponent(value);
    });
    const query = options.query ? `?${new URLSearchParams(options.query)}` : '';
    return `${this.baseUrl(options.environment ?? 'live')}${path}${query}`;
  }

  headers(options: SendOptions): Record<string, string> {
    const token = options.token === undefined ? this.tokens[options.environment ?? 'live'] : options.token;
    return { 'Site-Id': this.siteId, ...(token ? { Authorization: `Bearer ${token}` } : {}), ...options.headers };
  }

  async fetch(op: OpKey, options: SendOptions = {}): Promise<Exchange> {
    const [method] = splitOp(op);
    const url = this.url(op, options);
    const headers = this.headers(options);
    let body: string | undefined;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['Content-Type'] ??= 'application/json';
    } else if (options.csv !== undefined) {
      body = options.csv;
      headers['Content-Type'] ??= 'text/csv';
    }
    const init: RequestInit & { duplex?: 'half' } = { method, headers };
    if (body !== undefined && options.chunked) {
      const bytes = new TextEncoder().encode(body);
      const half = Math.floor(bytes.length / 2);
      init.body = new ReadableStream({
        start(controller) {
          controller.enqueue(bytes.subarray(0, half));
          controller.enqueue(bytes.subarray(half));
          controller.close();
        },
      });
      init.duplex = 'half';
    } else if (body !== undefined) init.body = body;
    const res = await fetch(url, init);
    const text = await res.text();
    return { op, via: 'fetch', url, status: res.status, headers: res.headers, text, body: parseJson(res.headers, text) };
  }

  /** /usr/bin/curl -X METHOD, headers only: curl sends neither a body nor Content-Length. */
  async curl(op: OpKey, options: SendOptions = {}): Promise<Exchange> {
    const [method] = splitOp(op);
    const url = this.url(op, options);
    const args = ['-sS', '--max-time', '30', '-X', method, '-D', '-'];
    for (const [name, value] of Object.entries(this.headers(options))) args.push('-H', `${name}: ${value}`);
    args.push(url);
    const { stdout } = await run(CURL, args, { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
    return { op, via: 'curl', url, ...parseCurlOutput(stdout) };
  }

  /**
   * Asserts the answer is one openapi.json documents for the operation: never a 5xx, never a 415 to a request that
   * names a media type the operation takes (or sends no body), one of `expected` (default: any documented 2xx),
   * the documented media type, schema and headers. Records the operation as covered when the status is a 2xx.
   */
  expectAnswer(ex: Exchange, expected?: number | number[]): any {
    const where = `${ex.op} via ${ex.via} (${ex.url})`;
    const allowed = expected === undefined ? documentedStatuses(this.doc, ex.op).filter((s) => /^2/.test(s)).map(Number) : [expected].flat();
    const problems: string[] = [];
    if (ex.status >= 500) problems.push(`answered ${ex.status}: a server error`);
    else if (ex.status === 415) problems.push('answered 415 to a request in a media type the operation takes (or with no body)');
    else if (!allowed.includes(ex.status)) problems.push(`answered ${ex.status}, expected ${allowed.join(' or ')}`);
    if (!ex.headers.get('x-request-id')) problems.push('no X-Request-Id header');
    problems.push(...contractProblems(this.doc, ex.op, ex));
    if (problems.length) throw new Error(`${where}:\n  ${problems.join('\n  ')}\nbody: ${ex.text.slice(0, 600)}`);
    if (ex.status >= 200 && ex.status < 300) {
      const transports = this.covered.get(ex.op) ?? new Set<Transport>();
      transports.add(ex.via);
      this.covered.set(ex.op, transports);
    }
    return ex.body;
  }

  /** fetch, then expectAnswer. */
  async call(op: OpKey, options: SendOptions = {}, expected?: number | number[]): Promise<Exchange> {
    const ex = await this.fetch(op, options);
    this.expectAnswer(ex, expected);
    return ex;
  }
}

function parseJson(headers: Headers, text: string): unknown {
  if (!text || !/json/.test(headers.get('content-type') ?? '')) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** curl -D - prints the header block(s) and then the body on stdout; an interim 1xx block comes first. */
export function parseCurlOutput(stdout: string): { status: number; headers: Headers; text: string; body: unknown } {
  let rest = stdout;
  for (;;) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) throw new Error(`curl printed no complete header block:\n${stdout.slice(0, 400)}`);
    const lines = rest.slice(0, end).split('\r\n');
    rest = rest.slice(end + 4);
    const status = Number(/^HTTP\/[\d.]+ (\d{3})/.exec(lines[0]!)?.[1]);
    if (!status) throw new Error(`curl printed no status line:\n${stdout.slice(0, 400)}`);
    if (status >= 100 && status < 200) continue;
    const headers = new Headers();
    for (const line of lines.slice(1)) {
      const colon = line.indexOf(':');
      if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
    }
    return { status, headers, text: rest, body: parseJson(headers, rest) };
  }
}
