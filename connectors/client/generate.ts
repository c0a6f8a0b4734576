// `npm run openapi:write` (after openapi.json) and `npx tsx connectors/client/generate.ts`: writes the SDK's types
// from openapi.json, so the client is typed by the very document the hub serves. A test fails when they drift.
import { readFile, writeFile } from 'node:fs/promises';
import openapiTS, { astToString } from 'openapi-typescript';

const ROOT = new URL('../../', import.meta.url);
export const TYPES_FILE = new URL('connectors/client/openapi-types.ts', ROOT);

const HEADER = `// Generated from openapi.json by connectors/client/generate.ts (\`npm run openapi:write\`). Do not edit.\n/* eslint-disable */\n`;

/** The TypeScript source of the SDK's types for the given OpenAPI document (JSON text). */
export async function renderClientTypes(openapiJson: string): Promise<string> {
  const doc = JSON.parse(openapiJson) as { components?: { parameters?: Record<string, { required?: boolean }> } };
  // The client sets Site-Id on every request itself, so a call need not repeat it (it may, to override).
  const siteId = doc.components?.parameters?.SiteId;
  if (siteId) siteId.required = false;
  const ast = await openapiTS(doc as never, { alphabetize: false, exportType: false });
  return HEADER + astToString(ast);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const doc = await readFile(new URL('openapi.json', ROOT), 'utf8');
  await writeFile(TYPES_FILE, await renderClientTypes(doc));
  console.log('wrote connectors/client/openapi-types.ts');
}
