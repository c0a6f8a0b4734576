import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DashboardClient, dashboardUser } from '../../helpers/dashboard.ts';
import { useHarness } from '../../helpers/harness.ts';
import { startReceiver, type Receiver } from '../webhooks/receiver.ts';
import { createEndpoint, deliveriesOf, FAST_WEBHOOKS, moveOrder, waitUntil } from '../webhooks/support.ts';

// The dashboard's Webhooks page (admins): endpoints, their deliveries with status and answer, replay by a CSRF form.

const setup = useHarness({ workers: true, env: FAST_WEBHOOKS });
let receiver: Receiver;
let endpointId: string;
let deliveryId: string;

beforeAll(async () => {
  receiver = await startReceiver();
  receiver.answer = (r) => (r.json.data.to_status === 'packed' ? 410 : 200);
  endpointId = (await createEndpoint(setup.t, receiver.url)).id;
  await moveOrder(setup.h, setup.t, ['picked', 'packed']);
  const log = await waitUntil('settled', async () => {
    const l = await deliveriesOf(setup.t, endpointId);
    return l.length === 2 && l.every((d) => d.status !== 'pending') && l;
  });
  deliveryId = log.find((d) => d.status === 'delivered')!.id;
});
afterAll(() => receiver.close());

async function as(role: 'admin' | 'support', siteId = setup.t.siteId) {
  const browser = new DashboardClient(setup.h);
  await browser.signIn(await dashboardUser(setup.h, siteId, role));
  return browser;
}

describe('Webhooks page', () => {
  it('lists the endpoints with their recent deliveries: status, attempts, response code', async () => {
    const admin = await as('admin');
    const res = await admin.get('/dashboard/webhooks');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(receiver.url);
    expect(html).toContain(`data-webhook="${endpointId}"`);
    expect(html).toMatch(/<span class="badge delivered"[^>]*>delivered<\/span>/);
    expect(html).toMatch(/<span class="badge failed"[^>]*>failed<\/span>/);
    expect(html).toMatch(/data-response-code[^>]*>410</);
    expect(html).toContain('HTTP 410');
    expect(html).toContain('href="/dashboard/webhooks"');
    // No secret anywhere.
    expect(html).not.toContain('whsec_');
  });

  it("shows each endpoint's five newest deliveries, however many it has (two statements for all endpoints)", async () => {
    const quiet = await createEndpoint(setup.t, `${receiver.url}/quiet`, ['import.completed']);
    // Six more deliveries of the first endpoint, newer than the two real ones.
    const added = await setup.h.deps.db.prisma.$queryRaw<{ id: string }[]>`
      INSERT INTO webhook_deliveries (id, site_id, environment, endpoint_id, event_id, topic, payload, occurred_at, next_attempt_at, status, created_at)
      SELECT gen_random_uuid(), site_id, environment, endpoint_id, event_id + 1000000 + n, topic, payload, occurred_at, now(), 'delivered', now() + n * interval '1 second'
        FROM webhook_deliveries, generate_series(1, 6) AS n WHERE id = ${deliveryId}::uuid
      RETURNING id::text AS id`;
    try {
      const html = await (await (await as('admin')).get('/dashboard/webhooks')).text();
      const section = (id: string) => html.split(`data-webhook="${id}"`)[1]!.split('data-webhook=')[0]!;
      const shown = [...section(endpointId).matchAll(/data-delivery="([0-9a-f-]{36})"/g)].map((m) => m[1]);
      expect(shown).toHaveLength(5);
      expect(added.map((r) => r.id)).toEqual(expect.arrayContaining(shown));
      expect(section(quiet.id)).not.toContain('data-delivery=');
    } finally {
      await setup.h.deps.db.prisma.$executeRaw`DELETE FROM webhook_deliveries WHERE id = ANY(${added.map((r) => r.id)}::uuid[])`;
      await setup.t.call('DELETE', `/api/v1/webhooks/${quiet.id}`);
    }
  });

  it("shows one endpoint's deliveries with a status filter, and the test environment's separately", async () => {
    const admin = await as('admin');
    const failed = await (await admin.get(`/dashboard/webhooks/${endpointId}?status=failed`)).text();
    expect((failed.match(/data-delivery=/g) ?? []).length).toBe(1);
    expect(failed).toContain('HTTP 410');
    const all = await (await admin.get(`/dashboard/webhooks/${endpointId}`)).text();
    expect((all.match(/data-delivery=/g) ?? []).length).toBe(2);
    expect(await (await admin.get('/dashboard/webhooks?env=test')).text()).toContain('No webhook endpoints in test');
  });

  it('replays a delivery from its button (CSRF form): 303 back with a flash, and the event is sent again', async () => {
    const admin = await as('admin');
    const before = receiver.received.length;
    const res = await admin.submit('/dashboard/webhooks', `/dashboard/webhooks/${endpointId}/deliveries/${deliveryId}/replay`, { back: `/dashboard/webhooks/${endpointId}?env=live` });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/dashboard/webhooks/${endpointId}?env=live`);
    await receiver.waitFor(before + 1);
    const page = await (await admin.get(res.headers.get('location')!)).text();
    expect(page).toContain('is queued to be sent again');
    expect(page).toContain('replay');
    // A foreign "back" is not followed.
    const evil = await admin.submit('/dashboard/webhooks', `/dashboard/webhooks/${endpointId}/deliveries/${deliveryId}/replay`, { back: 'https://evil.example.com/' });
    expect(evil.headers.get('location')).toBe('/dashboard/webhooks?env=live');
  });

  it('refuses a replay without the CSRF token', async () => {
    const admin = await as('admin');
    const res = await admin.post(`/dashboard/webhooks/${endpointId}/deliveries/${deliveryId}/replay`, { back: '/dashboard/webhooks?env=live' });
    expect(res.status).toBe(403);
  });

  it('refuses support users (403 page, no menu entry, no replay)', async () => {
    const support = await as('support');
    for (const path of ['/dashboard/webhooks', `/dashboard/webhooks/${endpointId}`]) {
      const res = await support.get(path);
      expect(res.status, path).toBe(403);
      expect(await res.text()).toContain('This page is for site admins');
    }
    const before = (await deliveriesOf(setup.t, endpointId)).length;
    expect((await support.submit('/dashboard/sync-errors', `/dashboard/webhooks/${endpointId}/deliveries/${deliveryId}/replay`)).status).toBe(403);
    expect((await deliveriesOf(setup.t, endpointId)).length).toBe(before);
    expect(await (await support.get('/dashboard/sync-errors')).text()).not.toContain('href="/dashboard/webhooks"');
  });

  it("shows another site's endpoint and delivery as not found", async () => {
    const other = await setup.h.tenant();
    const admin = await as('admin', other.siteId);
    expect((await admin.get(`/dashboard/webhooks/${endpointId}`)).status).toBe(404);
    expect((await admin.get('/dashboard/webhooks/not-a-uuid')).status).toBe(404);
    expect((await admin.submit('/dashboard/webhooks', `/dashboard/webhooks/${endpointId}/deliveries/${deliveryId}/replay`)).status).toBe(404);
    expect(await (await admin.get('/dashboard/webhooks')).text()).not.toContain(receiver.url);
  });
});
