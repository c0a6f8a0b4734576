import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Config } from '../config/env.ts';
import type { AppEnv, AuthStyle } from './types.ts';
import { addBodyExamples } from './openapi-examples.ts';

// The parts of /openapi.json that every operation shares, so that generated clients, the /docs "Test request" and
// curl snippets built from the document send what the hub requires (Site-Id first of all) and read what it returns.

/** The tag of each API service; every operation is listed under exactly one. */
export const SERVICE_TAG: Record<AuthStyle | 'auth' | 'operations', string> = {
  auth: 'Auth',
  core: 'Core',
  pricing: 'Pricing',
  ordering: 'Ordering',
  purchasing: 'Purchasing',
  stock: 'Stock',
  files: 'Files',
  'sync-logging': 'Sync Logging',
  operations: 'Operations',
};

const TAGS = [
  { name: 'Auth', description: 'Access tokens: exchange a client id and secret for a bearer token valid for one hour (OAuth 2.0 client credentials). No refresh token; request a new one when it expires.' },
  { name: 'Core', description: 'Products and variants, customers with their addresses, customer groups and their settings, discounts and shipping methods.' },
  { name: 'Pricing', description: 'Price lists with their rules, stored prices and quantity breaks (JSON or CSV bulk writes), and price lookup for a customer.' },
  { name: 'Ordering', description: 'Carts: contents, totals, shipping rates and checkout.' },
  { name: 'Purchasing', description: 'Orders, quotes and their status history, as customers and back offices see them.' },
  { name: 'Stock', description: 'Stock levels per SKU and location, with bulk updates.' },
  { name: 'Files', description: 'Files attached to records (product images, documents).' },
  { name: 'Sync Logging', description: 'Errors met while syncing data from and to connected systems, for support staff and integrations to resolve.' },
  { name: 'Events', description: 'Webhook endpoints that receive order, import and sync error events (Standard Webhooks signatures), their delivery log and replays.' },
  { name: 'Operations', description: 'The progress and outcome of bulk import jobs.' },
];

export const PARAMETER_REFS = {
  siteId: { $ref: '#/components/parameters/SiteId' },
  requestId: { $ref: '#/components/parameters/RequestId' },
  idempotencyKey: { $ref: '#/components/parameters/IdempotencyKey' },
} as const;

export const HEADER_REFS = {
  ignoredFields: { $ref: '#/components/headers/IgnoredFields' },
} as const;

/** Either scheme works: tools fetch a token themselves with oauth2; clients that already hold one send it as bearer. */
export const API_SECURITY: Record<string, string[]>[] = [{ oauth2: [] }, { bearerAuth: [] }];

function registerComponents(app: OpenAPIHono<AppEnv>) {
  const r = app.openAPIRegistry;
  r.registerComponent('parameters', 'SiteId', {
    name: 'Site-Id',
    in: 'header',
    required: true,
    description: 'The site (tenant) the request is for. Required on every request, the token request included.',
    schema: { type: 'string', minLength: 1, example: 'demo' },
  });
  r.registerComponent('parameters', 'RequestId', {
    name: 'X-Request-Id',
    in: 'header',
    required: false,
    description: 'Your own id for this request (1–128 characters of letters, digits and `._:-`), echoed in the `X-Request-Id` response header, in problem bodies and in the hub\'s logs. Without one (or with an unusable one) the hub makes one up.',
    schema: { type: 'string', pattern: '^[A-Za-z0-9._:-]{1,128}$' },
  });
  r.registerComponent('parameters', 'IdempotencyKey', {
    name: 'Idempotency-Key',
    in: 'header',
    required: false,
    description: 'Makes a creating request safe to retry: the first response is kept for 24 hours and replayed for a repeat with the same key and body. The same key with a different body answers 409 `idempotency-key-reused`.',
    schema: { type: 'string', minLength: 1, maxLength: 255, example: '8f14e45f-ceea-467f-a0e6-1b2c3d4e5f60' },
  });
  r.registerComponent('headers', 'IgnoredFields', {
    required: false,
    description:
      'Present when the JSON body held fields this operation does not know: their paths, comma-separated (`variants[0].pak_size`; bulk price bodies: `[line].field`), the first 20 then `(N more)`. They were ignored, not stored: check for a misspelt field.',
    schema: { type: 'string', example: 'variants[0].pak_size' },
  });
  r.registerComponent('securitySchemes', 'oauth2', {
    type: 'oauth2',
    description: 'OAuth 2.0 client credentials: POST the client id and secret as JSON to the token URL (with `Site-Id`); send the token as `Authorization: Bearer …`.',
    flows: { clientCredentials: { tokenUrl: '/api/auth/token', scopes: {} } },
  });
  r.registerComponent('securitySchemes', 'bearerAuth', { type: 'http', scheme: 'bearer', description: 'A token from POST /api/auth/token.' });
}

const X_REQUEST_ID_HEADER = {
  description: 'The request id: the one sent in `X-Request-Id`, or one the hub made up. Quote it when asking for support.',
  schema: { type: 'string' },
};

type Doc = { paths?: Record<string, Record<string, { responses?: Record<string, { headers?: Record<string, unknown> }> }>> };

/** Every answer carries X-Request-Id (the request-context middleware sets it on all of them). */
function addResponseHeaders(doc: Doc) {
  for (const item of Object.values(doc.paths ?? {}))
    for (const op of Object.values(item))
      for (const res of Object.values(op.responses ?? {})) res.headers = { 'X-Request-Id': X_REQUEST_ID_HEADER, ...res.headers };
}

/** Serves /openapi.json: built once, on first request, after every router is mounted. */
export function mountOpenApiDocument(app: OpenAPIHono<AppEnv>, config: Pick<Config, 'PORT' | 'TEST_PORT'>) {
  registerComponents(app);
  let doc: unknown;
  app.get('/openapi.json', (c) => {
    if (!doc) {
      const built = app.getOpenAPI31Document({
        openapi: '3.1.0',
        info: {
          title: 'wholesale-hub API',
          version: '1.0.0',
          description:
            'B2B wholesale commerce API. Every request carries `Site-Id`; all but the token request carry a bearer token from `POST /api/auth/token`. Live and test are separate environments with their own data and credentials.',
        },
        servers: [
          { url: `http://localhost:${config.PORT}`, description: 'Live environment (default port; real data)' },
          { url: `http://localhost:${config.TEST_PORT}`, description: 'Test environment (default port; separate data and credentials for trying things out)' },
        ],
        tags: TAGS,
      });
      addResponseHeaders(built as Doc);
      addBodyExamples((built as unknown as { paths: Parameters<typeof addBodyExamples>[0] }).paths);
      doc = built;
    }
    return c.json(doc as object);
  });
}
