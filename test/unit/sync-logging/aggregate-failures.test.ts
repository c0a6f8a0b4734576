import { describe, expect, it } from 'vitest';
import { aggregateFailures, fingerprintOf, MAX_PAYLOAD_BYTES, type SyncFailure } from '../../../src/services/sync-logging/index.ts';

const failure = (over: Partial<SyncFailure> = {}): SyncFailure => ({
  siteId: 'acme',
  environment: 'live',
  integration: 'erp',
  dataType: 'purchases',
  code: 'row-invalid',
  message: 'bad row',
  externalId: 'PO-1',
  ...over,
});

describe('aggregateFailures', () => {
  it('folds repeats of one record into one item counting them, the last report winning', () => {
    const rows = aggregateFailures([failure({ message: 'first', visibleId: 'V1' }), failure({ externalId: 'PO-2' }), failure({ message: 'third', payload: { n: 3 } })]);
    expect(rows).toHaveLength(2);
    const po1 = rows.find((r) => r.externalId === 'PO-1')!;
    expect(po1).toMatchObject({ occurrences: 2, message: 'third', payload: { n: 3 }, visibleId: 'V1' });
    expect(rows.find((r) => r.externalId === 'PO-2')!.occurrences).toBe(1);
  });

  it('keeps failures apart that differ in site, environment, integration, data type, subject or code', () => {
    const rows = aggregateFailures([
      failure(),
      failure({ siteId: 'other' }),
      failure({ environment: 'test' }),
      failure({ integration: 'wms' }),
      failure({ dataType: 'stock' }),
      failure({ externalId: 'PO-9' }),
      failure({ code: 'other-code' }),
      failure({ externalId: null, jobId: 'j1' }),
    ]);
    expect(rows).toHaveLength(8);
    expect(rows.every((r) => r.occurrences === 1)).toBe(true);
  });

  it('identifies a failure without external id by its job', () => {
    expect(fingerprintOf({ integration: 'erp', dataType: 'stock', code: 'job-failed', jobId: 'j1' })).not.toBe(
      fingerprintOf({ integration: 'erp', dataType: 'stock', code: 'job-failed', jobId: 'j2' }),
    );
  });

  it('orders its output by key, whatever the input order, so concurrent writers lock rows alike', () => {
    const input = Array.from({ length: 50 }, (_, i) => failure({ externalId: `PO-${i}` }));
    const a = aggregateFailures(input).map((r) => r.fingerprint);
    const b = aggregateFailures([...input].reverse()).map((r) => r.fingerprint);
    expect(a).toEqual(b);
  });

  it('cuts a snapshot over 16 KiB and says so, and replaces NUL and lone surrogates PostgreSQL cannot store', () => {
    const [big] = aggregateFailures([failure({ payload: { blob: 'x'.repeat(40_000) } })]);
    expect(big!.payload).toMatchObject({ truncated: true });
    expect(Buffer.byteLength(JSON.stringify(big!.payload))).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    const [odd] = aggregateFailures([failure({ message: 'a\u0000b\uD800', payload: { ['k\u0000']: 'v\uDC00', ok: '😀' } })]);
    expect(odd!.message).toBe('a\uFFFDb\uFFFD');
    expect(odd!.payload).toEqual({ 'k\uFFFD': 'v\uFFFD', ok: '😀' });
  });

  it('keeps a failure whose payload JSON cannot hold (circular, BigInt), saying so in the snapshot', () => {
    const circular: Record<string, unknown> = { a: 1 };
    circular.self = circular;
    const rows = aggregateFailures([failure({ payload: circular }), failure({ externalId: 'PO-2', payload: { n: 10n } })]);
    expect(['PO-1', 'PO-2'].map((id) => rows.find((r) => r.externalId === id)!.payload)).toEqual([
      { unserializable: true, reason: expect.stringMatching(/circular/i) },
      { unserializable: true, reason: expect.stringMatching(/BigInt/) },
    ]);
  });

  it('leaves text alone that only looks like an escape PostgreSQL refuses', () => {
    const [row] = aggregateFailures([failure({ payload: { path: 'C:\\ud800\\x', nul: '\\u0000' } })]);
    expect(row!.payload).toEqual({ path: 'C:\\ud800\\x', nul: '\\u0000' });
  });

  it('cuts an over-long message to 4,000 characters', () => {
    const [row] = aggregateFailures([failure({ message: 'm'.repeat(10_000) })]);
    expect(row!.message).toHaveLength(4000);
  });
});
