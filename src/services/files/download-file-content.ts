import { open } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { Ctx } from '../../context.ts';
import { ApiError } from '../../http/problem.ts';
import { fileNotFound } from './file-id.ts';
import { findLiveFile } from './repository.ts';
import type { SignedQuery } from './schemas.ts';
import { contentPath, filesDir } from './storage.ts';
import { verifySignedUrl } from './urls.ts';
import { contentTypeOf } from './view.ts';

export type Download = { stream: Readable; size: number; contentType: string; fileName: string };

const notReady = (id: string, why: string) =>
  new ApiError({ status: 410, title: 'resource-gone', detail: `File ${id} ${why}; GET /api/v1/files/${id} (with your token) for its state.` });

/** The signed GET: checks the URL (403) and the file (404, 410 unless ready), and opens its content. */
export async function openDownload(base: Omit<Ctx, 'siteId'>, rawId: string, query: SignedQuery, now = new Date()): Promise<Download> {
  const { siteId } = await verifySignedUrl(base.deps.config, base.environment, 'download', rawId, query, now);
  const ctx: Ctx = { ...base, siteId };
  const id = rawId.toLowerCase();
  const row = await findLiveFile(ctx, id, now);
  if (!row) throw fileNotFound(id);
  if (row.status === 'rejected') throw notReady(id, 'was rejected by its content check');
  if (row.status !== 'ready') throw notReady(id, 'has new content that is still being checked');
  const handle = await open(contentPath(filesDir(ctx.deps.config), id, row.version)).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') throw notReady(id, 'has new content that is still being checked');
    throw err;
  });
  const { size } = await handle.stat();
  return { stream: handle.createReadStream(), size, contentType: contentTypeOf(row.extension), fileName: row.filePath.split('/').at(-1)! };
}
