import { apiRoute, createRouter, ctxOf } from '../../http/router.ts';
import { errorResponses } from '../../http/schemas.ts';
import { clearSyncLog } from './clear-sync-log.ts';
import { getSyncLog } from './get-sync-log.ts';
import type { Pair } from './log-repository.ts';
import { listSyncErrors } from './list-sync-errors.ts';
import { listSyncLogErrors } from './list-sync-log-errors.ts';
import { recordFullSync } from './record-full-sync.ts';
import { recordPartialSync } from './record-partial-sync.ts';
import {
  FullSyncInput,
  PartialSyncInput,
  SYNC_LOG_BODY_LIMIT,
  SyncErrorList,
  SyncErrorListQuery,
  SyncLogDeleteQuery,
  SyncLogErrorsQuery,
  SyncLogPairParams,
  SyncLogStatus,
} from './schemas.ts';

const json = <T>(schema: T) => ({ 'application/json': { schema } });
const status = (description: string) => ({ description, content: json(SyncLogStatus) });
const PAIR = '/api/v1/sync-log/{integration}/{data_type}';
const pairOf = (p: SyncLogPairParams): Pair => ({ integration: p.integration, dataType: p.data_type });

const listErrorsRoute = apiRoute('sync-logging', {
  method: 'get',
  path: '/api/v1/sync-errors',
  operationId: 'listSyncErrors',
  summary: 'List sync errors',
  description: 'Newest first (last_seen_at, then id), at most 5,000. A bad filter value: 400 parameters-mismatch.',
  request: { query: SyncErrorListQuery },
  responses: { 200: { description: 'The sync errors.', content: json(SyncErrorList) }, ...errorResponses },
});

const getRoute = apiRoute('sync-logging', {
  method: 'get',
  path: PAIR,
  operationId: 'getSyncLog',
  summary: 'Sync status of an integration for one data type',
  description: 'Unknown data_type: 400 parameters-mismatch. A pair nothing was reported for answers null times.',
  request: { params: SyncLogPairParams },
  responses: { 200: status('The status.'), ...errorResponses },
});

const putRoute = apiRoute(
  'sync-logging',
  {
    method: 'put',
    path: PAIR,
    operationId: 'putSyncLog',
    summary: 'Record a full sync (replaces the errors)',
    description:
      'The errors sent become the open errors of the pair (at most 5,000, each external_id once: a repeat is a 400 naming it); every other open error of the pair is resolved. Omitted timestamps are cleared.',
    request: { params: SyncLogPairParams, body: { required: true, content: json(FullSyncInput) } },
    responses: { 200: status('The status after the full sync.'), ...errorResponses },
  },
  { bodyLimit: SYNC_LOG_BODY_LIMIT },
);

const patchRoute = apiRoute(
  'sync-logging',
  {
    method: 'patch',
    path: PAIR,
    operationId: 'patchSyncLog',
    summary: 'Record a partial sync (records or clears single errors)',
    description: 'Each error sent is recorded, or cleared with `resolved: true` or `message: null`; errors not sent stay.',
    request: { params: SyncLogPairParams, body: { required: true, content: json(PartialSyncInput) } },
    responses: { 200: status('The status after the partial sync.'), ...errorResponses },
  },
  { bodyLimit: SYNC_LOG_BODY_LIMIT },
);

const pairErrorsRoute = apiRoute('sync-logging', {
  method: 'get',
  path: `${PAIR}/errors`,
  operationId: 'listSyncLogErrors',
  summary: 'Errors of an integration for one data type',
  description: 'Open errors (the ones error_count counts) by default, newest first, at most 5,000.',
  request: { params: SyncLogPairParams, query: SyncLogErrorsQuery },
  responses: { 200: { description: 'The errors.', content: json(SyncErrorList) }, ...errorResponses },
});

const deleteRoute = apiRoute('sync-logging', {
  method: 'delete',
  path: '/api/v1/sync-log',
  operationId: 'deleteSyncLog',
  summary: 'Clear the sync log',
  description: 'Deletes the sync errors and statuses of this site and environment; `integration` and `data_type` narrow it. 204 even when nothing matched.',
  request: { query: SyncLogDeleteQuery },
  responses: { 204: { description: 'Cleared.' }, ...errorResponses },
});

export function createSyncLoggingRoutes() {
  const app = createRouter();
  app.openapi(listErrorsRoute, async (c) => c.json(await listSyncErrors(ctxOf(c), c.req.valid('query')), 200));
  app.openapi(getRoute, async (c) => c.json(await getSyncLog(ctxOf(c), pairOf(c.req.valid('param'))), 200));
  app.openapi(putRoute, async (c) => c.json(await recordFullSync(ctxOf(c), pairOf(c.req.valid('param')), c.req.valid('json')), 200));
  app.openapi(patchRoute, async (c) => c.json(await recordPartialSync(ctxOf(c), pairOf(c.req.valid('param')), c.req.valid('json')), 200));
  app.openapi(pairErrorsRoute, async (c) => c.json(await listSyncLogErrors(ctxOf(c), pairOf(c.req.valid('param')), c.req.valid('query')), 200));
  app.openapi(deleteRoute, async (c) => {
    await clearSyncLog(ctxOf(c), c.req.valid('query'));
    return c.body(null, 204);
  });
  return app;
}
