import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { methodAwareNotFound } from '../../../src/http/not-found.ts';

// 404 for an unknown route, 405 with Allow for a known path and another method (contract §0 "Errors").

const app = new Hono();
app.use('*', async (_c, next) => next());
app.get('/api/v1/jobs/:id', (c) => c.text('x'));
app.put('/api/v1/products/:lookupBy/:identifier', (c) => c.text('x'));
app.delete('/api/v1/products/:lookupBy/:identifier', (c) => c.text('x'));
app.post('/api/auth/token', (c) => c.text('x'));
const notFound = methodAwareNotFound(app);

describe('methodAwareNotFound', () => {
  it('an unknown path is an empty 404', () => {
    for (const path of ['/', '/api/v1/jobs', '/api/v1/jobs/1/2', '/api/v1/products/sku']) {
      const err = notFound(path, 'GET');
      expect(err.status, path).toBe(404);
      expect(err.empty).toBe(true);
    }
  });

  it('a known path with another method is an empty 405 listing the methods, HEAD with GET', () => {
    const jobs = notFound('/api/v1/jobs/abc', 'POST');
    expect(jobs.status).toBe(405);
    expect(jobs.empty).toBe(true);
    expect(jobs.headers.Allow).toBe('GET, HEAD');
    expect(notFound('/api/v1/products/sku/W-1', 'GET').headers.Allow).toBe('DELETE, PUT');
    expect(notFound('/api/auth/token', 'GET').headers.Allow).toBe('POST');
  });

  it('a trailing slash is not the route, and a method the path lists is never answered 405', () => {
    expect(notFound('/api/v1/jobs/abc/', 'GET').status).toBe(404);
    expect(notFound('/api/v1/jobs/abc', 'GET').status).toBe(404);
    expect(notFound('/api/v1/jobs/abc', 'HEAD').status).toBe(404);
  });

  it('regex characters in paths are literal', () => {
    expect(notFound('/api/v1/jobsXabc', 'POST').status).toBe(404);
  });
});
