import type { Ctx } from '../../context.ts';
import { ApiError } from '../../http/problem.ts';
import { fileIdParam, fileNotFound } from './file-id.ts';
import { findLiveFile } from './repository.ts';
import type { FileView } from './schemas.ts';
import { signedUrl, urlExpiry } from './urls.ts';
import { toFileView, toRejectedView } from './view.ts';

/**
 * A file: `ready` adds a signed download URL valid 15 minutes. 404 when it does not exist (never registered,
 * deleted, or past expires_at); 410 when its content was rejected, with the file and the reason when the client
 * asked for them (`allowRejected`).
 */
export async function getFile(ctx: Ctx, rawId: string, o: { allowRejected: boolean; base: string }, now = new Date()): Promise<FileView> {
  const id = fileIdParam(rawId);
  const row = await findLiveFile(ctx, id, now);
  if (!row) throw fileNotFound(id);
  if (row.status === 'rejected') {
    throw new ApiError({
      status: 410,
      title: 'resource-gone',
      detail: o.allowRejected
        ? `The content of file ${id} failed its check: ${row.rejectionReason}. Upload it again (PATCH /api/v1/files/${id} issues a new upload URL).`
        : `The content of file ${id} failed its check after upload, so it cannot be downloaded. Upload it again (PATCH /api/v1/files/${id} issues a new upload URL); GET it with ?allowRejected=true to see the reason.`,
      ...(o.allowRejected ? { extensions: { file: toRejectedView(row) } } : {}),
    });
  }
  const view = toFileView(row);
  if (row.status !== 'ready') return view;
  const expiresAt = urlExpiry(now);
  return { ...view, download_url: await signedUrl(ctx, o.base, 'download', id, expiresAt), download_expires_at: expiresAt.toISOString() };
}
