import { createRoute } from '@hono/zod-openapi';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import { FILE_TYPES } from '../../domain/files/file-path.ts';
import { hasBody } from '../../http/middleware/body.ts';
import { PARAMETER_REFS, SERVICE_TAG } from '../../http/openapi-document.ts';
import { createRouter, ctxOf } from '../../http/router.ts';
import { Problem, unavailableResponse } from '../../http/schemas.ts';
import type { AppEnv } from '../../http/types.ts';
import { openDownload } from './download-file-content.ts';
import { FileIdParam, FileView, SignedQuery } from './schemas.ts';
import { uploadFileContent } from './upload-file-content.ts';

// The signed content URLs the API hands out. They take no bearer token and no Site-Id: the signature in the query
// is the credential (as with an object store's pre-signed URL), so a browser or a plain `curl -T` can use them.
// Errors are still the API's problem details.

const problem = (description: string) => ({ description, content: { 'application/problem+json': { schema: Problem } } });
// OpenAPI 3.1 describes raw bytes by their media type (contentMediaType), not 3.0's `format: binary`.
const binary = (type: string) => ({ schema: { type: 'string' as const, contentMediaType: type } });
const mediaTypes = [...new Set(Object.values(FILE_TYPES).map((t) => t.contentType.split(';')[0]!))];
const signedErrors = {
  400: problem('The body is empty, or the connection closed before it was complete.'),
  403: problem('access_denied: the URL is incomplete, altered, expired, or (upload) already used or replaced by a newer one; `detail` says which and how to get a new one.'),
  404: problem('resource-not-found: the file was deleted or is past its expires_at.'),
  ...unavailableResponse,
};
const common = { tags: [SERVICE_TAG.files], security: [], parameters: [PARAMETER_REFS.requestId] };

const uploadRoute = createRoute({
  ...common,
  method: 'put',
  path: '/api/v1/files/{id}/content',
  operationId: 'uploadFileContent',
  summary: 'Upload a file’s content (signed URL)',
  description:
    'The `upload_url` of POST or PATCH /api/v1/files: send the bytes as the body, with `required_headers` (or `application/octet-stream`), at most 20 MiB. No token and no `Site-Id`: the URL is the credential, valid 15 minutes and for one upload. The file becomes `pending` until its content check marks it `ready` or `rejected`.',
  request: {
    params: FileIdParam,
    query: SignedQuery,
    body: { required: true, content: Object.fromEntries([...mediaTypes, 'application/octet-stream'].map((t) => [t, { ...binary(t), example: t === 'text/csv' ? 'sku,quantity\nBOLT-M8,100\n' : '…' }])) },
  },
  responses: {
    200: { description: 'Stored; the content check follows (status `pending`).', content: { 'application/json': { schema: FileView } } },
    ...signedErrors,
    408: problem('request-timeout: the body stopped arriving.'),
    413: problem('payload-too-large: more than 20 MiB (by Content-Length, or counted as the body arrived).'),
    415: { description: 'A Content-Type other than the required one or application/octet-stream, or a Content-Encoding (empty body).' },
  },
});

const downloadRoute = createRoute({
  ...common,
  method: 'get',
  path: '/api/v1/files/{id}/content',
  operationId: 'downloadFileContent',
  summary: 'Download a file’s content (signed URL)',
  description: 'The `download_url` of GET /api/v1/files/{id}, valid 15 minutes; no token and no `Site-Id`. Served with the file’s media type and its name in `Content-Disposition`.',
  request: { params: FileIdParam, query: SignedQuery },
  responses: {
    200: {
      description: 'The content.',
      headers: {
        'Content-Disposition': { schema: { type: 'string' }, description: 'attachment, with the file name of `file_path`' },
        'Content-Length': { schema: { type: 'integer' } },
      },
      content: Object.fromEntries(mediaTypes.map((t) => [t, binary(t)])),
    },
    ...signedErrors,
    410: problem('resource-gone: the content was rejected by its check, or new content is still being checked.'),
  },
});

/** RFC 6266: an ASCII fallback name and the exact name in UTF-8 (RFC 8187). */
export function contentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

/** The request body as a Node stream: the socket's own over Node (never buffered), the web body elsewhere. */
function bodyOf(c: Context<AppEnv>): Readable | null {
  const incoming = c.env?.incoming;
  if (incoming instanceof Readable) return hasBody(c) ? incoming : null;
  return c.req.raw.body ? Readable.fromWeb(c.req.raw.body as import('node:stream/web').ReadableStream) : null;
}

export function createFileContentRoutes() {
  const app = createRouter();
  app.openapi(uploadRoute, async (c) => {
    const view = await uploadFileContent(ctxOf(c), {
      id: c.req.valid('param').id,
      query: c.req.valid('query'),
      body: bodyOf(c),
      headers: { contentLength: c.req.header('content-length'), contentType: c.req.header('content-type'), contentEncoding: c.req.header('content-encoding') },
    });
    c.set('siteId', c.req.valid('query').site!);
    return c.json(view, 200);
  });
  app.openapi(downloadRoute, async (c) => {
    const download = await openDownload(ctxOf(c), c.req.valid('param').id, c.req.valid('query'));
    c.set('siteId', c.req.valid('query').site!);
    const headers = {
      'Content-Type': download.contentType,
      'Content-Length': String(download.size),
      'Content-Disposition': contentDisposition(download.fileName),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    };
    return c.body(Readable.toWeb(download.stream) as ReadableStream, 200, headers) as never;
  });
  return app;
}
