import { apiRoute, createRouter, ctxOf } from '../../http/router.ts';
import { errorResponses, notFoundResponse } from '../../http/schemas.ts';
import type { AppEnv } from '../../http/types.ts';
import type { Context } from 'hono';
import { deleteFiles } from './delete-files.ts';
import { getFile } from './get-file.ts';
import { registerFile } from './register-file.ts';
import { reissueUploadUrl } from './reissue-upload-url.ts';
import { FileCreate, FileGoneProblem, FileIdParam, FileIds, FileUpdate, FileUpload, FileView, GetFileQuery } from './schemas.ts';
import { publicBase } from './urls.ts';

const json = <T>(schema: T) => ({ 'application/json': { schema } });
const uploadAnswer = (description: string) => ({ description, content: json(FileUpload) });
const base = (c: Context<AppEnv>) => publicBase(c.get('deps').config, c.get('environment'), c.req.url);

const createFileRoute = apiRoute(
  'files',
  {
    method: 'post',
    path: '/api/v1/files',
    operationId: 'createFile',
    summary: 'Register a file and get its upload URL',
    description:
      'Registers a file (status `pending`) and returns a signed `upload_url`: PUT the content there within 15 minutes, with `required_headers`, at most 20 MiB. A worker then checks the content against the extension and marks the file `ready` or `rejected`. A disallowed extension, a path that climbs out (`..`), an absolute path, a backslash, a control character or an over-long path: 400 naming the problem.',
    request: { body: { required: true, content: json(FileCreate) } },
    responses: { 201: uploadAnswer('Registered; upload the content to `upload_url`.'), ...errorResponses },
  },
  { idempotent: true },
);

const getFileRoute = apiRoute('files', {
  method: 'get',
  path: '/api/v1/files/{id}',
  operationId: 'getFile',
  summary: 'Get a file (and, when ready, its download URL)',
  request: { params: FileIdParam, query: GetFileQuery },
  responses: {
    200: { description: 'The file; `ready` adds a signed `download_url` valid 15 minutes.', content: json(FileView) },
    ...errorResponses,
    ...notFoundResponse,
    410: {
      description: 'resource-gone: the content failed its check. With `allowRejected=true` the body carries the file and the reason (`file`). Upload again after PATCH.',
      content: { 'application/problem+json': { schema: FileGoneProblem } },
    },
  },
});

const patchFileRoute = apiRoute('files', {
  method: 'patch',
  path: '/api/v1/files/{id}',
  operationId: 'patchFile',
  summary: 'Issue a new upload URL for a file',
  description: 'A new signed upload URL, valid 15 minutes (the previous one stops working); the way to upload a rejected file again. The body is optional.',
  request: { params: FileIdParam, body: { required: false, content: json(FileUpdate) } },
  responses: { 200: uploadAnswer('The file with its new upload URL.'), ...errorResponses, ...notFoundResponse },
});

const batchDeleteRoute = apiRoute('files', {
  method: 'post',
  path: '/api/v1/batch-delete-files',
  operationId: 'batchDeleteFiles',
  summary: 'Delete files',
  description: 'Deletes the listed files and their content; ids that name no file (in this site and environment) are ignored. A malformed id: 400, nothing deleted.',
  request: { body: { required: true, content: json(FileIds) } },
  responses: { 204: { description: 'Deleted (also when none of the ids named a file).' }, ...errorResponses },
});

export function createFileRoutes() {
  const app = createRouter();
  app.openapi(createFileRoute, async (c) => c.json(await registerFile(ctxOf(c), c.req.valid('json'), base(c)), 201));
  app.openapi(getFileRoute, async (c) =>
    c.json(await getFile(ctxOf(c), c.req.valid('param').id, { allowRejected: c.req.valid('query').allowRejected === 'true', base: base(c) }), 200),
  );
  app.openapi(patchFileRoute, async (c) => c.json(await reissueUploadUrl(ctxOf(c), c.req.valid('param').id, c.req.valid('json') ?? {}, base(c)), 200));
  app.openapi(batchDeleteRoute, async (c) => {
    await deleteFiles(ctxOf(c), c.req.valid('json'));
    return c.body(null, 204);
  });
  return app;
}
