import { describe, expect, it } from 'vitest';
import { isPrivateAddress } from '../../../src/services/webhooks/url-guard.ts';
import { useHarness } from '../../helpers/harness.ts';
import { useReceiver } from './receiver.ts';
import { createEndpoint, deliveriesOf, FAST_WEBHOOKS, moveOrder, waitUntil } from './support.ts';

// The SSRF guard with WEBHOOK_ALLOW_PRIVATE_URLS=false (production's default): endpoint URLs reaching loopback,
// private, link-local or unique-local addresses are refused when created, and an attempt whose address turns out
// private when it connects (the URL changed, or its name now resolves there) fails for good, with the reason.

const setup = useHarness({ workers: true, env: { ...FAST_WEBHOOKS, WEBHOOK_ALLOW_PRIVATE_URLS: 'false' } });
const h = () => setup.h;
const t = () => setup.t;
const receiver = useReceiver();

describe('isPrivateAddress', () => {
  it.each([
    ['127.0.0.1', true],
    ['10.20.30.40', true],
    ['172.31.255.255', true],
    ['192.168.1.1', true],
    ['169.254.169.254', true],
    ['100.64.0.1', true],
    ['0.0.0.0', true],
    ['::1', true],
    ['::', true],
    ['fd12:3456::1', true],
    ['fe80::1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:a00:1', true],
    ['::7f00:1', true],
    ['2002:7f00:1::1', true],
    ['fec0::1', true],
    ['93.184.215.14', false],
    ['172.32.0.1', false],
    ['2606:4700::1111', false],
    ['::ffff:5db8:d70e', false],
  ])('%s → %s', (address, expected) => {
    expect(isPrivateAddress(address)).toBe(expected);
  });
});

describe('creating an endpoint', () => {
  it.each([
    'http://127.0.0.1:8080/hooks',
    'http://localhost/hooks',
    'http://[::1]/hooks',
    'http://[::ffff:127.0.0.1]/hooks',
    'http://169.254.169.254/latest/meta-data',
    'https://10.0.0.5/hooks',
    'http://192.168.0.10/',
    'http://[fd00::1]/hooks',
    'http://[fe80::1]/hooks',
    'http://0.0.0.0:3000/',
  ])('refuses %s with 400 keyword-mismatch on url', async (url) => {
    const res = await t().call('POST', '/api/v1/webhooks', { url, events: ['order.completed'] });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/application\/problem\+json/);
    expect(res.body).toMatchObject({ title: 'invalid-request-contents', errors: [{ code: 'keyword-mismatch', property: 'url' }] });
    expect((res.body as any).errors[0].message).toMatch(/private network address/);
  });

  it('accepts a public address, and a name that does not resolve yet (each attempt checks again)', async () => {
    for (const url of ['http://93.184.215.14/hooks', 'https://hooks.example.invalid/in']) {
      const res = await t().call('POST', '/api/v1/webhooks', { url, events: ['import.completed'] });
      expect(res.status).toBe(201);
    }
  });
});

describe('delivering', () => {
  it('an endpoint whose address is private when the attempt connects fails for good with the reason; nothing reaches it', async () => {
    // Created with a public address, then pointed (as a rebinding name would be) at the hub's own network.
    const byName = await createEndpoint(t(), 'http://93.184.215.14/by-name');
    const byAddress = await createEndpoint(t(), 'http://93.184.215.15/by-address');
    await h().deps.db.prisma.$executeRaw`UPDATE webhook_endpoints SET url = ${`http://localhost:${receiver().port}/by-name`} WHERE id = ${byName.id}::uuid`;
    await h().deps.db.prisma.$executeRaw`UPDATE webhook_endpoints SET url = ${`http://127.0.0.1:${receiver().port}/by-address`} WHERE id = ${byAddress.id}::uuid`;
    await moveOrder(h(), t(), ['picked']);

    const failed = async (id: string) =>
      waitUntil('failed', async () => {
        const [d] = await deliveriesOf(t(), id);
        return d?.status === 'failed' && d;
      });
    const viaName = await failed(byName.id);
    const viaAddress = await failed(byAddress.id);
    expect(viaName).toMatchObject({ attempts: 1, response_code: null, next_attempt_at: null });
    expect(viaName.last_error).toMatch(/^localhost resolves to (127\.0\.0\.1|::1), a private, loopback or link-local address$/);
    expect(viaAddress).toMatchObject({ attempts: 1, response_code: null, last_error: '127.0.0.1 is a private, loopback or link-local address' });
    expect(receiver().received).toEqual([]);

    const errors = await h().deps.db.prisma.$queryRaw<{ code: string; message: string; external_id: string }[]>`
      SELECT code, message, external_id FROM sync_errors WHERE external_id IN (${viaName.id}, ${viaAddress.id}) ORDER BY message`;
    expect(errors).toHaveLength(2);
    for (const e of errors) {
      expect(e.code).toBe('webhook-blocked');
      expect(e.message).toMatch(/could not be sent \(.*private, loopback or link-local address\)/);
    }
  });
});
