import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from '../../helpers/harness.ts';
import { order } from './support.ts';

// Racing PUTs over a real socket: the hub as a server, 20 requests in flight at once.

const setup = useHarness({ env: { DB_POOL_SIZE: '10' } });
let server: ServerType;
let base: string;

beforeAll(async () => {
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: (req, bindings) => setup.h.app.fetch(req, { ...(bindings as object), environment: 'live' }), port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  (server as { closeAllConnections?: () => void }).closeAllConnections?.();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const put = (path: string, body: unknown) =>
  fetch(`${base}${path}`, {
    method: 'PUT',
    headers: { 'Site-Id': setup.t.siteId, Authorization: `Bearer ${setup.t.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  }).then(async (r) => ({ status: r.status, body: (await r.json()) as { id: string } }));

describe('concurrent PUTs', () => {
  it('20 parallel PUTs of the same new external id create exactly one purchase (one 201, nineteen 200)', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => put('/api/v1/purchases/external_id/RACE-1', order('RACE-1'))));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([...Array(19).fill(200), 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    const rows = await setup.h.deps.db.prisma.purchase.findMany({ where: { siteId: setup.t.siteId, externalId: 'RACE-1' }, include: { lineItems: true } });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.lineItems).toHaveLength(2);
    expect(rows[0]!.statusHistory).toHaveLength(1);
  });

  it('parallel PUTs by external id and by the body id of one new purchase still make one', async () => {
    const id = '0d4f5b0e-8a53-4c1e-9a55-6a4f7b1e2c3d';
    const body = order('RACE-2', { id });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, k) => (k % 2 ? put(`/api/v1/purchases/id/${id}`, body) : put('/api/v1/purchases/external_id/RACE-2', body))),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.every((a) => a.status === 201 || a.status === 200)).toBe(true);
    expect(await setup.h.deps.db.prisma.purchase.count({ where: { siteId: setup.t.siteId, externalId: 'RACE-2' } })).toBe(1);
  });
});
