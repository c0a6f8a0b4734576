import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { renderClientTypes, TYPES_FILE } from '../../connectors/client/generate.ts';
import { renderOpenApi } from '../../src/cli/write-openapi.ts';

describe('connectors/client/openapi-types.ts', () => {
  it('is generated from the document the app serves (run `npm run openapi:write` after changing a route)', async () => {
    const committed = await readFile(TYPES_FILE, 'utf8');
    expect(committed === (await renderClientTypes(await renderOpenApi())), 'the SDK types are stale: run `npm run openapi:write`').toBe(true);
  });
});
