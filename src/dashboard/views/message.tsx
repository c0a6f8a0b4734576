import type { DashboardUserSession } from '../../auth/dashboard-sessions.ts';
import type { DashContext } from '../session.ts';
import { Page, render } from './layout.tsx';

// Whole-page answers: refused (403), unknown (404), and the hub's own trouble (500, 503).

export function renderForbidden(c: DashContext, user: DashboardUserSession | undefined, text?: string) {
  return render(
    c,
    <Page title="Not allowed" user={user}>
      <div class="message panel">
        <h1>Not allowed</h1>
        <p>{text ?? 'This page is for site admins. Ask an admin of your site if you need what it shows.'}</p>
        <p>
          <a href="/dashboard/sync-errors">Back to the sync error log</a>
        </p>
      </div>
    </Page>,
    403,
  );
}

export function renderNotFound(c: DashContext, user: DashboardUserSession | undefined, what = 'This page') {
  return render(
    c,
    <Page title="Not found" user={user}>
      <div class="message panel">
        <h1>Not found</h1>
        <p>{what} does not exist in your site, or no longer does.</p>
        <p>
          <a href="/dashboard">Dashboard home</a>
        </p>
      </div>
    </Page>,
    404,
  );
}

export function renderTrouble(c: DashContext, user: DashboardUserSession | undefined, status: 500 | 503, requestId: string, retryAfter?: number) {
  const text =
    status === 503
      ? 'The database or the queue is not answering right now. Try again in a few seconds.'
      : 'Something went wrong on our side. It has been logged; quote the request id below when you report it.';
  return render(
    c,
    <Page title={status === 503 ? 'Unavailable' : 'Error'} user={user}>
      <div class="message panel">
        <h1>{status === 503 ? 'Temporarily unavailable' : 'Something went wrong'}</h1>
        <p>{text}</p>
        <p class="muted">Request id {requestId}</p>
      </div>
    </Page>,
    status,
    retryAfter ? { 'Retry-After': String(retryAfter) } : {},
  );
}
