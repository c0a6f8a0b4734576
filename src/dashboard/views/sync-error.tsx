import type { DashboardUserSession } from '../../auth/dashboard-sessions.ts';
import type { Environment } from '../../context.ts';
import type { RetryPossibility } from '../../services/sync-logging/retry-sync-error.ts';
import type { SyncErrorView } from '../../services/sync-logging/schemas.ts';
import type { Flash } from '../session.ts';
import { Badge, PostButton, Time } from './components.tsx';
import { Page } from './layout.tsx';

type Props = { user: DashboardUserSession; flash?: Flash; env: Environment; error: SyncErrorView; retry: RetryPossibility };

export function SyncErrorPage({ user, flash, env, error: e, retry }: Props) {
  const action = (verb: string) => `/dashboard/sync-errors/${e.id}/${verb}?env=${env}`;
  return (
    <Page title={`Sync error ${e.code}`} user={user} section="sync-errors" flash={flash}>
      <p>
        <a href={`/dashboard/sync-errors?env=${env}`}>← Sync error log</a>
      </p>
      <h1>
        {e.code} <Badge value={e.status} />
      </h1>
      <div class="panel">
        <p id="message">{e.message}</p>
        <dl class="facts">
          <dt>Environment</dt>
          <dd>{env}</dd>
          <dt>Integration</dt>
          <dd>{e.integration}</dd>
          <dt>Data type</dt>
          <dd>{e.data_type}</dd>
          <dt>External id</dt>
          <dd>{e.external_url ? <a href={e.external_url} rel="noreferrer noopener" target="_blank">{e.external_id ?? e.external_url}</a> : (e.external_id ?? '—')}</dd>
          <dt>Visible id</dt>
          <dd>{e.visible_id ?? '—'}</dd>
          <dt>Job</dt>
          <dd>{e.job_id ?? '—'}</dd>
          <dt>Attempts</dt>
          <dd>{e.attempts}</dd>
          <dt>Occurrences</dt>
          <dd>{e.occurrences}</dd>
          <dt>First seen</dt>
          <dd><Time at={e.first_seen_at} /></dd>
          <dt>Last seen</dt>
          <dd><Time at={e.last_seen_at} /></dd>
          <dt>Resolved</dt>
          <dd><Time at={e.resolved_at} /></dd>
        </dl>
      </div>
      <div class="actions panel">
        {e.status === 'open' ? (
          <PostButton action={action('resolve')} user={user} label="Resolve" />
        ) : (
          <PostButton action={action('reopen')} user={user} label="Reopen" kind="secondary" />
        )}
        {retry.possible ? (
          <PostButton action={action('retry')} user={user} label={`Retry the ${retry.job.name} job`} kind="secondary" />
        ) : (
          <span class="muted" id="retry-unavailable">
            Retry: {retry.reason}
          </span>
        )}
      </div>
      <h2>Payload snapshot</h2>
      {e.payload === null ? <p class="muted">No payload was recorded.</p> : <pre id="payload">{JSON.stringify(e.payload, null, 2)}</pre>}
    </Page>
  );
}
