import type { Harness, Tenant } from '../../helpers/harness.ts';
import { recordSyncErrors, type SyncFailure } from '../../../src/services/sync-logging/index.ts';

/** Failures a worker of `t`'s tenant would record (credential name as integration unless said otherwise). */
export function failuresOf(t: Pick<Tenant, 'siteId' | 'environment' | 'credentialName'>, n: number, over: Partial<SyncFailure> = {}): SyncFailure[] {
  return Array.from({ length: n }, (_, i) => ({
    siteId: t.siteId,
    environment: t.environment,
    integration: t.credentialName,
    dataType: 'purchases',
    code: 'purchase-invalid',
    message: `purchase ${i} is invalid`,
    externalId: `PO-${i}`,
    jobId: 'job-1',
    ...over,
  }));
}

export const record = (h: Harness, failures: SyncFailure[], now?: Date) => recordSyncErrors(h.deps.db.prisma, failures, now);

/** The problem body fields a test asserts on. */
export const problemOf = (body: { title: string; detail: string; errors?: { code: string; property?: string }[] }) => ({
  title: body.title,
  detail: body.detail,
  codes: (body.errors ?? []).map((e) => e.code),
  properties: (body.errors ?? []).map((e) => e.property),
});
