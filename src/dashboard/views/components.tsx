import type { Child } from 'hono/jsx';
import type { DashboardUserSession } from '../../auth/dashboard-sessions.ts';

export const CsrfField = ({ user }: { user: DashboardUserSession }) => <input type="hidden" name="_csrf" value={user.csrfToken} />;

export const Badge = ({ value, id }: { value: string; id?: string }) => (
  <span class={`badge ${value}`} data-job-status={id}>
    {value}
  </span>
);

/** "2026-11-26 10:11:12 UTC", with the exact instant in the element for machines. */
export function Time({ at }: { at: string | null | undefined }) {
  if (!at) return <span class="muted">—</span>;
  return <time datetime={at}>{at.replace('T', ' ').replace(/\.\d+Z$|Z$/, ' UTC')}</time>;
}

export type Progress = { status: string; processed: number; total: number };

/** A job's bar; for a queued or running job dashboard.js keeps it moving (and, with reloadWhenDone, shows the end). */
export function ProgressBar({ jobId, p, reloadWhenDone }: { jobId: string; p: Progress; reloadWhenDone?: boolean }) {
  const pct = p.total > 0 ? Math.min(100, Math.round((p.processed / p.total) * 100)) : p.status === 'completed' ? 100 : 0;
  return (
    <div class="job-progress" data-job-id={jobId} data-status={p.status} data-reload-when-done={reloadWhenDone ? 'true' : undefined}>
      <div class={`progress ${p.status}`} role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct}>
        <span style={`width: ${pct}%`}></span>
      </div>
      <span class="progress-text">
        {p.processed} / {p.total} rows · {p.status}
      </span>
    </div>
  );
}

/** The link to the next (older) page, keeping the filters. */
export function Pager({ base, query, next }: { base: string; query: Record<string, string | undefined>; next: string | null }) {
  const params = new URLSearchParams(Object.entries(query).filter((e): e is [string, string] => Boolean(e[1])));
  const first = params.has('after');
  params.delete('after');
  const firstHref = `${base}?${params}`;
  if (next) params.set('after', next);
  return (
    <div class="pager">
      <span>{first ? <a href={firstHref}>← Newest</a> : ''}</span>
      <span>{next ? <a href={`${base}?${params}`}>Older →</a> : <span class="muted">End of list</span>}</span>
    </div>
  );
}

export function Select({ name, label, value, options }: { name: string; label: string; value?: string; options: (string | [string, string])[] }) {
  return (
    <label>
      {label}
      <select name={name}>
        {options.map((o) => {
          const [v, text] = typeof o === 'string' ? [o, o || 'any'] : o;
          return (
            <option value={v} selected={v === (value ?? '')}>
              {text}
            </option>
          );
        })}
      </select>
    </label>
  );
}

export const PostButton = ({ action, user, label, kind, confirm, children }: { action: string; user: DashboardUserSession; label: string; kind?: 'secondary' | 'danger'; confirm?: string; children?: Child }) => (
  <form method="post" action={action} class="inline" data-confirm={confirm}>
    <CsrfField user={user} />
    {children}
    <button type="submit" class={kind}>
      {label}
    </button>
  </form>
);
