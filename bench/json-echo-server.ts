// The ceiling for bench/pricing-lookup.ts: a plain Hono app on @hono/node-server that parses a JSON body and
// answers it back, with no middleware, no database and no auth. Usage: node --import tsx bench/json-echo-server.ts <port>
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

const port = Number(process.argv[2] ?? 3950);
const app = new Hono();
app.get('/healthz', (c) => c.text('ok'));
app.post('/echo', async (c) => c.json(await c.req.json()));

const server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' });
process.on('SIGTERM', () => server.close(() => process.exit(0)));
