import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import { getSyncError } from '../services/sync-logging/get-sync-error.ts';
import { RetryRefused, retrySyncError, syncErrorRetryPossibility } from '../services/sync-logging/retry-sync-error.ts';
import { eachSyncError, searchSyncErrors } from '../services/sync-logging/search-sync-errors.ts';
import { setSyncErrorStatus } from '../services/sync-logging/set-sync-error-status.ts';
import { listSyncErrorIntegrations } from '../services/sync-logging/sync-error-facets.ts';
import { CSV_BOM, csvLine, SYNC_ERROR_COLUMNS, syncErrorCsvLine } from './csv.ts';
import { parseSyncErrorQuery, searchOf } from './filters.ts';
import { checkCsrf, currentUser, dashCtx, pageEnvironment, setFlash, takeFlash, type DashContext, type DashEnv } from './session.ts';
import { render } from './views/layout.tsx';
import { SyncErrorPage } from './views/sync-error.tsx';
import { SyncErrorsPage } from './views/sync-errors.tsx';

// The sync error log (support and admin): filter, read, resolve, reopen, retry, export.

const PAGE_SIZE = 50;

const detailPath = (c: DashContext) => `/dashboard/sync-errors/${c.req.param('id')}?env=${pageEnvironment(c)}`;

export function syncErrorRoutes() {
  const app = new Hono<DashEnv>();

  app.get('/sync-errors', async (c) => {
    const query = parseSyncErrorQuery(c.req.query(), c.get('environment'));
    const ctx = dashCtx(c, query.env);
    const [page, integrations] = await Promise.all([searchSyncErrors(ctx, searchOf(query), PAGE_SIZE, query.after), listSyncErrorIntegrations(ctx)]);
    return render(c, <SyncErrorsPage user={currentUser(c)} flash={takeFlash(c)} query={query} integrations={integrations} rows={page.rows} next={page.next} />);
  });

  // Every matching error, streamed a thousand at a time (the list can be long; memory stays flat).
  app.get('/sync-errors/export.csv', (c) => {
    const query = parseSyncErrorQuery(c.req.query(), c.get('environment'));
    const ctx = dashCtx(c, query.env);
    const stamp = new Date().toISOString().slice(0, 19).replace(/[:T]/g, '-');
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="sync-errors-${ctx.siteId}-${query.env}-${stamp}.csv"`);
    c.header('Cache-Control', 'no-store');
    return stream(c, async (out) => {
      await out.write(CSV_BOM + csvLine([...SYNC_ERROR_COLUMNS]));
      for await (const batch of eachSyncError(ctx, searchOf(query))) {
        if (out.aborted) return;
        await out.write(batch.map(syncErrorCsvLine).join(''));
      }
    });
  });

  app.get('/sync-errors/:id', async (c) => {
    const ctx = dashCtx(c);
    const error = await getSyncError(ctx, c.req.param('id'));
    const retry = await syncErrorRetryPossibility(ctx, error);
    return render(c, <SyncErrorPage user={currentUser(c)} flash={takeFlash(c)} env={ctx.environment} error={error} retry={retry} />);
  });

  for (const [verb, status] of [['resolve', 'resolved'], ['reopen', 'open']] as const) {
    app.post(`/sync-errors/:id/${verb}`, checkCsrf, async (c) => {
      await setSyncErrorStatus(dashCtx(c), c.req.param('id'), status);
      setFlash(c, { kind: 'ok', text: status === 'resolved' ? 'Resolved.' : 'Reopened.' });
      return c.redirect(detailPath(c), 303);
    });
  }

  app.post('/sync-errors/:id/retry', checkCsrf, async (c) => {
    try {
      const job = await retrySyncError(dashCtx(c), c.req.param('id'));
      setFlash(c, { kind: 'ok', text: `The ${job.name} job is queued again, and the error is resolved. If the job fails again, the error reopens.` });
    } catch (err) {
      if (!(err instanceof RetryRefused)) throw err;
      setFlash(c, { kind: 'error', text: err.message });
    }
    return c.redirect(detailPath(c), 303);
  });

  return app;
}
