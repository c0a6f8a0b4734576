import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { renderOpenApi } from '../../../src/cli/write-openapi.ts';

describe('openapi.json at the repository root', () => {
  it('is the document the app serves (run `npm run openapi:write` after changing a route)', async () => {
    const committed = await readFile(new URL('../../../openapi.json', import.meta.url), 'utf8');
    const current = await renderOpenApi();
    expect(JSON.parse(committed)).toEqual(JSON.parse(current));
  });

  it('documents every service route with the bearer scheme and the OpenAPI 3.1 header', async () => {
    const doc = JSON.parse(await renderOpenApi());
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const path of ['/api/auth/token', '/api/v1/products', '/api/v2/customers/{lookupBy}/{identifier}', '/api/v1/batch-update-pricing', '/api/v1/pricing/lookup']) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });
});
