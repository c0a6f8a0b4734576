import { z } from '@hono/zod-openapi';

// Response schemas shared by every service, so /openapi.json documents the error shapes once.

export const Problem = z
  .object({
    type: z.string().optional(),
    title: z.string().openapi({ example: 'invalid-request-contents' }),
    status: z.number().int(),
    detail: z.string(),
    errors: z.array(z.object({ code: z.string(), message: z.string(), property: z.string().optional() })).optional(),
    request_id: z.string().optional(),
  })
  .openapi('Problem');

const problem = (description: string) => ({ description, content: { 'application/problem+json': { schema: Problem } } });

export const errorResponses = {
  400: problem('The request does not match the schema or breaks a rule.'),
  401: problem('Token missing, malformed, unknown or expired.'),
  403: problem('Token for another site or environment, or a plan without API access.'),
  413: problem('The body exceeds the limit.'),
  415: { description: 'Unsupported Content-Type (empty body).' },
} as const;

export const notFoundResponse = { 404: problem('No such record.') } as const;
