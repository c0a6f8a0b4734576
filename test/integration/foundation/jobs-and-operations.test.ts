import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { useHarness } from '../../helpers/harness.ts';
import { send } from './support.ts';

// GET /api/v1/jobs/{id} (the foundation's one resource) and contract §10 (operations).

const setup = useHarness({ tenant: { testMode: true } });

async function insertJob(siteId: string, environment: 'live' | 'test', data: Record<string, unknown> = {}) {
  return setup.h.deps.db.prisma.job.create({ data: { siteId, environment, type: 'price-import', ...data } });
}

describe('GET /api/v1/jobs/{id}', () => {
  it('returns the contract shape for a queued job', async () => {
    const job = await insertJob(setup.t.siteId, 'live', { total: 10 });
    const res = await setup.t.call('GET', `/api/v1/jobs/${job.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: job.id,
      type: 'price-import',
      status: 'queued',
      progress: { processed: 0, total: 10 },
      result: null,
      error: null,
      created_at: job.createdAt.toISOString(),
      finished_at: null,
    });
  });

  it('returns result, error and finished_at of a finished job as RFC 3339 UTC', async () => {
    const finishedAt = new Date('2026-01-02T03:04:05.678Z');
    const job = await insertJob(setup.t.siteId, 'live', {
      status: 'completed',
      processed: 7,
      total: 7,
      result: { applied: 5, unchanged: 1, removed: 1, failed: 0 },
      finishedAt,
    });
    const res = await setup.t.call('GET', `/api/v1/jobs/${job.id}`);
    expect(res.body).toMatchObject({
      status: 'completed',
      progress: { processed: 7, total: 7 },
      result: { applied: 5, unchanged: 1, removed: 1, failed: 0 },
      finished_at: '2026-01-02T03:04:05.678Z',
    });
    expect(res.body.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    const failed = await insertJob(setup.t.siteId, 'live', { status: 'failed', error: 'feed unreadable', finishedAt });
    expect((await setup.t.call('GET', `/api/v1/jobs/${failed.id}`)).body).toMatchObject({ status: 'failed', error: 'feed unreadable' });
  });

  it('an unknown id: 404 resource-not-found', async () => {
    const res = await setup.t.call('GET', `/api/v1/jobs/${randomUUID()}`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(res.body.title).toBe('resource-not-found');
  });

  it('an id that is not a UUID: 400 resource-id-invalid', async () => {
    for (const id of ['123', 'not-a-uuid', '00000000-0000-0000-0000-00000000000g']) {
      const res = await setup.t.call('GET', `/api/v1/jobs/${id}`);
      expect(res.status, id).toBe(400);
      expect(res.body.title).toBe('invalid-request-contents');
      expect(res.body.errors[0]).toMatchObject({ code: 'resource-id-invalid', property: 'id' });
    }
  });

  it("another site's job is not found (no existence leak)", async () => {
    const other = await setup.h.tenant();
    const job = await insertJob(other.siteId, 'live');
    const res = await setup.t.call('GET', `/api/v1/jobs/${job.id}`);
    expect(res.status).toBe(404);
    expect(res.body.title).toBe('resource-not-found');
    expect((await other.call('GET', `/api/v1/jobs/${job.id}`)).status).toBe(200);
  });

  it('a job of the test environment is not found from live, and the other way round', async () => {
    const test = await setup.h.tenant({ siteId: setup.t.siteId, environment: 'test' });
    const testJob = await insertJob(setup.t.siteId, 'test');
    const liveJob = await insertJob(setup.t.siteId, 'live');
    expect((await setup.t.call('GET', `/api/v1/jobs/${testJob.id}`)).status).toBe(404);
    expect((await test.call('GET', `/api/v1/jobs/${liveJob.id}`)).status).toBe(404);
    expect((await test.call('GET', `/api/v1/jobs/${testJob.id}`)).status).toBe(200);
  });
});

describe('operations (no Site-Id, no token)', () => {
  it('GET /healthz: 200', async () => {
    const res = await send(setup.h.app, '/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });

  it('GET /readyz: 200 with the database and Redis checked', async () => {
    const res = await send(setup.h.app, '/readyz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready', checks: { database: true, redis: true } });
  });

  it('GET /metrics: Prometheus text with request counts by route pattern and queue depths', async () => {
    await setup.t.call('GET', `/api/v1/jobs/${randomUUID()}`);
    await send(setup.h.app, '/nope-nothing');
    const res = await send(setup.h.app, '/metrics');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.text).toMatch(/^# HELP hub_http_requests_total /m);
    expect(res.text).toMatch(/^hub_http_requests_total\{environment="live",method="GET",route="\/api\/v1\/jobs\/:id",status="404"\} \d+/m);
    // Unknown paths share one label, so a scanner cannot blow up the series count.
    expect(res.text).toMatch(/^hub_http_requests_total\{environment="live",method="GET",route="unmatched",status="404"\} \d+/m);
    expect(res.text).not.toContain('nope-nothing');
    expect(res.text).toMatch(/^hub_http_request_duration_seconds_bucket\{/m);
    expect(res.text).toMatch(/^hub_queue_jobs\{queue="imports",state="waiting"\} 0/m);
    expect(res.text).toMatch(/^hub_queue_jobs\{queue="maintenance",state="failed"\} \d+/m);
  });

  it('GET /openapi.json: OpenAPI 3.1 with the token and jobs operations and the bearer scheme', async () => {
    const res = await send(setup.h.app, '/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    expect(res.body.paths['/api/auth/token'].post).toBeDefined();
    expect(res.body.paths['/api/v1/jobs/{id}'].get).toBeDefined();
    expect(res.body.paths['/api/v1/jobs/{id}'].get.security).toEqual([{ oauth2: [] }, { bearerAuth: [] }]);
    expect(res.body.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(res.body.components.schemas.Problem).toBeDefined();
  });

  it('GET /docs: an HTML page that loads /openapi.json', async () => {
    const res = await send(setup.h.app, '/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.text).toContain('/openapi.json');
  });

  it('none of them needs Site-Id, on either base address', async () => {
    for (const env of ['live', 'test'] as const) {
      for (const path of ['/healthz', '/readyz', '/metrics', '/openapi.json', '/docs']) {
        expect((await send(setup.h.app, path, {}, env)).status, `${env} ${path}`).toBe(200);
      }
    }
  });
});
