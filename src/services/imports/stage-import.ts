import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { PoolClient } from 'pg';
import type { Ctx } from '../../context.ts';
import { UnreadableBody } from '../../http/body-decoding.ts';
import type { ApiError } from '../../http/problem.ts';
import type { JobName } from '../../queue/catalog.ts';
import { CopyWriter } from './copy-writer.ts';
import { connectForImport } from './import-connection.ts';
import { inParseSlot } from './parse-slots.ts';
import { receiveBody, type ReceivedBody } from './receive-body.ts';
import { insertImportJob, insertJobOutbox } from './repository.ts';
import { RowErrors } from './row-errors.ts';

/** Import jobs: catalog entries whose payload is `importPayload` (site, environment, job id, integration). */
export type ImportJobName = Extract<JobName, 'price-import' | 'stock-import' | 'purchase-import'>;

/** What a slice's stager gets: the job's id, the error list, a COPY into its staging table, and then the connection. */
export type StagingSession = {
  /**
   * The staging connection, inside the open transaction. It is taken by the COPY's `end()`, once the whole body
   * has arrived (a slow client must never hold a connection): reading it earlier throws.
   */
  readonly client: PoolClient;
  jobId: string;
  errors: RowErrors;
  /** Opens `COPY … FROM STDIN` on the session (one at a time); the stager must `end()` it before its checks. */
  copy(sql: string): CopyWriter;
  /**
   * Optional, before `copy()`: receives the whole body into a temp file first (receiveBody) and returns its
   * replay to parse. The COPY then streams rows as they are validated, on a connection taken once the body is in,
   * so PostgreSQL works alongside the parse (without it, rows are spooled and COPYed after the parse).
   */
  receive(source: Readable): Promise<Readable>;
};

export type ImportDefinition = {
  job: ImportJobName;
  /**
   * Streams the body, validates every row (recording problems in `session.errors`, never throwing for them),
   * COPYs the valid rows into the slice's staging table, ends the COPY, and runs set-based checks that need
   * every row (duplicates). Returns how many rows it staged and the job's plan, stored in `jobs.payload` for
   * the worker (small: lock keys and chunk numbers, never rows). `lockKeys` are the advisory lock keys of the
   * data it touches (e.g. the price lists' ids); imports sharing one apply in the order they were staged.
   */
  stage(session: StagingSession): Promise<{ rows: number; plan: { lockKeys: string[] } }>;
  /** The slice's 400 for invalid rows. */
  reject(errors: RowErrors): ApiError;
};

export type StagedImport = { jobId: string; type: ImportJobName; outboxId: string; rows: number; stagedAt: Date };

/**
 * The request half of the bulk write rule, shared by every bulk endpoint: stage the whole body in one
 * transaction together with the jobs row and the outbox row, so either every row waits for the worker and the
 * job is sure to run, or (any invalid row, a dropped connection, a 413 mid-stream) nothing is kept at all.
 * While the body arrives the rows are validated and spooled to disk (CopyWriter); the transaction, on a
 * connection of the separate import pool, opens only once it is in. Bytes the body's charset cannot hold are
 * reported through `reject` like any invalid row. At most BULK_PARSES_PER_PROCESS bodies are read at once (parse-slots.ts). Returns null when the body held no rows (nothing to do, no job).
 */
export async function stageImport(ctx: Ctx, def: ImportDefinition): Promise<StagedImport | null> {
  // The job needs the queue: with Redis away, answer 503 at once rather than stage rows nobody will merge soon.
  await ctx.deps.queue.requireRedis();
  let held: Awaited<ReturnType<typeof connectForImport>> | undefined;
  let connecting: Promise<PoolClient> | undefined;
  let writer: CopyWriter | undefined;
  let received: ReceivedBody | undefined;
  let open = false;
  let broken: Error | undefined;
  const connect = () =>
    (connecting ??= (async () => {
      held = await connectForImport(ctx.deps.db.importPool);
      await held.client.query('BEGIN');
      open = true;
      return held.client;
    })());
  try {
    const jobId = randomUUID();
    const errors = new RowErrors();
    const session: StagingSession = {
      get client(): PoolClient {
        if (!open) throw new Error('stageImport: the connection is taken by the COPY’s end(), after the body is read');
        return held!.client;
      },
      jobId,
      errors,
      copy: (sql) => (writer = new CopyWriter(connect, sql, received !== undefined)),
      receive: async (source) => {
        received = await receiveBody(source);
        return received.body;
      },
    };
    let staged: { rows: number; plan: { lockKeys: string[] } };
    try {
      staged = await inParseSlot(() => def.stage(session));
    } catch (err) {
      if (!(err instanceof UnreadableBody)) throw err;
      errors.add(err.line, 'body', err.message);
      throw def.reject(errors);
    }
    if (errors.any) throw def.reject(errors);
    if (staged.rows === 0) return null;
    const client = await connect();
    const integration = ctx.credential?.name ?? 'api';
    const base = { siteId: ctx.siteId, environment: ctx.environment };
    await insertImportJob(client, { ...base, id: jobId, type: def.job, integration, total: staged.rows, plan: staged.plan });
    const outboxId = await insertJobOutbox(client, {
      ...base,
      topic: `job:${def.job}`,
      payload: { ...base, jobId, integration, requestId: ctx.requestId },
      jobId,
    });
    await client.query('COMMIT');
    open = false;
    return { jobId, type: def.job, outboxId, rows: staged.rows, stagedAt: new Date() };
  } finally {
    if (writer) await writer.abort();
    await received?.close();
    // A connection still being taken when the stager failed is waited for, so it is rolled back and given back.
    await connecting?.catch(() => {});
    if (open) await held!.client.query('ROLLBACK').catch((err: Error) => (broken = err));
    // A connection whose rollback failed is in an unknown state: the pool drops it instead of reusing it.
    held?.release(broken);
  }
}
