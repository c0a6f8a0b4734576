import type { DashboardUserSession } from '../../auth/dashboard-sessions.ts';
import type { CreatedCredential } from '../../auth/admin.ts';
import type { Environment } from '../../context.ts';
import type { Flash } from '../session.ts';
import { Badge, CsrfField, PostButton, Time } from './components.tsx';
import { Page } from './layout.tsx';

export type CredentialRow = { environment: Environment; name: string; client_id: string; created_at: string; revoked_at: string | null };
export type SiteFacts = { site_id: string; name: string; plan: string; test_mode: boolean; api_access: boolean };

type Props = { user: DashboardUserSession; flash?: Flash; site: SiteFacts; credentials: CredentialRow[]; created?: CreatedCredential; nonce: string };

function CredentialTable({ user, env, rows }: { user: DashboardUserSession; env: Environment; rows: CredentialRow[] }) {
  if (rows.length === 0) return <p class="muted">No {env} credentials yet.</p>;
  return (
    <table id={`credentials-${env}`}>
      <thead>
        <tr>
          <th>Name</th>
          <th>Client id</th>
          <th>Created</th>
          <th>State</th>
          <th></th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr data-client-id={r.client_id}>
            <td>{r.name}</td>
            <td><code>{r.client_id}</code></td>
            <td><Time at={r.created_at} /></td>
            <td>{r.revoked_at ? <span><Badge value="revoked" /> <Time at={r.revoked_at} /></span> : <Badge value="active" />}</td>
            <td>
              {!r.revoked_at && (
                <PostButton
                  action={`/dashboard/settings/api/credentials/${encodeURIComponent(r.client_id)}/revoke`}
                  user={user}
                  label="Revoke"
                  kind="danger"
                  confirm={`Revoke ${r.name}? Its tokens stop working at once.`}
                />
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function CreatedSecret({ created }: { created: CreatedCredential }) {
  return (
    <div class="panel" id="created-credential">
      <h2 style="margin-top: 0">Credential “{created.name}” created ({created.environment})</h2>
      <p>
        <strong>Copy the client secret now.</strong> It is stored only as a hash and will not be shown again.
      </p>
      <dl class="facts">
        <dt>Client id</dt>
        <dd><code id="created-client-id">{created.client_id}</code></dd>
        <dt>Client secret</dt>
        <dd class="secret">
          <code id="created-secret">{created.client_secret}</code>
          <button type="button" class="secondary" data-copy="created-secret">Copy</button>
        </dd>
      </dl>
    </div>
  );
}

export function SettingsApiPage({ user, flash, site, credentials, created, nonce }: Props) {
  return (
    <Page title="Settings › API" user={user} section="settings-api" flash={flash}>
      <h1>Settings › API</h1>
      {created && <CreatedSecret created={created} />}
      <div class="panel">
        <dl class="facts">
          <dt>Site</dt>
          <dd>{site.name} ({site.site_id})</dd>
          <dt>Plan</dt>
          <dd>
            {site.plan}
            {!site.api_access && <span class="muted"> — this plan cannot get API tokens; credentials work once the site is on pro or enterprise.</span>}
          </dd>
          <dt>Test mode</dt>
          <dd class="actions">
            <strong id="test-mode">{site.test_mode ? 'on' : 'off'}</strong>
            <PostButton
              action="/dashboard/settings/api/test-mode"
              user={user}
              label={site.test_mode ? 'Switch test mode off' : 'Switch test mode on'}
              kind="secondary"
              confirm={site.test_mode ? 'Switch test mode off? Test credentials stop getting tokens.' : undefined}
            >
              <input type="hidden" name="on" value={site.test_mode ? 'false' : 'true'} />
            </PostButton>
          </dd>
        </dl>
      </div>
      <h2>Create a credential</h2>
      <div class="panel">
        <form class="filters" method="post" action="/dashboard/settings/api/credentials">
          <CsrfField user={user} />
          <input type="hidden" name="nonce" value={nonce} />
          <label>
            Name (the integration)
            <input type="text" name="name" required maxlength={100} placeholder="erp" />
          </label>
          <label>
            Environment
            <select name="environment">
              <option value="live">live</option>
              <option value="test" disabled={!site.test_mode}>test{site.test_mode ? '' : ' (test mode is off)'}</option>
            </select>
          </label>
          <button type="submit">Create credential</button>
        </form>
      </div>
      {(['live', 'test'] as const).map((env) => (
        <>
          <h2>{env === 'live' ? 'Live credentials' : 'Test credentials'}</h2>
          <CredentialTable user={user} env={env} rows={credentials.filter((r) => r.environment === env)} />
        </>
      ))}
    </Page>
  );
}
