import type { Client, Exchange, Transport } from './client.ts';
import type { OpKey } from './openapi.ts';

// What a case is and what it shares with the cases after it. Cases run in the order the case files list them, so a
// case may rely on records an earlier case created (`need` says which one was missing when it did not).

export type Credential = { client_id: string; client_secret: string };

export type Suite = {
  api: Client;
  credentials: { live: Credential; test: Credential };
  /** Ids, slugs and emails created by earlier cases. */
  state: Map<string, string>;
  /** The newest import job of the site, read from the test database (a bulk write that answered 204 names none). */
  latestJobId(): Promise<string | undefined>;
  /** SQL on the hub's test database: to seed what no operation creates, or to read what no operation shows. */
  query(sql: string, params?: unknown[]): Promise<{ rows: any[] }>;
};

export type Case = {
  /** The openapi.json operation this case exercises ("METHOD /path/{template}"). */
  op: OpKey;
  name: string;
  /** How the case's own request travels; every DELETE operation needs a fetch case and a curl case. */
  via: Transport;
  run(s: Suite): Promise<void>;
};

export const fetchCase = (op: OpKey, name: string, run: Case['run']): Case => ({ op, name, via: 'fetch', run });
export const curlCase = (op: OpKey, name: string, run: Case['run']): Case => ({ op, name, via: 'curl', run });

export function need(s: Suite, key: string): string {
  const value = s.state.get(key);
  if (value === undefined) throw new Error(`an earlier case should have created "${key}" (see its failure above)`);
  return value;
}

/**
 * A bulk write's answer: 204 when its import completed within BULK_WAIT_MS, else 202 with the job and Location,
 * which is then followed (GET /api/v1/jobs/{id}) until the job completes.
 */
export async function settleBulkWrite(s: Suite, ex: Exchange): Promise<void> {
  s.api.expectAnswer(ex, [202, 204]);
  if (ex.status === 204) return;
  const location = ex.headers.get('location')!;
  const id = location.split('/').pop()!;
  if (id !== ex.body.id) throw new Error(`202 Location ${location} does not name the job ${ex.body.id}`);
  s.state.set('job', id);
  const deadline = Date.now() + 20_000;
  for (;;) {
    const job = await s.api.call('GET /api/v1/jobs/{id}', { params: { id } }, 200);
    if (job.body.status === 'completed') return;
    if (job.body.status === 'failed') throw new Error(`import job ${id} failed: ${job.text}`);
    if (Date.now() > deadline) throw new Error(`import job ${id} still ${job.body.status} after 20 s`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
