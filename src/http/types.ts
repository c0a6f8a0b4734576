import type { HttpBindings } from '@hono/node-server';
import type { ZodType } from 'zod';
import type { Credential, Ctx, Deps, Environment } from '../context.ts';
import type { AfterCommit, DbClient } from '../db/transaction.ts';
import type { Logger } from '../logger.ts';

/** How each API service answers a missing or bad token (contract §0 "Errors"). */
export type AuthStyle = 'core' | 'ordering' | 'pricing' | 'purchasing' | 'stock' | 'sync-logging' | 'files';

export type AppEnv = {
  /** The server tells the app which environment a port serves; tests pass it to app.request(). */
  Bindings: Partial<HttpBindings> & { environment?: Environment };
  Variables: {
    deps: Deps;
    requestId: string;
    environment: Environment;
    log: Logger;
    siteId: string;
    credential: Credential | null;
    /** The route's JSON body schema, so a failing path check can report the body's problems too. */
    jsonBodySchema: ZodType | undefined;
    /** Set while a middleware holds a transaction the verb must join (Idempotency-Key). */
    transaction: { db: DbClient; afterCommit: AfterCommit } | undefined;
  };
};

export type { Ctx };
