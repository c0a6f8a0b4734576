import { z } from '@hono/zod-openapi';
import { ALLOWED_EXTENSIONS, checkFilePath, MAX_FILE_NAME_BYTES, MAX_FILE_PATH_BYTES } from '../../domain/files/file-path.ts';
import { Problem } from '../../http/schemas.ts';
import { dateTime } from '../core/shared-fields.ts';

export const MAX_METADATA_BYTES = 16 * 1024;
export const MAX_BATCH_DELETE = 1000;

const FILE_ID_EXAMPLE = '7d0f3c52-5a8e-4d1b-9a57-2c1e0b6f4e21';

export const FileIdParam = z.object({
  id: z.string().openapi({ param: { name: 'id', in: 'path' }, example: FILE_ID_EXAMPLE, description: 'The id the hub gave the file.' }),
});

const filePath = z
  .string()
  .superRefine((path, ctx) => {
    const check = checkFilePath(path);
    if (!check.ok) ctx.addIssue({ code: 'custom', message: check.message });
  })
  .openapi({
    description: `Relative path with a name and extension (${ALLOWED_EXTENSIONS.map((e) => `.${e}`).join(', ')}); folders separated by "/". At most ${MAX_FILE_PATH_BYTES} bytes, the file name at most ${MAX_FILE_NAME_BYTES}; no "..", "." or empty segments, no leading "/", no backslash, no control characters. A label only: content is stored under the file's id.`,
    example: 'invoices/2026/inv-1001.pdf',
  });

const metadata = z
  .record(z.string(), z.unknown())
  .refine((m) => Buffer.byteLength(JSON.stringify(m)) <= MAX_METADATA_BYTES, `must be at most ${MAX_METADATA_BYTES} bytes as JSON`)
  .openapi({ description: `Your own JSON object, stored and returned as sent (at most ${MAX_METADATA_BYTES / 1024} KiB).`, example: { order_id: 'SO-1001' } });

const expiresAt = dateTime('When the file is removed (it answers 404 from then on); absent or null: kept until deleted. Must lie in the future.');

export const FileCreate = z
  .object({ file_path: filePath, expires_at: expiresAt.optional(), metadata: metadata.optional() })
  .openapi('FileCreate');
export type FileCreate = z.infer<typeof FileCreate>;

export const FileUpdate = z
  .object({ expires_at: expiresAt.nullable().optional(), metadata: metadata.nullable().optional() })
  .openapi('FileUpdate', { description: 'Optional: change the expiry or metadata while asking for a new upload URL. An empty body only issues the URL.' });
export type FileUpdate = z.infer<typeof FileUpdate>;

export const FileIds = z
  .array(z.string())
  .max(MAX_BATCH_DELETE)
  .openapi('FileIds', { description: `Ids of files to delete (at most ${MAX_BATCH_DELETE}); ids that name no file are ignored.`, example: [FILE_ID_EXAMPLE] });

const STATUS_DESCRIPTION =
  '`pending` until uploaded content passed its check, then `ready` (downloadable) or `rejected` (the content did not match the extension; GET answers 410).';

const fileFields = {
  id: z.string().openapi({ example: FILE_ID_EXAMPLE }),
  file_path: z.string().openapi({ example: 'invoices/2026/inv-1001.pdf' }),
  status: z.enum(['pending', 'ready', 'rejected']).openapi({ description: STATUS_DESCRIPTION }),
  content_type: z.string().openapi({ description: 'The media type the file is served with (from its extension).', example: 'application/pdf' }),
  size: z.number().int().nullable().openapi({ description: 'Bytes of the uploaded content; null before the first upload.' }),
  metadata: z.record(z.string(), z.unknown()).nullable(),
  expires_at: z.string().nullable(),
  uploaded_at: z.string().nullable().openapi({ description: 'When the current content was uploaded; null before the first upload.' }),
  created_at: z.string(),
  updated_at: z.string(),
};

export const FileView = z
  .object({
    ...fileFields,
    download_url: z.string().optional().openapi({ description: 'Only when `ready`: a signed URL (GET, no token) valid for 15 minutes.' }),
    download_expires_at: z.string().optional(),
  })
  .openapi('File');
export type FileView = z.infer<typeof FileView>;

export const FileUpload = z
  .object({
    ...fileFields,
    upload_url: z.string().openapi({
      description: 'A signed URL to PUT the content to (no token needed), valid for 15 minutes and for one upload; at most 20 MiB.',
      example: `http://localhost:3000/api/v1/files/${FILE_ID_EXAMPLE}/content?site=demo&expires=1795000000&signature=…`,
    }),
    required_headers: z.record(z.string(), z.string()).openapi({ description: 'Headers to send with the PUT.', example: { 'Content-Type': 'application/pdf' } }),
    upload_expires_at: z.string(),
  })
  .openapi('FileUpload');
export type FileUpload = z.infer<typeof FileUpload>;

export const RejectedFile = z
  .object({ ...fileFields, rejection_reason: z.string().openapi({ example: 'the content is PNG data, not PDF as its extension .pdf says' }), checked_at: z.string().nullable() })
  .openapi('RejectedFile');

export const FileGoneProblem = Problem.extend({
  file: RejectedFile.optional().openapi({ description: 'With `allowRejected=true`: the file and why its content was rejected.' }),
}).openapi('FileGoneProblem');

export const GetFileQuery = z.object({
  allowRejected: z
    .enum(['true', 'false'])
    .optional()
    .openapi({ param: { name: 'allowRejected', in: 'query' }, description: 'With `true`, the 410 of a rejected file carries the file and the reason (`file`).' }),
});

const signed = (name: string, description: string, example: string) =>
  z.string().optional().openapi({ param: { name, in: 'query', required: true }, description, example });

export const SignedQuery = z.object({
  site: signed('site', 'The site the URL was issued for.', 'demo'),
  expires: signed('expires', 'Unix time (seconds) after which the URL is refused.', '1795000000'),
  signature: signed('signature', 'HMAC-SHA256 of the URL’s purpose, site, environment, file id and expiry, base64url.', 'q0rM…'),
});
export type SignedQuery = z.infer<typeof SignedQuery>;
