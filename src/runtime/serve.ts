import { serve, type ServerType } from '@hono/node-server';
import { createServer, ServerResponse, type IncomingMessage, type RequestListener, type ServerOptions } from 'node:http';
import type { App } from '../app.ts';
import type { Config } from '../config/env.ts';
import type { Environment } from '../context.ts';

/**
 * @hono/node-server gives every answer without a Content-Type a "text/plain" one, bodiless 204 and 304 included;
 * those carry no content, so the header is dropped here, where the status is known.
 */
class HubResponse extends ServerResponse {
  override writeHead(statusCode: number, ...rest: unknown[]): this {
    if (statusCode === 204 || statusCode === 304) {
      this.removeHeader('content-type');
      const headers = rest.find((a) => typeof a === 'object' && a !== null && !Array.isArray(a)) as Record<string, unknown> | undefined;
      for (const key of Object.keys(headers ?? {})) if (key.toLowerCase() === 'content-type') delete headers![key];
    }
    return (super.writeHead as (...args: unknown[]) => this)(statusCode, ...rest);
  }
}

/**
 * `Expect: 100-continue`: Node would invite the body at once. Here the invitation goes out only when the app first
 * reads the body, i.e. after the checks that headers alone decide (Site-Id, media type, token, Content-Length
 * against the limit); a request refused by them gets its 401/403/413 without the client ever sending the body.
 */
function inviteBodyOnFirstRead(req: IncomingMessage, res: ServerResponse) {
  const read = req._read;
  req._read = function (this: IncomingMessage, size: number) {
    req._read = read;
    // Once the answer has started, a late read is only node-server draining the connection: no invitation then.
    if (!res.headersSent) res.writeContinue();
    return read.call(this, size);
  };
}

const createHubServer = ((options: ServerOptions, listener: RequestListener) => {
  const server = createServer({ ...options, ServerResponse: HubResponse as typeof ServerResponse }, listener);
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    inviteBodyOnFirstRead(req, res);
    listener(req, res);
  });
  return server;
}) as typeof createServer;

/**
 * Handlers still running per server. A client that hangs up does not stop its handler: its socket closes, so
 * server.close() no longer waits for it, yet the handler goes on using the database. Shutdown waits for these
 * before the pools close (else they fail with "Cannot use a pool after calling end on the pool").
 */
const inFlight = new WeakMap<ServerType, Set<Promise<unknown>>>();

/** Live on PORT, test on TEST_PORT: the base address chooses the environment. */
export function serveEnvironments(app: App, config: Config): Promise<ServerType[]> {
  const listen = (port: number, environment: Environment) =>
    new Promise<ServerType>((resolve, reject) => {
      const running = new Set<Promise<unknown>>();
      const server = serve(
        {
          fetch: (req, bindings) => {
            const handled = Promise.resolve(app.fetch(req, { ...(bindings as object), environment }));
            running.add(handled);
            const done = () => running.delete(handled);
            handled.then(done, done);
            return handled;
          },
          port,
          hostname: config.HOST,
          createServer: createHubServer,
        },
        () => resolve(server),
      );
      inFlight.set(server, running);
      server.once('error', reject);
    });
  return Promise.all([listen(config.PORT, 'live'), listen(config.TEST_PORT, 'test')]);
}

/** Stops accepting, waits for open connections and then for handlers whose clients have already gone. */
export function closeServers(servers: ServerType[]): Promise<void> {
  return Promise.all(
    servers.map(async (s) => {
      await new Promise<void>((resolve) => {
        s.close(() => resolve());
        // Idle keep-alive sockets would hold close() open until they time out.
        (s as { closeIdleConnections?: () => void }).closeIdleConnections?.();
      });
      await Promise.allSettled([...(inFlight.get(s) ?? [])]);
    }),
  ).then(() => undefined);
}
