import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { importPayload, isJobName, jobCatalog, queueNames } from '../../../src/queue/catalog.ts';

// The typed job catalog: every job declares its queue, payload schema and retry policy.

describe('job catalog', () => {
  it('every job has a queue, at least one attempt and a backoff', () => {
    for (const [name, def] of Object.entries(jobCatalog)) {
      expect(queueNames, name).toContain(def.queue);
      expect(def.attempts, name).toBeGreaterThanOrEqual(1);
      expect(def.backoff.delay, name).toBeGreaterThan(0);
    }
  });

  it('isJobName knows the catalog and nothing else', () => {
    expect(isJobName('price-import')).toBe(true);
    expect(isJobName('housekeeping')).toBe(true);
    expect(isJobName('toString')).toBe(false);
    expect(isJobName('nope')).toBe(false);
  });

  it('import payloads carry ids and small values only, and are validated', () => {
    const ok = { siteId: 's', environment: 'live', jobId: randomUUID(), integration: 'erp' };
    expect(importPayload.parse(ok)).toEqual(ok);
    expect(importPayload.safeParse({ ...ok, environment: 'staging' }).success).toBe(false);
    expect(importPayload.safeParse({ ...ok, jobId: 'x' }).success).toBe(false);
    expect(importPayload.safeParse({ ...ok, integration: '' }).success).toBe(false);
  });

  it('jobs with a business data type record sync errors; internal jobs do not', () => {
    expect(jobCatalog['price-import'].dataType).toBe('prices');
    expect(jobCatalog.housekeeping.dataType).toBeNull();
  });
});
