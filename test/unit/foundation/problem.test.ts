import { describe, expect, it } from 'vitest';
import {
  ApiError,
  badRequest,
  conflict,
  emptyResponse,
  invalidRequest,
  payloadTooLarge,
  priceUpdateErrors,
  renderProblem,
  resourceNotFound,
  tooManyRequests,
} from '../../../src/http/problem.ts';

// One error type, one renderer (contract §0 "Errors").

const render = async (err: ApiError, requestId?: string) => {
  const res = renderProblem(err, requestId);
  const text = await res.text();
  return { res, text, body: text ? JSON.parse(text) : null };
};

describe('renderProblem', () => {
  it('problem+json with title, status, detail, errors and request_id', async () => {
    const { res, body } = await render(badRequest('keyword-mismatch', 'too short', 'name'), 'req-1');
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('application/problem+json');
    expect(res.headers.get('x-request-id')).toBe('req-1');
    expect(body).toEqual({
      type: '/errors#keyword-mismatch',
      title: 'invalid-request-contents',
      status: 400,
      detail: 'name: too short',
      errors: [{ code: 'keyword-mismatch', message: 'too short', property: 'name' }],
      request_id: 'req-1',
    });
  });

  it('invalidRequest spells out every problem in detail', async () => {
    const { body } = await render(
      invalidRequest([
        { code: 'keyword-mismatch', message: 'bad', property: 'a' },
        { code: 'missing-param', message: 'Required', property: 'b' },
      ]),
    );
    expect(body.detail).toBe('a: bad; b: Required');
    expect(body.errors).toHaveLength(2);
    expect(body.request_id).toBeUndefined();
  });

  it('empty responses (404, 405, 415, 500) have no body and no content type, and keep their headers', async () => {
    for (const status of [404, 405, 415, 500] as const) {
      const { res, text } = await render(emptyResponse(status, status === 405 ? { Allow: 'GET' } : undefined), 'r');
      expect(res.status).toBe(status);
      expect(text).toBe('');
      expect(res.headers.get('content-type')).toBeNull();
      expect(res.headers.get('x-request-id')).toBe('r');
    }
    expect((await render(emptyResponse(405, { Allow: 'GET, HEAD' }))).res.headers.get('allow')).toBe('GET, HEAD');
  });

  it('404 resource-not-found and 409 conflicts carry the contract titles and codes', async () => {
    expect((await render(resourceNotFound('No job x.'))).body).toMatchObject({ status: 404, title: 'resource-not-found', detail: 'No job x.' });
    const { body } = await render(conflict('idempotency-key-reused', 'used', 'Idempotency-Key'));
    expect(body.status).toBe(409);
    expect(body.errors).toEqual([{ code: 'idempotency-key-reused', message: 'used', property: 'Idempotency-Key' }]);
  });

  it('413 and 429 are problem bodies; 429 has Retry-After in whole seconds, at least 1', async () => {
    expect((await render(payloadTooLarge(1024))).body).toMatchObject({ status: 413, detail: expect.stringContaining('1024') });
    expect((await render(tooManyRequests(0.2, 'slow down'))).res.headers.get('retry-after')).toBe('1');
    expect((await render(tooManyRequests(12.1, 'slow down'))).res.headers.get('retry-after')).toBe('13');
  });

  it('plainJson renders application/json without type or request_id (the cart 422 shape)', async () => {
    const { res, body } = await render(new ApiError({ status: 422, title: 'cart-invalid', detail: 'd', errors: [], plainJson: true }), 'r');
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(body).toEqual({ title: 'cart-invalid', status: 422, detail: 'd', errors: [] });
  });

  it('priceUpdateErrors caps the listed rows at 1000 but counts them all', async () => {
    const items = Array.from({ length: 1500 }, (_, i) => ({ line: i + 1, field: 'price', message: 'bad' }));
    const { body } = await render(priceUpdateErrors(items));
    expect(body.errors).toHaveLength(1000);
    expect(body.detail).toMatch(/^1500 /);
  });
});
