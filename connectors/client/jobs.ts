// Waiting for a bulk write's import job: `GET /api/v1/jobs/{id}` until it has completed or failed.
import type { Client } from 'openapi-fetch';
import type { components, paths } from './openapi-types.ts';
import { unwrap } from './paging.ts';

export type Job = components['schemas']['Job'];

export type WaitOptions = {
  /** Called with every state read, the first included (progress bars, logs). */
  onProgress?: (job: Job) => void;
  /** Between two reads; default 500 ms. */
  intervalMs?: number;
  /** Give up (throw) past this; default 30 minutes, a nightly feed's import included. */
  timeoutMs?: number;
  signal?: AbortSignal;
};

/** The job's id from a `Location: /api/v1/jobs/{id}` header, or undefined without one. */
export function jobIdFromLocation(location: string | null): string | undefined {
  return location?.match(/\/api\/v1\/jobs\/([^/?#]+)/)?.[1];
}

export async function waitForJob(api: Client<paths>, jobId: string, options: WaitOptions = {}): Promise<Job> {
  const { intervalMs = 500, timeoutMs = 30 * 60_000 } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = unwrap(await api.GET('/api/v1/jobs/{id}', { params: { path: { id: jobId } }, signal: options.signal }), `job ${jobId}`);
    options.onProgress?.(job);
    if (job.status === 'completed' || job.status === 'failed') return job;
    if (Date.now() > deadline) throw new Error(`job ${jobId} still ${job.status} after ${Math.round(timeoutMs / 1000)} s`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
