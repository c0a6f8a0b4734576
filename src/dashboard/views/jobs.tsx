import type { DashboardUserSession } from '../../auth/dashboard-sessions.ts';
import type { Environment } from '../../context.ts';
import type { ListedJob } from '../../services/jobs/list-jobs.ts';
import type { JobView } from '../../services/jobs/schemas.ts';
import type { SyncErrorView } from '../../services/sync-logging/schemas.ts';
import { JOB_STATUSES, JOB_TYPES } from '../job-filters.ts';
import type { Flash } from '../session.ts';
import { Badge, Pager, ProgressBar, Select, Time } from './components.tsx';
import { Page } from './layout.tsx';

const Counts = ({ job }: { job: JobView }) =>
  job.result ? (
    <span>
      {job.result.applied} applied · {job.result.unchanged} unchanged · {job.result.removed} removed · {job.result.failed} failed
    </span>
  ) : (
    <span class="muted">—</span>
  );

type ListProps = { user: DashboardUserSession; flash?: Flash; env: Environment; type?: string; status?: string; after?: string; rows: ListedJob[]; errorCounts: Map<string, number>; next: string | null };

export function JobsPage({ user, flash, env, type, status, after, rows, errorCounts, next }: ListProps) {
  return (
    <Page title="Imports & jobs" user={user} section="jobs" flash={flash}>
      <h1>Imports &amp; jobs</h1>
      <div class="panel">
        <form class="filters" method="get" action="/dashboard/jobs">
          <Select name="env" label="Environment" value={env} options={['live', 'test']} />
          <Select name="type" label="Type" value={type} options={['', ...JOB_TYPES]} />
          <Select name="status" label="Status" value={status} options={['', ...JOB_STATUSES]} />
          <button type="submit">Filter</button>
        </form>
      </div>
      {rows.length === 0 ? (
        <p class="panel muted">No jobs match these filters.</p>
      ) : (
        <table id="jobs">
          <thead>
            <tr>
              <th>Created</th>
              <th>Type</th>
              <th>Integration</th>
              <th>Status</th>
              <th>Progress</th>
              <th>Counts</th>
              <th class="num">Errors</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((j) => (
              <tr data-job={j.id}>
                <td>
                  <a href={`/dashboard/jobs/${j.id}?env=${env}`}>
                    <Time at={j.created_at} />
                  </a>
                </td>
                <td>{j.type}</td>
                <td>{j.integration ?? '—'}</td>
                <td>
                  <Badge value={j.status} id={j.id} />
                </td>
                <td>
                  <ProgressBar jobId={j.id} p={{ status: j.status, ...j.progress }} />
                </td>
                <td>
                  <Counts job={j} />
                </td>
                <td class="num">{errorCounts.get(j.id) ?? 0}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager base="/dashboard/jobs" query={{ env, type, status, after }} next={next} />
    </Page>
  );
}

type DetailProps = { user: DashboardUserSession; env: Environment; job: JobView; errors: SyncErrorView[]; moreErrors: boolean };

export function JobPage({ user, env, job, errors, moreErrors }: DetailProps) {
  return (
    <Page title={`Job ${job.type}`} user={user} section="jobs">
      <p>
        <a href={`/dashboard/jobs?env=${env}`}>← Imports &amp; jobs</a>
      </p>
      <h1>
        {job.type} <Badge value={job.status} id={job.id} />
      </h1>
      <div class="panel">
        <ProgressBar jobId={job.id} p={{ status: job.status, ...job.progress }} reloadWhenDone />
        <dl class="facts" style="margin-top: 12px">
          <dt>Job id</dt>
          <dd>{job.id}</dd>
          <dt>Environment</dt>
          <dd>{env}</dd>
          <dt>Created</dt>
          <dd><Time at={job.created_at} /></dd>
          <dt>Finished</dt>
          <dd><Time at={job.finished_at} /></dd>
          <dt>Counts</dt>
          <dd><Counts job={job} /></dd>
          {job.error && (
            <>
              <dt>Error</dt>
              <dd id="job-error">{job.error}</dd>
            </>
          )}
        </dl>
      </div>
      <h2>Errors this job produced</h2>
      {errors.length === 0 ? (
        <p class="muted">None.</p>
      ) : (
        <table id="job-errors">
          <thead>
            <tr>
              <th>Status</th>
              <th>Record</th>
              <th>Error</th>
            </tr>
          </thead>
          <tbody>
            {errors.map((e) => (
              <tr>
                <td><Badge value={e.status} /></td>
                <td>{e.visible_id ?? e.external_id ?? '—'}</td>
                <td>
                  <a href={`/dashboard/sync-errors/${e.id}?env=${env}`}>{e.code}</a>
                  <div class="sub">{e.message}</div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {moreErrors && <p class="muted">Only the newest {errors.length} are shown.</p>}
    </Page>
  );
}
