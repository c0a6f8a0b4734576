import type { Ctx } from '../../context.ts';
import { fileIdParam, fileNotFound } from './file-id.ts';
import { futureExpiry } from './register-file.ts';
import { reissueUpload } from './repository.ts';
import type { FileUpdate, FileUpload } from './schemas.ts';
import { urlExpiry } from './urls.ts';
import { withUploadUrl } from './with-upload-url.ts';

/**
 * A new upload URL for a file (any status: a rejected file is uploaded again this way), valid 15 minutes; the
 * previous URL stops working. The content in place stays until a new upload arrives.
 */
export async function reissueUploadUrl(ctx: Ctx, rawId: string, input: FileUpdate, base: string, now = new Date()): Promise<FileUpload> {
  const id = fileIdParam(rawId);
  const expiresAt = futureExpiry(input.expires_at, now);
  const row = await reissueUpload(ctx, id, now, urlExpiry(now), {
    ...(expiresAt !== undefined ? { expiresAt } : {}),
    ...(input.metadata !== undefined ? { metadata: input.metadata } : {}),
  });
  if (!row) throw fileNotFound(id);
  return withUploadUrl(ctx, row, base);
}
