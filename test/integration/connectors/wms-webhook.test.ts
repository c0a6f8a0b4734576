import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHubClient, unwrap, type HubClient } from '../../../connectors/client/index.ts';
import { sign } from '../../../connectors/wms-webhook/signature.ts';
import { ROOT } from '../../blackbox/openapi.ts';
import { freePort } from '../../helpers/free-port.ts';
import { uniqueId } from '../../helpers/harness.ts';
import { startRunningHub, type RunningHub } from './running-hub.ts';

// `npx hub-wms-webhook` as its own process (bin/hub-wms-webhook.js), with a config file, receiving signed events
// over real HTTP and applying them to orders in the built hub running as a process.

let running: RunningHub;
let erp: HubClient;
let receiver: ChildProcess;
let receiverUrl: string;
let output = '';
let workDir: string;
const SECRET = 'whsec_' + Buffer.from('a-shared-secret-for-the-warehouse-0001').toString('base64');
const OTHER_SECRET = 'the-other-site-signs-with-this-secret';
const otherSite = uniqueId('wms');

beforeAll(async () => {
  running = await startRunningHub();
  const { client_id: clientId, client_secret: clientSecret } = running.credential;
  erp = createHubClient({ baseUrl: running.baseUrl, siteId: running.siteId, clientId, clientSecret });
  const wms = await running.addCredential('wms');
  const other = await running.addSite(otherSite);
  workDir = await mkdtemp(join(tmpdir(), 'wms-webhook-'));
  const configPath = join(workDir, 'wms.json');
  await writeFile(
    configPath,
    JSON.stringify({
      hub_url: running.baseUrl,
      integration: 'warehouse',
      sites: {
        [running.siteId]: { secret: SECRET, client_id: wms.client_id, client_secret: wms.client_secret },
        [otherSite]: { secret: OTHER_SECRET, client_id: other.client_id, client_secret: other.client_secret },
      },
    }),
    { mode: 0o600 },
  );
  const port = await freePort();
  receiverUrl = `http://127.0.0.1:${port}`;
  receiver = spawn(process.execPath, [join(ROOT, 'bin/hub-wms-webhook.js'), '--config', configPath, '--port', String(port), '--host', '127.0.0.1'], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/root' },
  });
  receiver.stdout!.on('data', (b: Buffer) => (output += b.toString()));
  receiver.stderr!.on('data', (b: Buffer) => (output += b.toString()));
  const deadline = Date.now() + 30_000;
  while (!(await fetch(`${receiverUrl}/healthz`).then((r) => r.ok, () => false))) {
    if (Date.now() > deadline || receiver.exitCode !== null) throw new Error(`the receiver did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}, 120_000);

afterAll(async () => {
  receiver?.kill('SIGKILL');
  await running?.stop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
}, 60_000);

async function order(external: string) {
  const body = { type: 'order' as const, identifiers: { external, visible: `V-${external}` }, currency_code: 'EUR', dates: { placed_at: minutesAgo(120) }, line_items: [{ sku: 'TSHIRT-RED-M', quantity: 12, unit_price: '4.25' }] };
  return unwrap(await erp.api.PUT('/api/v1/purchases/{lookupBy}/{identifier}', { params: { path: { lookupBy: 'external_id', identifier: external } }, body }));
}
const purchase = async (external: string) => unwrap(await erp.api.GET('/api/v1/purchases/{lookupBy}/{identifier}', { params: { path: { lookupBy: 'external_id', identifier: external } } }));
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString().replace(/\.\d+Z$/, 'Z');

function send(event: unknown, options: { site?: string; secret?: string; timestamp?: number; raw?: string; signature?: string } = {}) {
  const body = options.raw ?? JSON.stringify(event);
  const id = `msg_${Math.random().toString(36).slice(2)}`;
  const timestamp = String(options.timestamp ?? Math.floor(Date.now() / 1000));
  const signature = options.signature ?? sign(options.secret ?? SECRET, id, timestamp, Buffer.from(body));
  return fetch(`${receiverUrl}/connectors/wms/${options.site ?? running.siteId}/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': signature },
    body,
  });
}
const dispatched = (external: string, id: string, occurredAt = minutesAgo(30)) => ({
  id,
  type: 'shipment.dispatched',
  occurred_at: occurredAt,
  order: { external_id: external },
  note: 'Left with the 14:00 pickup',
  shipment: { carrier: 'DHL', tracking_number: `TRK-${id}`, tracking_url: `https://www.dhl.com/track?AWB=${id}`, lines: [{ sku: 'TSHIRT-RED-M', quantity: 12 }] },
});
async function syncErrors() {
  const { data } = await erp.api.GET('/api/v1/sync-errors', { params: { query: { integration: 'warehouse', data_type: 'orders' } } });
  return data!;
}

describe('WMS webhook receiver', () => {
  it('applies a signed shipment event to its order, and a retried delivery of it only once', async () => {
    await order('SO-1');
    const first = await send(dispatched('SO-1', 'evt-1'));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ result: 'applied', event_id: 'evt-1', order_status: 'shipped' });
    const shipped = await purchase('SO-1');
    expect(shipped.status).toBe('shipped');
    expect(shipped.packages).toMatchObject([{ carrier: 'DHL', tracking_number: 'TRK-evt-1' }]);
    expect(shipped.line_items[0]!.quantity_shipped).toBe(12);
    expect(shipped.status_history.at(-1)).toMatchObject({ status: 'shipped', source: 'wms', note: 'Left with the 14:00 pickup' });

    const again = await send(dispatched('SO-1', 'evt-1'));
    expect(again.status).toBe(200);
    const after = await purchase('SO-1');
    expect(after.status_history).toHaveLength(shipped.status_history.length);
    expect(after.dates.updated_at).toBe(shipped.dates.updated_at);

    const delivered = await send({ id: 'evt-2', type: 'shipment.delivered', occurred_at: minutesAgo(1), order: { visible_id: 'V-SO-1' } });
    expect(await delivered.json()).toMatchObject({ result: 'applied', order_status: 'delivered' });
  });

  it('answers 401 to an unverifiable event (wrong secret, another site’s secret, a stale timestamp) and logs it as one sync error', async () => {
    await order('SO-2');
    const forged = await send(dispatched('SO-2', 'evt-forged'), { secret: 'not-the-secret-at-all-000000' });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ title: 'invalid-signature' });
    expect((await send(dispatched('SO-2', 'evt-forged'), { secret: OTHER_SECRET })).status).toBe(401);
    expect((await send(dispatched('SO-2', 'evt-old'), { timestamp: Math.floor(Date.now() / 1000) - 3600 })).status).toBe(401);
    expect((await send(dispatched('SO-2', 'evt-unsigned'), { signature: 'v1,' })).status).toBe(401);
    expect((await purchase('SO-2')).status).toBe('placed');
    const unverified = (await syncErrors()).filter((e) => e.external_id === 'wms-webhook:unverified');
    expect(unverified).toHaveLength(1);
    expect(unverified[0]).toMatchObject({ code: 'wms-signature-invalid', data_type: 'orders', integration: 'warehouse', status: 'open', occurrences: 4 });
  });

  it('keeps each site’s secret to that site', async () => {
    const ok = await send({ id: 'evt-o1', type: 'order.picked', occurred_at: minutesAgo(5), order: { external_id: 'NOT-THERE' } }, { site: otherSite, secret: OTHER_SECRET });
    expect(ok.status).toBe(422); // verified with the other site's secret; that site has no such order
    expect((await send({}, { site: otherSite, secret: SECRET })).status).toBe(401);
    expect((await send({}, { site: 'unknown-site' })).status).toBe(404);
  });

  it('answers 400 to a malformed event and logs it under its event id', async () => {
    const missing = await send({ id: 'evt-bad', type: 'shipment.teleported', occurred_at: 'yesterday', order: {} });
    expect(missing.status).toBe(400);
    const problem = (await missing.json()) as { title: string; errors: { property: string }[] };
    expect(problem.title).toBe('invalid-request-contents');
    expect(problem.errors.map((e: { property: string }) => e.property).sort()).toEqual(['occurred_at', 'order', 'type']);
    const notJson = await send(undefined, { raw: '{"id": "evt-trunc' });
    expect(notJson.status).toBe(400);
    const errors = await syncErrors();
    expect(errors.find((e) => e.external_id === 'wms-event:evt-bad')).toMatchObject({ code: 'wms-event-malformed', payload: { id: 'evt-bad', type: 'shipment.teleported' } });
    expect(errors.find((e) => e.external_id?.startsWith('wms-event:') && e.message === 'The body is not JSON.')).toBeTruthy();
  });

  it('answers 422 and logs what the hub refused (unknown order, impossible move); a late event is acknowledged as stale', async () => {
    const unknown = await send(dispatched('NO-SUCH-ORDER', 'evt-x'));
    expect(unknown.status).toBe(422);
    expect((await syncErrors()).find((e) => e.external_id === 'external_id:NO-SUCH-ORDER')).toMatchObject({ code: 'resource-not-found' });

    await order('SO-3');
    expect((await send({ id: 'evt-3a', type: 'shipment.delivered', occurred_at: minutesAgo(10), order: { external_id: 'SO-3' } })).status).toBe(200);
    const backwards = await send({ id: 'evt-3b', type: 'order.picked', occurred_at: minutesAgo(5), order: { external_id: 'SO-3' } });
    expect(backwards.status).toBe(422);
    expect(await backwards.json()).toMatchObject({ errors: [{ code: 'invalid-status-transition' }] });
    expect((await syncErrors()).find((e) => e.external_id === 'external_id:SO-3')).toMatchObject({ code: 'invalid-status-transition' });

    const late = await send({ id: 'evt-3c', type: 'order.packed', occurred_at: minutesAgo(60), order: { external_id: 'SO-3' } });
    expect(late.status).toBe(200);
    expect(await late.json()).toMatchObject({ result: 'stale' });
    expect((await purchase('SO-3')).status).toBe('delivered');
  });

  it('stops cleanly on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => receiver.once('exit', resolve));
    receiver.kill('SIGTERM');
    expect(await exited, output).toBe(0);
    expect(output).toContain('"msg":"listening"');
    expect(output).toContain('"msg":"wms event applied"');
  });
});
