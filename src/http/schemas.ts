import { z } from '@hono/zod-openapi';

// Response schemas shared by every service, so /openapi.json documents the error shapes once.

/** The codes of `errors[].code`: clients act on these (and on status and title), never on `detail`. */
export const ProblemCode = z
  .enum([
    'keyword-mismatch',
    'body-mismatch',
    'headers-mismatch',
    'parameters-mismatch',
    'path-mismatch',
    'missing-param',
    'resource-already-exists',
    'resource-id-not-found',
    'resource-id-invalid',
    'resource-in-use',
    'duplicate-external-id',
    'newer-version-exists',
    'concurrent-update',
    'idempotency-key-reused',
    'invalid-status-transition',
  ])
  .openapi('ProblemCode');

export const Problem = z
  .object({
    type: z.string().optional(),
    title: z.string().openapi({ example: 'invalid-request-contents' }),
    status: z.number().int(),
    detail: z.string(),
    errors: z.array(z.object({ code: ProblemCode, message: z.string(), property: z.string().optional() })).optional(),
    request_id: z.string().optional(),
  })
  .openapi('Problem');

const problem = (description: string) => ({ description, content: { 'application/problem+json': { schema: Problem } } });

/**
 * Any operation, the token request included, answers 503 while PostgreSQL or Redis is away (contract §0): within
 * about 2 s (DEPENDENCY_TIMEOUT_MS), never a hang or a 500.
 */
export const unavailableResponse = {
  503: {
    description:
      'service-unavailable: PostgreSQL or Redis is unavailable (`detail` says which); retry after `Retry-After` seconds. A bulk request whose rows were already accepted answers 202 instead.',
    headers: { 'Retry-After': { description: 'Seconds to wait before retrying.', schema: { type: 'integer' as const, minimum: 1 } } },
    content: { 'application/problem+json': { schema: Problem } },
  },
} as const;

export const errorResponses = {
  400: problem('The request does not match the schema or breaks a rule.'),
  401: problem('Token missing, malformed, unknown or expired.'),
  403: problem('Token for another site or environment, or a plan without API access.'),
  413: problem('The body exceeds the limit.'),
  415: { description: 'Unsupported Content-Type (empty body).' },
  ...unavailableResponse,
} as const;

export const notFoundResponse = { 404: problem('No such record.') } as const;
