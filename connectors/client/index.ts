// The wholesale-hub client SDK: typed calls for every operation in openapi.json (openapi-fetch over the types
// openapi-typescript generates), with token handling and retries built in. See README.md beside this file.
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './openapi-types.ts';
import { Transport, type TransportOptions } from './transport.ts';
import { waitForJob, type WaitOptions } from './jobs.ts';

export type { paths, components, operations } from './openapi-types.ts';
export { HubError, type Problem } from './errors.ts';
export { pageItems, offsetItems, unwrap, type CallResult, type Pagination } from './paging.ts';
export { jobIdFromLocation, type Job, type WaitOptions } from './jobs.ts';
export { DEFAULT_RETRY_POLICY, type RetryPolicy } from './retry.ts';
export type { RetryEvent, TransportOptions as HubClientOptions } from './transport.ts';

export type HubClient = {
  /** Typed calls: `api.GET('/api/v1/purchases', { params: { query: { limit: 100 } } })` → `{ data, error, response }`. */
  api: Client<paths>;
  transport: Transport;
  /**
   * Request options that stream a large body (a price file) instead of sending `body`: `open` is called for each
   * attempt. `api.PATCH('/api/v1/batch-update-pricing', { ...hub.streamed(open, 'text/csv') })`.
   */
  streamed(open: () => ReadableStream<Uint8Array>, contentType: string): { body: never; bodySerializer: () => undefined; headers: Record<string, string>; fetch: (request: Request) => Promise<Response> };
  waitForJob(jobId: string, options?: WaitOptions): ReturnType<typeof waitForJob>;
};

export function createHubClient(options: TransportOptions): HubClient {
  const transport = new Transport(options);
  const api = createClient<paths>({ baseUrl: transport.baseUrl, fetch: transport.fetch });
  return {
    api,
    transport,
    streamed: (open, contentType) => ({
      body: undefined as never,
      bodySerializer: () => undefined,
      headers: { 'Content-Type': contentType },
      fetch: transport.streamingFetch(open),
    }),
    waitForJob: (jobId, waitOptions) => waitForJob(api, jobId, waitOptions),
  };
}
