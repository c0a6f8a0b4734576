// `npx hub-wms-webhook --config wms.json [--port 3200] [--host 0.0.0.0]`: the WMS webhook receiver as its own process
// (bin/hub-wms-webhook.js runs this through tsx). It stands at the edge, beside the WMS, and reaches the hub only
// through its public API with a credential of its own, so `npm start` does not mount it.
import { serve } from '@hono/node-server';
import { parseArgs } from 'node:util';
import { loadReceiverConfig } from './config.ts';
import { createReceiver } from './receiver.ts';

export const USAGE = `usage: hub-wms-webhook --config <file> [--port <port>] [--host <address>]

Receives signed WMS shipment events on POST /connectors/wms/{site}/events and applies each to its order through
PATCH /api/v1/orders/{lookupBy}/{identifier}. See README.md (Connectors) for the event and the config file.

  --config <file>   WMS_WEBHOOK_CONFIG   sites, secrets and hub credentials (JSON; keep it mode 0600)
  --port <port>     WMS_WEBHOOK_PORT     default 3200
  --host <address>  WMS_WEBHOOK_HOST     default 0.0.0.0`;

export async function main(argv: string[], env: NodeJS.ProcessEnv): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, strict: true, options: { config: { type: 'string' }, port: { type: 'string' }, host: { type: 'string' }, help: { type: 'boolean', short: 'h' } } }));
  } catch (err) {
    process.stderr.write(`hub-wms-webhook: ${(err as Error).message}\n\n${USAGE}\n`);
    return 2;
  }
  if (values.help) return process.stdout.write(`${USAGE}\n`), 0;
  const configPath = values.config ?? env.WMS_WEBHOOK_CONFIG;
  const port = Number(values.port ?? env.WMS_WEBHOOK_PORT ?? 3200);
  if (!configPath || !Number.isInteger(port) || port < 0 || port > 65535) {
    process.stderr.write(`hub-wms-webhook: ${configPath ? 'the port must be 0-65535' : '--config (or WMS_WEBHOOK_CONFIG) is required'}\n\n${USAGE}\n`);
    return 2;
  }
  let config;
  try {
    config = await loadReceiverConfig(configPath);
  } catch (err) {
    process.stderr.write(`hub-wms-webhook: ${(err as Error).message}\n`);
    return 1;
  }
  const app = createReceiver(config);
  const hostname = values.host ?? env.WMS_WEBHOOK_HOST ?? '0.0.0.0';
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port, hostname }, (info) => {
      process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), msg: 'listening', address: `http://${hostname}:${info.port}`, sites: Object.keys(config.sites) })}\n`);
      resolve(s);
    });
  });
  // SIGTERM: stop taking connections, let events in flight finish (their hub calls are bounded by the SDK's retries).
  await new Promise<void>((resolve) => {
    const stop = () => server.close(() => resolve());
    process.once('SIGTERM', stop).once('SIGINT', stop);
  });
  return 0;
}
