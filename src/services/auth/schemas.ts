import { z } from '@hono/zod-openapi';

export const TokenRequest = z
  .object({
    grant_type: z.string().openapi({ example: 'client_credentials' }),
    client_id: z.string(),
    client_secret: z.string(),
  })
  .openapi('TokenRequest');

export const TokenResponse = z
  .object({
    token_type: z.literal('Bearer'),
    expires_in: z.literal(3600),
    access_token: z.string().openapi({ description: 'Opaque bearer token, valid for the site and environment it was issued for.' }),
  })
  .openapi('TokenResponse');

export const OAuthProblem = z
  .object({
    title: z.enum(['invalid_request', 'invalid_client', 'unsupported_grant_type', 'access_denied', 'too-many-requests']),
    status: z.number().int(),
    detail: z.string(),
  })
  .openapi('OAuthProblem');
