import { describe, expect, it } from 'vitest';
import { renderOpenApi } from '../../../src/cli/write-openapi.ts';

// Issue 14 / contract §0: any API operation, the token request included, answers 503 service-unavailable with
// Retry-After while PostgreSQL or Redis is away. The document says so for each of them, so a generated client
// knows the answer and its header.

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

describe('openapi.json documents 503 service-unavailable', () => {
  it('on every /api operation: problem+json (Problem) and a Retry-After header', async () => {
    const doc = JSON.parse(await renderOpenApi());
    const operations = Object.entries(doc.paths as Record<string, Record<string, any>>)
      .filter(([path]) => path.startsWith('/api/'))
      .flatMap(([path, item]) => METHODS.filter((m) => item[m]).map((m) => ({ name: `${m.toUpperCase()} ${path}`, op: item[m] })));
    expect(operations.map((o) => o.name)).toContain('POST /api/auth/token');
    expect(operations.length).toBeGreaterThan(40);
    const missing = operations.filter(({ op }) => {
      const r = op.responses?.['503'];
      return !(r?.content?.['application/problem+json']?.schema?.$ref === '#/components/schemas/Problem' && r.headers?.['Retry-After']?.schema?.type === 'integer');
    });
    expect(missing.map((o) => o.name)).toEqual([]);
  });
});
