import type { DashboardUserSession } from '../../auth/dashboard-sessions.ts';
import type { Environment } from '../../context.ts';
import type { WebhookDeliveryView, WebhookEndpointView } from '../../services/webhooks/index.ts';
import type { Flash } from '../session.ts';
import { Badge, PostButton, Select, Time } from './components.tsx';
import { Page } from './layout.tsx';

// Webhooks (admins): the site's endpoints, their recent deliveries with status and answer, and a replay button.

const endpointPath = (env: Environment, id: string) => `/dashboard/webhooks/${id}?env=${env}`;

type DeliveriesProps = { user: DashboardUserSession; env: Environment; endpointId: string; rows: WebhookDeliveryView[]; back: string };

function Deliveries({ user, env, endpointId, rows, back }: DeliveriesProps) {
  if (rows.length === 0) return <p class="muted">No deliveries yet.</p>;
  return (
    <table class="deliveries" data-endpoint={endpointId}>
      <thead>
        <tr>
          <th>Created</th>
          <th>Event</th>
          <th>Order · seq</th>
          <th>Status</th>
          <th class="num">Attempts</th>
          <th class="num">Answer</th>
          <th>Last error · next attempt</th>
          <th></th>
        </tr>
      </thead>
      <tbody>
        {rows.map((d) => (
          <tr data-delivery={d.id}>
            <td>
              <Time at={d.created_at} />
            </td>
            <td>
              {d.topic}
              <br />
              <code class="muted">{d.event_id}</code>
              {d.replay_of && <span class="muted"> · replay</span>}
            </td>
            <td>{d.order_id ? `${d.order_id.slice(0, 8)}… · ${d.sequence ?? '—'}` : '—'}</td>
            <td>
              <Badge value={d.status} />
            </td>
            <td class="num">{d.attempts}</td>
            <td class="num" data-response-code>
              {d.response_code ?? '—'}
            </td>
            <td>
              {d.last_error ?? ''}
              {d.next_attempt_at && (
                <span class="muted">
                  {' '}
                  next <Time at={d.next_attempt_at} />
                </span>
              )}
            </td>
            <td>
              <PostButton action={`/dashboard/webhooks/${endpointId}/deliveries/${d.id}/replay?env=${env}`} user={user} label="Replay" kind="secondary">
                <input type="hidden" name="back" value={back} />
              </PostButton>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const Events = ({ e }: { e: WebhookEndpointView }) => (
  <span>
    {e.events.join(', ')} · {e.active ? <Badge value="active" /> : <Badge value="inactive" />}
  </span>
);

type ListProps = { user: DashboardUserSession; flash?: Flash; env: Environment; endpoints: { endpoint: WebhookEndpointView; recent: WebhookDeliveryView[] }[] };

export function WebhooksPage({ user, flash, env, endpoints }: ListProps) {
  const back = `/dashboard/webhooks?env=${env}`;
  return (
    <Page title="Webhooks" user={user} section="webhooks" flash={flash}>
      <h1>Webhooks</h1>
      <div class="panel">
        <form class="filters" method="get" action="/dashboard/webhooks">
          <Select name="env" label="Environment" value={env} options={['live', 'test']} />
          <button type="submit">Show</button>
        </form>
        <p class="muted">Endpoints are registered through the API (POST /api/v1/webhooks). Each shows its five newest deliveries here.</p>
      </div>
      {endpoints.length === 0 ? (
        <p class="panel muted" id="no-webhooks">
          No webhook endpoints in {env}.
        </p>
      ) : (
        endpoints.map(({ endpoint, recent }) => (
          <section class="panel" data-webhook={endpoint.id}>
            <h2>
              <a href={endpointPath(env, endpoint.id)}>{endpoint.url}</a>
            </h2>
            <p>
              <Events e={endpoint} /> · since <Time at={endpoint.created_at} />
            </p>
            <Deliveries user={user} env={env} endpointId={endpoint.id} rows={recent} back={back} />
          </section>
        ))
      )}
    </Page>
  );
}

type DetailProps = { user: DashboardUserSession; flash?: Flash; env: Environment; endpoint: WebhookEndpointView; rows: WebhookDeliveryView[]; status?: string; offset: number; pageSize: number; more: boolean };

export function WebhookPage({ user, flash, env, endpoint, rows, status, offset, pageSize, more }: DetailProps) {
  const base = (o: number) => `/dashboard/webhooks/${endpoint.id}?${new URLSearchParams({ env, ...(status ? { status } : {}), ...(o ? { offset: String(o) } : {}) })}`;
  return (
    <Page title={`Webhook ${endpoint.url}`} user={user} section="webhooks" flash={flash}>
      <p>
        <a href={`/dashboard/webhooks?env=${env}`}>← Webhooks</a>
      </p>
      <h1>{endpoint.url}</h1>
      <div class="panel">
        <p>
          <Events e={endpoint} /> · since <Time at={endpoint.created_at} /> · {env}
        </p>
        <form class="filters" method="get" action={`/dashboard/webhooks/${endpoint.id}`}>
          <input type="hidden" name="env" value={env} />
          <Select name="status" label="Status" value={status} options={['', 'pending', 'delivered', 'failed']} />
          <button type="submit">Filter</button>
        </form>
      </div>
      <Deliveries user={user} env={env} endpointId={endpoint.id} rows={rows} back={base(offset)} />
      <div class="pager">
        <span>{offset > 0 ? <a href={base(Math.max(0, offset - pageSize))}>← Newer</a> : ''}</span>
        <span>{more ? <a href={base(offset + pageSize)}>Older →</a> : <span class="muted">End of list</span>}</span>
      </div>
    </Page>
  );
}
