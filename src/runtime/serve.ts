import { serve, type ServerType } from '@hono/node-server';
import type { App } from '../app.ts';
import type { Config } from '../config/env.ts';
import type { Environment } from '../context.ts';

/** Live on PORT, test on TEST_PORT: the base address chooses the environment. */
export function serveEnvironments(app: App, config: Config): Promise<ServerType[]> {
  const listen = (port: number, environment: Environment) =>
    new Promise<ServerType>((resolve, reject) => {
      const server = serve(
        { fetch: (req, bindings) => app.fetch(req, { ...(bindings as object), environment }), port, hostname: config.HOST },
        () => resolve(server),
      );
      server.once('error', reject);
    });
  return Promise.all([listen(config.PORT, 'live'), listen(config.TEST_PORT, 'test')]);
}

export function closeServers(servers: ServerType[]): Promise<void> {
  return Promise.all(
    servers.map(
      (s) =>
        new Promise<void>((resolve) => {
          s.close(() => resolve());
          // Idle keep-alive sockets would hold close() open until they time out.
          (s as { closeIdleConnections?: () => void }).closeIdleConnections?.();
        }),
    ),
  ).then(() => undefined);
}
