import type { Ctx } from '../../context.ts';
import type { FileRow } from './repository.ts';
import type { FileUpload } from './schemas.ts';
import { signedUrl } from './urls.ts';
import { toFileView, uploadTypeOf } from './view.ts';

/** A file's view with its current upload URL (POST and PATCH answer this). */
export async function withUploadUrl(ctx: Ctx, row: FileRow, base: string): Promise<FileUpload> {
  const expiresAt = row.uploadExpiresAt!;
  return {
    ...toFileView(row),
    upload_url: await signedUrl(ctx, base, 'upload', row.id, expiresAt),
    required_headers: { 'Content-Type': uploadTypeOf(row.extension) },
    upload_expires_at: expiresAt.toISOString(),
  };
}
