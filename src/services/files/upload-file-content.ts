import type { Readable } from 'node:stream';
import type { Ctx } from '../../context.ts';
import { withTransaction } from '../../db/transaction.ts';
import { parseMediaType } from '../../http/body-decoding.ts';
import { badRequest, emptyResponse, payloadTooLarge } from '../../http/problem.ts';
import { publishAfterCommit, writeJobToOutbox } from '../../queue/outbox.ts';
import { fileNotFound } from './file-id.ts';
import { acceptUpload, findLiveFile } from './repository.ts';
import type { FileView, SignedQuery } from './schemas.ts';
import { discardUpload, filesDir, MAX_FILE_BYTES, placeUpload, receiveUpload, removeContent } from './storage.ts';
import { usedUploadUrl, verifySignedUrl } from './urls.ts';
import { toFileView, uploadTypeOf } from './view.ts';

export type UploadRequest = {
  id: string;
  query: SignedQuery;
  body: Readable | null;
  headers: { contentLength?: string; contentType?: string; contentEncoding?: string };
};

/**
 * The signed PUT: checks the URL (403), the file (404) and that this URL is its latest unused one (403), the
 * media type (415: the required one, application/octet-stream, or none) and size (413), streams the body to disk,
 * then in one transaction uses up the URL, makes the upload the file's new version (pending) and writes the
 * content check job to the outbox. The previous version's content is removed once that committed.
 */
export async function uploadFileContent(base: Omit<Ctx, 'siteId'>, req: UploadRequest, now = new Date()): Promise<FileView> {
  const { siteId, expiresAt } = await verifySignedUrl(base.deps.config, base.environment, 'upload', req.id, req.query, now);
  const ctx: Ctx = { ...base, siteId };
  const id = req.id.toLowerCase();
  const row = await findLiveFile(ctx, id, now);
  if (!row) throw fileNotFound(id);
  if (row.uploadUsed || row.uploadExpiresAt?.getTime() !== expiresAt.getTime()) throw usedUploadUrl();
  const media = req.headers.contentType ? parseMediaType(req.headers.contentType) : null;
  if (req.headers.contentType && (!media || ![uploadTypeOf(row.extension), 'application/octet-stream'].includes(media.essence))) throw emptyResponse(415);
  if ((req.headers.contentEncoding ?? 'identity').trim().toLowerCase() !== 'identity') throw emptyResponse(415, { 'Accept-Encoding': 'identity' });
  if (req.headers.contentLength !== undefined && Number(req.headers.contentLength) > MAX_FILE_BYTES) throw payloadTooLarge(MAX_FILE_BYTES);
  if (!req.body || req.headers.contentLength === '0') throw emptyBody();

  const dir = filesDir(ctx.deps.config);
  const received = await receiveUpload(dir, req.body, ctx.deps.config.BODY_STALL_TIMEOUT_MS);
  const at = new Date();
  let accepted: { version: number; outboxId: string } | null;
  try {
    if (received.size === 0) throw emptyBody();
    accepted = await withTransaction(ctx, async (tx) => {
      const taken = await acceptUpload(tx, id, expiresAt, received.size, at);
      if (!taken) return null;
      await placeUpload(dir, received, id, taken.version);
      const payload = { siteId, environment: ctx.environment, fileId: id, version: taken.version, integration: row.integration ?? 'unknown', requestId: ctx.requestId };
      return { version: taken.version, outboxId: await writeJobToOutbox(tx, 'file-check', payload, `file-check-${id}-${taken.version}`) };
    });
  } finally {
    await discardUpload(received); // a no-op once it was moved into place
  }
  // Used or replaced meanwhile (a concurrent PUT, a PATCH), or the file was deleted.
  if (!accepted) throw (await findLiveFile(ctx, id, now)) ? usedUploadUrl() : fileNotFound(id);
  await publishAfterCommit(ctx.deps.db.prisma, ctx.deps.queue, [accepted.outboxId], ctx.log);
  if (accepted.version > 1) await removeContent(dir, id, accepted.version - 1).catch(() => undefined);
  // The file as this upload left it: the check may already have run by now, and GET tells its verdict.
  return toFileView({ ...row, status: 'pending', version: accepted.version, sizeBytes: received.size, uploadedAt: at, updatedAt: at, uploadUsed: true });
}

const emptyBody = () => badRequest('body-mismatch', 'The body is empty; PUT the file’s content.');
