import { expect } from 'vitest';
import { curlCase, fetchCase, settleBulkWrite, type Case, type Suite } from './suite.ts';
import type { Exchange } from './client.ts';

// How clients frame requests on the wire: a POST with no body (fetch sends Content-Length: 0, curl -X POST sends no
// framing header at all) must get the contract's 400, never a 415; a body sent chunked (Transfer-Encoding, no
// Content-Length) must be read like any other. And the test environment, on its own port, with its own token.

function expectProblem(s: Suite, ex: Exchange, status: number, title: string, code?: string) {
  s.api.expectAnswer(ex, status);
  expect(ex.body.title, ex.text).toBe(title);
  if (code) expect(ex.body.errors.map((e: { code: string }) => e.code), ex.text).toContain(code);
}

const tokenBody = (s: Suite, environment: 'live' | 'test') => ({ grant_type: 'client_credentials', ...s.credentials[environment] });

export const authCase: Case = fetchCase('POST /api/auth/token', 'issues a live token', async (s) => {
  const { body } = await s.api.call('POST /api/auth/token', { json: tokenBody(s, 'live'), token: null }, 200);
  s.api.tokens.live = body.access_token;
});

export const transportCases: Case[] = [
  fetchCase('POST /api/v1/calculate-pricing', 'no body (fetch: Content-Length: 0) is a 400, not a 415', async (s) => {
    expectProblem(s, await s.api.fetch('POST /api/v1/calculate-pricing'), 400, 'invalid-request-contents', 'body-mismatch');
  }),
  curlCase('POST /api/v1/calculate-pricing', 'no body (curl -X POST: no Content-Length) is a 400, not a 415', async (s) => {
    expectProblem(s, await s.api.curl('POST /api/v1/calculate-pricing'), 400, 'invalid-request-contents', 'body-mismatch');
  }),
  fetchCase('POST /api/auth/token', 'no body (fetch) is a 400 invalid_request, not a 415', async (s) => {
    expectProblem(s, await s.api.fetch('POST /api/auth/token', { token: null }), 400, 'invalid_request');
  }),
  curlCase('POST /api/auth/token', 'no body (curl -X POST) is a 400 invalid_request, not a 415', async (s) => {
    expectProblem(s, await s.api.curl('POST /api/auth/token', { token: null }), 400, 'invalid_request');
  }),
  fetchCase('POST /api/auth/token', 'a chunked JSON body', async (s) => {
    await s.api.call('POST /api/auth/token', { json: tokenBody(s, 'live'), token: null, chunked: true }, 200);
  }),
  fetchCase('POST /api/v1/calculate-pricing', 'a chunked JSON body', async (s) => {
    const json = { skus: ['BB-BOLT-100'], price_list_slugs: ['bb-trade'] };
    const { body } = await s.api.call('POST /api/v1/calculate-pricing', { json, chunked: true }, 200);
    expect(body[0].price_list_slug).toBe('bb-trade');
  }),
  fetchCase('PUT /api/v2/customers/{lookupBy}/{identifier}', 'a chunked JSON body with a charset', async (s) => {
    const json = { email: 'buyer@bb.test', company_name: 'Chunked Ltd', group: 'bb-wholesale', price_lists: ['bb-trade'], discount_percentage: 5 };
    const headers = { 'Content-Type': 'application/json; charset=utf-8' };
    const params = { lookupBy: 'email', identifier: 'buyer@bb.test' };
    const { body } = await s.api.call('PUT /api/v2/customers/{lookupBy}/{identifier}', { params, json, headers, chunked: true }, 200);
    expect(body.company_name).toBe('Chunked Ltd');
  }),
  fetchCase('PATCH /api/v1/price-lists/{slug}/pricing', 'a chunked CSV body', async (s) => {
    const csv = 'sku,qty,price\nBB-BOLT-200,1,21\n';
    await settleBulkWrite(s, await s.api.fetch('PATCH /api/v1/price-lists/{slug}/pricing', { params: { slug: 'bb-retail' }, csv, chunked: true }));
  }),
];

export const testEnvironmentCases: Case[] = [
  fetchCase('POST /api/auth/token', 'issues a test token on the test port', async (s) => {
    const { body } = await s.api.call('POST /api/auth/token', { json: tokenBody(s, 'test'), token: null, environment: 'test' }, 200);
    s.api.tokens.test = body.access_token;
  }),
  fetchCase('GET /api/v1/products', 'the test environment has its own data', async (s) => {
    const { body } = await s.api.call('GET /api/v1/products', { environment: 'test' }, 200);
    expect(body).toEqual([]);
  }),
  fetchCase('PUT /api/v1/products/{lookupBy}/{identifier}', 'creates a product on the test port', async (s) => {
    const json = { slug: 'bb-bolt', title: 'Test bolt', variants: [{ sku: 'BB-BOLT-100' }] };
    await s.api.call('PUT /api/v1/products/{lookupBy}/{identifier}', { params: { lookupBy: 'slug', identifier: 'bb-bolt' }, json, environment: 'test' }, 201);
  }),
  curlCase('DELETE /api/v1/products/{lookupBy}/{identifier}', 'curl -X DELETE on the test port', async (s) => {
    const params = { lookupBy: 'slug', identifier: 'bb-bolt' };
    s.api.expectAnswer(await s.api.curl('DELETE /api/v1/products/{lookupBy}/{identifier}', { params, environment: 'test' }), 204);
    s.api.expectAnswer(await s.api.fetch('GET /api/v1/products/{lookupBy}/{identifier}', { params, environment: 'test' }), 404);
    // The live product of the same slug is untouched.
    await s.api.call('GET /api/v1/products/{lookupBy}/{identifier}', { params }, 200);
  }),
  fetchCase('GET /api/v1/customer-groups', 'the test port refuses a live token', async (s) => {
    expectProblem(s, await s.api.fetch('GET /api/v1/customer-groups', { environment: 'test', token: s.api.tokens.live }), 401, 'access_denied');
  }),
];
