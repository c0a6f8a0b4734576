import { describe, expect, it } from 'vitest';
import { sealStoredSecrets } from '../../../src/services/webhooks/index.ts';
import { useHarness } from '../../helpers/harness.ts';
import { useReceiver, verifyStandardWebhook } from './receiver.ts';
import { createEndpoint, deliveriesOf, FAST_WEBHOOKS, moveOrder, waitUntil } from './support.ts';

// Endpoint signing secrets at rest: sealed with AES-256-GCM, never in the database in plain text, and deliveries
// still sign with the secret the creation answered. Rows stored in plain text before sealing are converted.

const setup = useHarness({ workers: true, env: FAST_WEBHOOKS });
const h = () => setup.h;
const t = () => setup.t;
const receiver = useReceiver();

type StoredSecret = { secret: string | null; secret_sealed: string | null; whole: string };
const stored = async (id: string) =>
  (await h().deps.db.prisma.$queryRaw<StoredSecret[]>`
    SELECT secret, secret_sealed, row_to_json(w)::text AS whole FROM webhook_endpoints w WHERE id = ${id}::uuid`)[0]!;

/** The secret in every form someone might look for it: as answered, its key bytes in base64, hex and latin1. */
const formsOf = (secret: string) => {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  return [secret, secret.slice('whsec_'.length), key.toString('hex'), key.toString('base64url')];
};

describe('webhook secrets at rest', () => {
  it('stores only the sealed secret; a delivery still verifies with the secret the creation answered', async () => {
    const endpoint = await createEndpoint(t(), receiver().url);
    const row = await stored(endpoint.id);
    expect(row.secret).toBeNull();
    expect(row.secret_sealed).toMatch(/^v1\.[A-Za-z0-9+/]+=*$/);
    for (const form of formsOf(endpoint.secret)) expect(row.whole).not.toContain(form);
    // Two endpoints never share a sealed value (a fresh nonce each), even for equal plain text.
    const other = await createEndpoint(t(), `${receiver().url}/other`, ['import.completed']);
    expect((await stored(other.id)).secret_sealed).not.toBe(row.secret_sealed);

    await moveOrder(h(), t(), ['picked']);
    const [got] = await receiver().waitFor(1);
    expect(verifyStandardWebhook(endpoint.secret, got!.headers, got!.body)).toBe(true);
    // And the list never shows it either.
    const list = await t().call('GET', '/api/v1/webhooks');
    expect(list.text).not.toContain(endpoint.secret);
  });

  it('seals a secret stored in plain text (a row from before the migration) and deliveries keep verifying', async () => {
    const endpoint = await createEndpoint(t(), receiver().url);
    // The row as migration 20261127000700 finds it: plain text, nothing sealed.
    await h().deps.db.prisma.$executeRaw`UPDATE webhook_endpoints SET secret = ${endpoint.secret}, secret_sealed = NULL WHERE id = ${endpoint.id}::uuid`;
    // A plain row delivers meanwhile (read from the old column).
    await moveOrder(h(), t(), ['picked']);
    const [before] = await receiver().waitFor(1);
    expect(verifyStandardWebhook(endpoint.secret, before!.headers, before!.body)).toBe(true);

    expect(await sealStoredSecrets(h().deps)).toBeGreaterThanOrEqual(1);
    const row = await stored(endpoint.id);
    expect(row.secret).toBeNull();
    for (const form of formsOf(endpoint.secret)) expect(row.whole).not.toContain(form);
    expect(await sealStoredSecrets(h().deps)).toBe(0);

    await moveOrder(h(), t(), ['picked']);
    const after = await receiver().waitFor(2);
    expect(verifyStandardWebhook(endpoint.secret, after[1]!.headers, after[1]!.body)).toBe(true);
  });

  it('a sealed secret moved onto another endpoint does not open: the delivery fails for good with the reason, nothing is sent', async () => {
    const a = await createEndpoint(t(), `${receiver().url}/a`, ['import.completed']);
    const b = await createEndpoint(t(), `${receiver().url}/b`);
    await h().deps.db.prisma.$executeRaw`
      UPDATE webhook_endpoints SET secret_sealed = (SELECT secret_sealed FROM webhook_endpoints WHERE id = ${a.id}::uuid) WHERE id = ${b.id}::uuid`;
    await moveOrder(h(), t(), ['picked']);
    const [d] = await waitUntil('failed', async () => {
      const log = await deliveriesOf(t(), b.id);
      return log[0]?.status === 'failed' && log;
    });
    expect(d).toMatchObject({ attempts: 1, response_code: null });
    expect(d.last_error).toMatch(/cannot be decrypted/);
    expect(receiver().received.filter((r) => r.headers['webhook-id'] === d.event_id)).toEqual([]);
    const [err] = await h().deps.db.prisma.$queryRaw<{ code: string }[]>`SELECT code FROM sync_errors WHERE external_id = ${d.id}`;
    expect(err?.code).toBe('webhook-blocked');
  });
});
