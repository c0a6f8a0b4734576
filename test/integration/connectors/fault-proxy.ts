import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A reverse proxy in front of a running hub, as a load balancer would stand: it records every request and, when the
// test's plan says so, answers one itself (a 502 from a restarting upstream, a 429 from a gateway limit) instead of
// forwarding it. Everything else reaches the hub untouched, over real sockets both ways.

export type Fault = { status: number; headers?: Record<string, string>; body?: unknown };
export type Seen = { method: string; path: string; headers: IncomingMessage['headers']; at: number };

export type FaultProxy = {
  url: string;
  seen: Seen[];
  /** Requests seen whose path (without query) is `path`. */
  count(method: string, path: string): number;
  /** `plan` is asked for each request; a fault it returns is answered instead of forwarding. */
  plan: (req: Seen) => Fault | undefined;
  close(): Promise<void>;
};

export async function startFaultProxy(target: string): Promise<FaultProxy> {
  const upstream = new URL(target);
  const proxy: FaultProxy = {
    url: '',
    seen: [],
    count: (method, path) => proxy.seen.filter((s) => s.method === method && s.path.split('?')[0] === path).length,
    plan: () => undefined,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((req, res) => {
    const seen = { method: req.method!, path: req.url!, headers: req.headers, at: Date.now() };
    proxy.seen.push(seen);
    const fault = proxy.plan(seen);
    if (fault) {
      req.resume();
      const body = fault.body === undefined ? '' : JSON.stringify(fault.body);
      res.writeHead(fault.status, { ...(body ? { 'content-type': 'application/problem+json' } : {}), ...fault.headers });
      res.end(body);
      return;
    }
    const forward = httpRequest({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode!, answer.headers);
      answer.pipe(res);
    });
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  server.keepAliveTimeout = 1000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return proxy;
}
