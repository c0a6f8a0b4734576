import { validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { renderOpenApi } from '../../src/cli/write-openapi.ts';

// The document generators and "Test request" buttons build requests from: it must be valid OpenAPI 3.1, and every
// operation must say what the hub requires of it. Routes made with apiRoute get Site-Id, tag and security from the
// factory; operationId and a body example are each route's to give, and this test names any that lacks them.

type Param = { $ref?: string; name?: string; in?: string };
type Media = { example?: unknown; examples?: unknown };
type Op = {
  operationId?: string;
  tags?: string[];
  parameters?: Param[];
  security?: unknown[];
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, { headers?: Record<string, unknown> }>;
};
type Doc = {
  tags: { name: string; description?: string }[];
  servers: { url: string; description?: string }[];
  paths: Record<string, Record<string, Op>>;
  components: { parameters: Record<string, Param>; securitySchemes: Record<string, any>; schemas: Record<string, any> };
};

const doc = JSON.parse(await renderOpenApi()) as Doc;
const operations = Object.entries(doc.paths).flatMap(([path, item]) => Object.entries(item).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })));
const SERVICES = ['Auth', 'Core', 'Pricing', 'Ordering', 'Purchasing', 'Stock', 'Files', 'Sync Logging', 'Events', 'Operations'];
const param = (p: Param) => (p.$ref ? doc.components.parameters[p.$ref.split('/').pop()!]! : p);
const lacking = (test: (op: Op) => boolean) => operations.filter(({ op }) => !test(op)).map(({ name }) => name);
// The signed file URLs take neither Site-Id nor a token: the signature in their query is the credential.
const SIGNED_URL_OPERATIONS = ['uploadFileContent', 'downloadFileContent'];
const signedUrl = (op: Op) => SIGNED_URL_OPERATIONS.includes(op.operationId ?? '');

describe('openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, JSON.stringify((result as { errors?: unknown }).errors ?? [], null, 2)).toBe(true);
  });

  it('gives every operation a unique operationId', () => {
    expect(lacking((op) => Boolean(op.operationId))).toEqual([]);
    const ids = operations.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('lists every operation under exactly one service tag, each tag described', () => {
    expect(doc.tags.map((t) => t.name)).toEqual(SERVICES);
    for (const t of doc.tags) expect(t.description, t.name).toBeTruthy();
    expect(lacking((op) => op.tags?.length === 1 && SERVICES.includes(op.tags[0]!))).toEqual([]);
  });

  it('declares Site-Id and X-Request-Id on every operation, Idempotency-Key on creating POSTs', () => {
    const has = (op: Op, name: string) => (op.parameters ?? []).some((p) => param(p).name === name && param(p).in === 'header');
    expect(lacking((op) => has(op, 'Site-Id') !== signedUrl(op))).toEqual([]);
    expect(lacking((op) => has(op, 'X-Request-Id'))).toEqual([]);
    expect(lacking((op) => Object.values(op.responses ?? {}).every((r) => r.headers?.['X-Request-Id']))).toEqual([]);
    for (const id of ['createCustomerGroup', 'createDiscount', 'createShippingMethod', 'createPriceList'])
      expect(has(operations.find(({ op }) => op.operationId === id)!.op, 'Idempotency-Key'), id).toBe(true);
  });

  it('secures every operation but the token request and the signed file URLs with oauth2 (client credentials) or bearer', () => {
    expect(doc.components.securitySchemes.oauth2.flows.clientCredentials.tokenUrl).toBe('/api/auth/token');
    const token = operations.find(({ op }) => op.operationId === 'requestToken')!.op;
    expect(token.security).toEqual([]);
    expect(lacking((op) => op === token || signedUrl(op) || JSON.stringify(op.security) === JSON.stringify([{ oauth2: [] }, { bearerAuth: [] }]))).toEqual([]);
    const signed = operations.filter(({ op }) => signedUrl(op)).map(({ op }) => op);
    expect(signed.map((op) => op.operationId).sort()).toEqual([...SIGNED_URL_OPERATIONS].sort());
    for (const op of signed) {
      expect(op.security, op.operationId).toEqual([]);
      expect((op.parameters ?? []).map((p) => `${param(p).in} ${param(p).name}`), op.operationId).toEqual(expect.arrayContaining(['query site', 'query expires', 'query signature']));
    }
  });

  it('has an example for every request body, none of them an empty pricing set', () => {
    expect(lacking((op) => Object.values(op.requestBody?.content ?? {}).every((m) => m.example !== undefined || m.examples !== undefined))).toEqual([]);
    expect(JSON.stringify(doc.paths)).not.toContain('"pricing":[]');
  });

  it('names live and test servers, marks deprecated operations, lists the error codes', () => {
    expect(doc.servers.map((s) => s.description)).toEqual([expect.stringMatching(/^Live/), expect.stringMatching(/^Test/)]);
    expect(doc.paths['/api/v1/price-lists']!.get!).toMatchObject({ deprecated: true });
    expect(doc.components.schemas.ProblemCode.enum).toContain('headers-mismatch');
  });

  it('says nothing internal in public text', () => {
    const text = JSON.stringify(doc);
    expect(text).not.toMatch(/contract §|\b[A-Z]+(_[A-Z]+)+_(MS|SECONDS|SIZE|LIMIT|URL|PORT)\b/);
  });
});
