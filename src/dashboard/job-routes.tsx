import { Hono } from 'hono';
import { getJob } from '../services/jobs/get-job.ts';
import { listJobs } from '../services/jobs/list-jobs.ts';
import { searchSyncErrors } from '../services/sync-logging/search-sync-errors.ts';
import { countSyncErrorsByJob } from '../services/sync-logging/sync-error-facets.ts';
import { parseJobFilter } from './job-filters.ts';
import { currentUser, dashCtx, takeFlash, type DashEnv } from './session.ts';
import { render } from './views/layout.tsx';
import { JobPage, JobsPage } from './views/jobs.tsx';

// Imports and jobs: the tenant's bulk jobs with live progress, and the errors each one produced.

const PAGE_SIZE = 50;
const JOB_ERRORS_SHOWN = 50;

export function jobRoutes() {
  const app = new Hono<DashEnv>();

  app.get('/jobs', async (c) => {
    const ctx = dashCtx(c);
    const filter = parseJobFilter(c.req.query());
    const after = c.req.query('after');
    const page = await listJobs(ctx, filter, PAGE_SIZE, after);
    const errorCounts = await countSyncErrorsByJob(ctx, page.rows.map((j) => j.id));
    return render(
      c,
      <JobsPage user={currentUser(c)} flash={takeFlash(c)} env={ctx.environment} {...filter} after={after} rows={page.rows} errorCounts={errorCounts} next={page.next} />,
    );
  });

  app.get('/jobs/:id', async (c) => {
    const ctx = dashCtx(c);
    const job = await getJob(ctx, c.req.param('id'));
    const errors = await searchSyncErrors(ctx, { jobId: job.id }, JOB_ERRORS_SHOWN);
    return render(c, <JobPage user={currentUser(c)} env={ctx.environment} job={job} errors={errors.rows} moreErrors={errors.next !== null} />);
  });

  // What the progress bars poll while a job is queued or running.
  app.get('/jobs/:id/progress', async (c) => {
    const job = await getJob(dashCtx(c), c.req.param('id'));
    return c.json({ status: job.status, ...job.progress }, 200, { 'Cache-Control': 'no-store' });
  });

  return app;
}
