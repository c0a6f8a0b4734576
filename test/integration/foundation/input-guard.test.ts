import { mkdtemp, rm, stat, unlink, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/env.ts';
import { ensureDemoSite } from '../../../src/runtime/demo-site.ts';
import { useHarness } from '../../helpers/harness.ts';

const setup = useHarness();

describe('values PostgreSQL cannot store are a 400, never a 500', () => {
  it('a NUL in a path value is 400 parameters-mismatch', async () => {
    const res = await setup.t.call('GET', '/api/v1/products/external_id/a%00b');
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ code: 'parameters-mismatch', property: 'identifier' });
  });

  it('a NUL in a query value is 400 parameters-mismatch', async () => {
    const res = await setup.t.call('GET', '/api/v2/price-lists?order_by=name%00');
    expect(res.status).toBe(400);
    expect(res.body.errors[0].code).toBe('parameters-mismatch');
  });

  it('an escaped NUL in a JSON string is 400 keyword-mismatch and nothing is stored', async () => {
    const res = await setup.t.call('POST', '/api/v1/customer-groups', '{"slug":"nul-group","name":"a\\u0000b"}');
    expect(res.status).toBe(400);
    expect(res.body.errors[0].code).toBe('keyword-mismatch');
    expect((await setup.t.call('GET', '/api/v1/customer-groups')).body.map((g: { slug: string }) => g.slug)).not.toContain('nul-group');
  });

  it('an escaped backslash before u0000 is ordinary text and is accepted', async () => {
    const res = await setup.t.call('POST', '/api/v1/customer-groups', '{"slug":"backslash","name":"a\\\\u0000b"}');
    expect(res.status).toBe(201);
  });

  it('a NUL in the token request is invalid_request', async () => {
    const res = await setup.h.request('/api/auth/token', {
      method: 'POST',
      headers: { 'Site-Id': setup.t.siteId, 'Content-Type': 'application/json' },
      body: JSON.stringify({ grant_type: 'client_credentials', client_id: 'a\u0000b', client_secret: 'x' }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { title: string }).title).toBe('invalid_request');
  });
});

describe('a lone surrogate escape in a JSON body is 400 keyword-mismatch naming the property, never a 500', () => {
  const product = (options: string) =>
    `{"slug":"lone","title":"Lone","variants":[{"sku":"LONE-1","title":"One","options":${options}}]}`;

  const expectLone = async (res: { status: number; body: any }, property: string) => {
    expect(res.status).toBe(400);
    expect(res.body.title).toBe('invalid-request-contents');
    expect(res.body.errors).toEqual([{ code: 'keyword-mismatch', message: expect.stringMatching(/unpaired surrogate/), property }]);
  };

  it('as a variant options value, as an options key (high or low half), and nothing is stored', async () => {
    await expectLone(await setup.t.call('PUT', '/api/v1/products/slug/lone', product('{"colour":"\\ud800"}')), 'variants[0].options.colour');
    await expectLone(await setup.t.call('PUT', '/api/v1/products/slug/lone', product('{"\\uDC00x":"blue"}')), 'variants[0].options');
    await expectLone(await setup.t.call('PUT', '/api/v1/products/slug/lone', product('{"colour":"a\\ud83d"}')), 'variants[0].options.colour');
    expect((await setup.t.call('GET', '/api/v1/products/slug/lone')).status).toBe(404);
  });

  it('as a shipping band name', async () => {
    const body = '{"slug":"lone-ship","title":"Lone","bands":[{"name":"\\udfff","requirement":{"type":"weight","min":0,"max":5},"cost":{"type":"fixed","amount":"1"}}]}';
    await expectLone(await setup.t.call('POST', '/api/v2/shipping-methods', body), 'bands[0].name');
  });

  it('a whole pair written as escapes, and an escaped backslash before "ud800", are ordinary text', async () => {
    const res = await setup.t.call('PUT', '/api/v1/products/slug/lone', product('{"colour":"\\ud83d\\ude00","note":"\\\\ud800"}'));
    expect(res.status).toBe(201);
    expect(res.body.variants[0].options).toEqual({ colour: '😀', note: '\\ud800' });
  });

  it('an escaped NUL now names its property too', async () => {
    const res = await setup.t.call('POST', '/api/v1/customer-groups', '{"slug":"nul-named","name":"a\\u0000b"}');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ code: 'keyword-mismatch', message: 'Strings may not contain NUL characters (\\u0000).', property: 'name' }]);
  });
});

describe('required bodies and absent fields', () => {
  it('a PUT without a body is 400 body-mismatch, and the stored settings stay', async () => {
    expect((await setup.t.call('PUT', '/api/v1/settings/base', { currency_code: 'EUR' })).status).toBe(200);
    const res = await setup.h.request('/api/v1/settings/base', { method: 'PUT', headers: { 'Site-Id': setup.t.siteId, Authorization: `Bearer ${setup.t.token}` } });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: { code: string }[] }).errors[0]!.code).toBe('body-mismatch');
    const after = await setup.t.call('GET', '/api/v1/settings/base');
    expect(JSON.stringify(after.body)).toContain('EUR');
  });

  it('an absent enum field is missing-param, a wrong one keyword-mismatch', async () => {
    const res = await setup.t.call('POST', '/api/v1/discounts', { name: 'x', amount_type: 'sideways', amount: '5' });
    expect(res.status).toBe(400);
    const byProperty = Object.fromEntries(res.body.errors.map((e: { property: string; code: string }) => [e.property, e.code]));
    expect(byProperty.kind).toBe('missing-param');
    expect(byProperty.amount_type).toBe('keyword-mismatch');
  });
});

describe('demo site credentials', () => {
  it('reissues the demo credential when its file is gone, and revokes the lost one', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hub-demo-'));
    try {
      const config = loadConfig({ DATA_DIR: dir, TEST_PORT: '4001', DATABASE_URL: setup.h.config.DATABASE_URL });
      const file = await ensureDemoSite(setup.h.deps.db.prisma, config, setup.h.deps.log);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      const first = JSON.parse(await readFile(file, 'utf8'));
      expect(first).toMatchObject({ site_id: 'demo', environment: 'test', base_url: 'http://localhost:4001' });
      expect(await ensureDemoSite(setup.h.deps.db.prisma, config, setup.h.deps.log)).toBe(file);
      expect(JSON.parse(await readFile(file, 'utf8')).client_id).toBe(first.client_id);

      await unlink(file);
      await ensureDemoSite(setup.h.deps.db.prisma, config, setup.h.deps.log);
      const second = JSON.parse(await readFile(file, 'utf8'));
      expect(second.client_id).not.toBe(first.client_id);
      const old = await setup.h.deps.db.prisma.apiCredential.findUnique({ where: { clientId: first.client_id } });
      expect(old?.revokedAt).not.toBeNull();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('configuration', () => {
  it('an empty DATABASE_URL means unset (embedded), not an invalid URL', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });
});
