import { execFile } from 'node:child_process';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCredential, createSite } from '../../src/auth/admin.ts';
import { createDatabase } from '../../src/db/client.ts';
import { createTestDatabase } from '../helpers/database.ts';
import { uniqueId } from '../helpers/harness.ts';
import { customerCases, discountAndShippingCases, productCases } from './cases-core.ts';
import { deleteCases } from './cases-delete.ts';
import { fileCases } from './cases-files.ts';
import { orderStatusCases } from './cases-orders.ts';
import { orderingCases } from './cases-ordering.ts';
import { lookupCases, priceListCases, priceReadCases, priceWriteCases } from './cases-pricing.ts';
import { stockCases } from './cases-stock.ts';
import { syncLoggingCases } from './cases-sync-logging.ts';
import { purchasingCases } from './cases-purchasing.ts';
import { authCase, testEnvironmentCases, transportCases } from './cases-transport.ts';
import { webhookCases } from './cases-webhooks.ts';
import { Client, CURL, type Transport } from './client.ts';
import { buildBundle, startHub, type HubProcess } from './hub-process.ts';
import { loadOpenApi, operationKeys, type OpKey } from './openapi.ts';
import type { Case, Suite } from './suite.ts';

// The black-box suite: the hub started once as `npm start` runs it (the built bundle, API and workers in one
// process), and every operation in openapi.json exercised over a real socket with Node's fetch (and every DELETE
// with curl too), each answer checked against the operation's documented status, media type and schema. An
// operation without a case fails the suite, so a route added later must bring one.

const doc = loadOpenApi();
const SITE = 'blackbox';

// In order: a case may use what the cases before it created; deletes come last.
const cases: Case[] = [
  authCase,
  ...priceListCases,
  ...productCases,
  ...priceWriteCases,
  ...priceReadCases,
  ...customerCases,
  ...lookupCases,
  ...discountAndShippingCases,
  ...stockCases,
  ...fileCases,
  ...purchasingCases,
  ...orderingCases,
  ...orderStatusCases,
  ...transportCases,
  ...testEnvironmentCases,
  ...syncLoggingCases,
  ...webhookCases,
  ...deleteCases,
];

const isDelete = (op: OpKey) => op.startsWith('DELETE ');
const viaOf = (list: Case[], op: OpKey) => new Set(list.filter((c) => c.op === op).map((c) => c.via));

describe('black-box coverage of openapi.json', () => {
  it('every operation has a case, every DELETE a fetch case and a curl case, and every case a real operation', () => {
    const ops = operationKeys(doc);
    expect(ops.length).toBeGreaterThan(0);
    const missing = ops.filter((op) => !cases.some((c) => c.op === op));
    const deletesMissingTransport = ops
      .filter(isDelete)
      .flatMap((op) => (['fetch', 'curl'] as Transport[]).filter((via) => !viaOf(cases, op).has(via)).map((via) => `${op} via ${via}`));
    const stale = [...new Set(cases.map((c) => c.op))].filter((op) => !ops.includes(op));
    expect({ missing, deletesMissingTransport, stale }).toEqual({ missing: [], deletesMissingTransport: [], stale: [] });
  });

  it('the clients frame requests as the cases claim', async () => {
    const seen: { method: string; headers: IncomingHttpHeaders; body: string }[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        seen.push({ method: req.method!, headers: req.headers, body });
        res.end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    try {
      await fetch(url, { method: 'DELETE' });
      await promisify(execFile)(CURL, ['-sS', '-X', 'DELETE', url]);
      await promisify(execFile)(CURL, ['-sS', '-X', 'POST', url]);
      await fetch(url, { method: 'POST' });
      const stream = new ReadableStream({ start: (c) => (c.enqueue(new TextEncoder().encode('{}')), c.close()) });
      await fetch(url, { method: 'POST', body: stream, duplex: 'half' } as RequestInit);
    } finally {
      server.close();
    }
    const framing = seen.map((r) => [r.method, r.headers['content-length'] ?? null, r.headers['transfer-encoding'] ?? null, r.body]);
    expect(framing).toEqual([
      ['DELETE', null, null, ''], // fetch: bodyless DELETE, no framing header
      ['DELETE', null, null, ''], // curl -X DELETE
      ['POST', null, null, ''], // curl -X POST without data
      ['POST', '0', null, ''], // fetch: bodyless POST says Content-Length: 0
      ['POST', null, 'chunked', '{}'], // fetch with a stream body
    ]);
  });
});

describe('black box: every operation over a real socket', () => {
  let hub: HubProcess | undefined;
  let database: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let jobs: pg.Pool | undefined;
  const suite = {} as Suite;

  beforeAll(async () => {
    buildBundle();
    database = await createTestDatabase();
    const admin = createDatabase(database.url, 1);
    try {
      await createSite(admin.prisma, { id: SITE, name: 'Black box', plan: 'pro', testMode: true });
      const live = await createCredential(admin.prisma, { siteId: SITE, environment: 'live', name: 'blackbox-live' });
      const test = await createCredential(admin.prisma, { siteId: SITE, environment: 'test', name: 'blackbox-test' });
      suite.credentials = { live, test };
    } finally {
      await admin.close();
    }
    hub = await startHub({ databaseUrl: database.url, queuePrefix: uniqueId('blackbox') });
    jobs = new pg.Pool({ connectionString: database.url, max: 1 });
    suite.api = new Client(doc, SITE, hub.baseUrl);
    suite.state = new Map();
    suite.latestJobId = async () =>
      (await jobs!.query<{ id: string }>('SELECT id FROM jobs WHERE site_id = $1 ORDER BY created_at DESC LIMIT 1', [SITE])).rows[0]?.id;
    suite.query = (sql, params = []) => jobs!.query(sql, params);
  }, 120_000);

  afterAll(async () => {
    await jobs?.end();
    const code = await hub?.stop();
    if (code !== 0 && hub) console.warn(`the hub exited with ${code}:\n${hub.output().slice(-2000)}`);
    await database?.drop();
  }, 60_000);

  for (const c of cases) it(`${c.op} [${c.via}] ${c.name}`, () => c.run(suite));

  it('operations endpoints answer without Site-Id', async () => {
    for (const path of ['/healthz', '/readyz', '/metrics', '/openapi.json', '/docs']) {
      const res = await fetch(`${hub!.baseUrl('live')}${path}`);
      await res.arrayBuffer();
      expect(res.status, path).toBe(200);
    }
  });

  it('every operation answered a documented 2xx, and every DELETE did so to fetch and to curl', () => {
    const ops = operationKeys(doc);
    const unanswered = ops.filter((op) => !suite.api.covered.has(op));
    const deletes = ops
      .filter(isDelete)
      .flatMap((op) => (['fetch', 'curl'] as Transport[]).filter((via) => !suite.api.covered.get(op)?.has(via)).map((via) => `${op} via ${via}`));
    expect({ unanswered, deletes }).toEqual({ unanswered: [], deletes: [] });
  });
});
