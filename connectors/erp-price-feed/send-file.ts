// One price file, start to end: hashed, checked against what was sent before, streamed to batch-update-pricing,
// its job awaited, and filed into done/ or failed/ with a report.
import { createReadStream } from 'node:fs';
import { pipeline, Readable, Transform } from 'node:stream';
import { jobIdFromLocation, type HubClient, type Job } from '../client/index.ts';
import { fileAway, type PriceFile } from './folder.ts';
import type { Progress } from './progress.ts';
import { hashFile, type FeedState, type Outcome, type SentRecord } from './state.ts';

export type FeedContext = { dir: string; hub: HubClient; state: FeedState; progress: Progress; target: { url: string; site: string; environment: string } };

/** What became of a file: filed (with its outcome), or left in place for a later run (the hub was not reachable). */
export type FileResult = { file: string; outcome: Outcome; movedTo: string } | { file: string; outcome: 'left'; reason: string };

/** Answers that judge the file itself; sending it again would be refused again. */
const FILE_REFUSED = new Set([400, 413, 415, 422]);

export async function sendFile(ctx: FeedContext, file: PriceFile): Promise<FileResult> {
  const sha256 = await hashFile(file.path);
  const known = ctx.state.get(sha256);
  if (known?.status === 'accepted' && known.job_id) return finishJob(ctx, file, sha256, known, known.job_id);
  if (known) return fileKnown(ctx, file, sha256, known);

  const sentAt = new Date().toISOString();
  const record: SentRecord = { file: file.name, status: 'sending', sent_at: sentAt };
  await ctx.state.set(sha256, record);
  ctx.progress.sending(file.name, file.size);
  let response: Response;
  let error: unknown;
  try {
    ({ response, error } = await ctx.hub.api.PATCH('/api/v1/batch-update-pricing', { ...ctx.hub.streamed(() => openCounting(file.path, ctx.progress), file.contentType) }));
  } catch (err) {
    await ctx.state.forget(sha256); // the hub never answered: nothing was staged
    return left(ctx, file, `hub unreachable: ${(err as Error).message}`);
  }
  const jobId = jobIdFromLocation(response.headers.get('location'));
  ctx.progress.answered(file.name, response.status, jobId);

  if (response.status === 202 || response.status === 204) {
    const accepted: SentRecord = { ...record, status: 'accepted', ...(jobId ? { job_id: jobId } : {}) };
    await ctx.state.set(sha256, accepted);
    if (jobId) return finishJob(ctx, file, sha256, accepted, jobId);
    // A body without rows (a header-only CSV, `[]`) runs no job.
    return file_(ctx, file, sha256, accepted, 'applied', { job: null });
  }
  if (FILE_REFUSED.has(response.status)) {
    return file_(ctx, file, sha256, record, 'rejected', { status: response.status, problem: error ?? null });
  }
  // 401/403 (credentials), 404, a 5xx once the SDK's retries are spent: not the file's fault, so it stays to be sent again.
  await ctx.state.forget(sha256);
  const title = (error as { title?: string } | undefined)?.title;
  return left(ctx, file, `hub answered ${response.status}${title ? ` ${title}` : ''}`);
}

async function finishJob(ctx: FeedContext, file: PriceFile, sha256: string, record: SentRecord, jobId: string): Promise<FileResult> {
  let job: Job;
  try {
    job = await ctx.hub.waitForJob(jobId, { onProgress: (j) => ctx.progress.job(file.name, j) });
  } catch (err) {
    // The hub has the file and its job: the next run waits for the same job instead of sending again.
    return left(ctx, file, `job ${jobId} not finished: ${(err as Error).message}`);
  }
  return file_(ctx, file, sha256, record, job.status === 'completed' ? 'applied' : 'job-failed', { job });
}

async function fileKnown(ctx: FeedContext, file: PriceFile, sha256: string, known: SentRecord): Promise<FileResult> {
  if (known.status === 'sending') {
    // A run died mid-upload: the hub may or may not have staged it, and it is never sent twice unasked.
    return file_(ctx, file, sha256, { ...known, status: 'failed' }, 'interrupted', {
      note: `a run stopped while sending this content; it may or may not have been applied. To send it again: hub-price-feed --dir <folder> --forget ${sha256}, then put the file back.`,
    });
  }
  const into = known.status === 'done' ? 'done' : 'failed';
  const report = buildReport(ctx, file, sha256, known, 'duplicate', { duplicate_of: known });
  const movedTo = await fileAway(ctx.dir, file, into, report);
  ctx.progress.finished(file.name, `not sent: same content as ${known.file} (sent ${known.sent_at}) → ${movedTo}`);
  return { file: file.name, outcome: 'duplicate', movedTo };
}

async function file_(ctx: FeedContext, file: PriceFile, sha256: string, record: SentRecord, outcome: Outcome, details: Record<string, unknown>): Promise<FileResult> {
  const finishedAt = new Date().toISOString();
  const into = outcome === 'applied' ? 'done' : 'failed';
  await ctx.state.set(sha256, { ...record, status: into === 'done' ? 'done' : 'failed', outcome, finished_at: finishedAt });
  const movedTo = await fileAway(ctx.dir, file, into, buildReport(ctx, file, sha256, record, outcome, details, finishedAt));
  const job = details.job as Job | null | undefined;
  const counts = job?.result ? `applied ${job.result.applied}, unchanged ${job.result.unchanged}, removed ${job.result.removed}, failed ${job.result.failed}` : '';
  ctx.progress.finished(file.name, `${outcome}${counts ? ` (${counts})` : ''} → ${movedTo}`);
  return { file: file.name, outcome, movedTo };
}

function buildReport(ctx: FeedContext, file: PriceFile, sha256: string, record: SentRecord, outcome: Outcome, details: Record<string, unknown>, finishedAt = new Date().toISOString()) {
  return { file: file.name, sha256, bytes: file.size, content_type: file.contentType, outcome, hub: ctx.target, sent_at: record.sent_at, finished_at: finishedAt, ...details };
}

function left(ctx: FeedContext, file: PriceFile, reason: string): FileResult {
  ctx.progress.finished(file.name, `left in place, will be tried again: ${reason}`);
  return { file: file.name, outcome: 'left', reason };
}

/** The file as a web stream, read from disk as it is sent, counting bytes for the progress bar. */
function openCounting(path: string, progress: Progress): ReadableStream<Uint8Array> {
  let sent = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      sent += chunk.length;
      progress.sent(sent);
      done(null, chunk);
    },
  });
  // pipeline, not pipe: a read error fails the upload instead of leaving it waiting for bytes that never come.
  pipeline(createReadStream(path), counter, () => {});
  return Readable.toWeb(counter) as ReadableStream<Uint8Array>;
}
