import type { DashboardUserSession } from '../../auth/dashboard-sessions.ts';
import { SYNC_DATA_TYPES, type SyncErrorView } from '../../services/sync-logging/schemas.ts';
import { filterParams, type SyncErrorQuery } from '../filters.ts';
import type { Flash } from '../session.ts';
import { Badge, Pager, Select, Time } from './components.tsx';
import { Page } from './layout.tsx';

type Props = { user: DashboardUserSession; flash?: Flash; query: SyncErrorQuery; integrations: string[]; rows: SyncErrorView[]; next: string | null };

const subject = (e: SyncErrorView) => e.visible_id ?? e.external_id ?? (e.job_id ? `job ${e.job_id.slice(0, 8)}` : '—');
const short = (text: string, max = 160) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export function SyncErrorsPage({ user, flash, query, integrations, rows, next }: Props) {
  const filters = filterParams(query);
  return (
    <Page title="Sync errors" user={user} section="sync-errors" flash={flash}>
      <h1>Sync error log</h1>
      <div class="panel">
        <form class="filters" method="get" action="/dashboard/sync-errors">
          <Select name="env" label="Environment" value={query.env} options={['live', 'test']} />
          <Select name="integration" label="Integration" value={query.integration} options={['', ...new Set([...integrations, ...(query.integration ? [query.integration] : [])])]} />
          <Select name="data_type" label="Data type" value={query.data_type} options={['', ...SYNC_DATA_TYPES]} />
          <Select name="status" label="Status" value={query.status} options={['open', 'resolved', ['all', 'any']]} />
          <label>
            Text
            <input type="search" name="q" value={query.q} placeholder="message, code or id" maxlength={200} />
          </label>
          <button type="submit">Filter</button>
          <a class="button secondary" href={`/dashboard/sync-errors/export.csv?${filters}`}>
            Export CSV
          </a>
        </form>
      </div>
      {rows.length === 0 ? (
        <p class="panel muted" id="no-errors">
          No sync errors match these filters.
        </p>
      ) : (
        <table id="sync-errors">
          <thead>
            <tr>
              <th>Last seen</th>
              <th>Status</th>
              <th>Integration</th>
              <th>Data type</th>
              <th>Record</th>
              <th>Error</th>
              <th class="num">Times</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((e) => (
              <tr data-sync-error={e.id}>
                <td>
                  <Time at={e.last_seen_at} />
                </td>
                <td>
                  <Badge value={e.status} />
                </td>
                <td>{e.integration}</td>
                <td>{e.data_type}</td>
                <td>{subject(e)}</td>
                <td>
                  <a href={`/dashboard/sync-errors/${e.id}?env=${query.env}`}>{e.code}</a>
                  <div class="sub">{short(e.message)}</div>
                </td>
                <td class="num">{e.occurrences}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager base="/dashboard/sync-errors" query={{ env: query.env, integration: query.integration, data_type: query.data_type, status: query.status, q: query.q, after: query.after }} next={next} />
    </Page>
  );
}
