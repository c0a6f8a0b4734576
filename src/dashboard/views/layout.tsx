import type { Child } from 'hono/jsx';
import { raw } from 'hono/html';
import type { DashboardUserSession } from '../../auth/dashboard-sessions.ts';
import { CSS_PATH, JS_PATH } from '../assets.ts';
import type { DashContext, Flash } from '../session.ts';
import { CsrfField } from './components.tsx';

export type Section = 'sync-errors' | 'jobs' | 'settings-api' | 'webhooks' | 'queues';

const NAV: { section: Section; href: string; label: string; admin: boolean }[] = [
  { section: 'sync-errors', href: '/dashboard/sync-errors', label: 'Sync errors', admin: false },
  { section: 'jobs', href: '/dashboard/jobs', label: 'Imports & jobs', admin: false },
  { section: 'settings-api', href: '/dashboard/settings/api', label: 'Settings › API', admin: true },
  { section: 'webhooks', href: '/dashboard/webhooks', label: 'Webhooks', admin: true },
  { section: 'queues', href: '/dashboard/queues', label: 'Queues', admin: true },
];

type PageProps = { title: string; user?: DashboardUserSession; section?: Section; flash?: Flash; children?: Child };

export function Page({ title, user, section, flash, children }: PageProps) {
  return (
    <>
      {raw('<!DOCTYPE html>')}
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>{title} · wholesale-hub</title>
          <link rel="stylesheet" href={CSS_PATH} />
        </head>
        <body>
          {user && (
            <header class="top">
              <span class="brand">wholesale-hub</span>
              <nav>
                {NAV.filter((n) => !n.admin || user.role === 'admin').map((n) => (
                  <a href={n.href} aria-current={n.section === section ? 'page' : undefined}>
                    {n.label}
                  </a>
                ))}
              </nav>
              <span class="who">
                <span>
                  {user.email} · {user.role} · site {user.siteId}
                </span>
                <form method="post" action="/dashboard/logout" class="inline">
                  <CsrfField user={user} />
                  <button type="submit">Sign out</button>
                </form>
              </span>
            </header>
          )}
          <main>
            {flash && (
              <div class={`flash ${flash.kind}`} role={flash.kind === 'error' ? 'alert' : 'status'}>
                {flash.text}
              </div>
            )}
            {children}
          </main>
          <script src={JS_PATH} defer></script>
        </body>
      </html>
    </>
  );
}

/**
 * Pages are personal and change with every action: never cached, never framed, scripts and styles only from the
 * hub itself (the content-hashed assets), forms only to the hub. Inline style attributes are allowed (a progress
 * bar's width); inline scripts and style elements are not.
 */
export const PAGE_HEADERS: Record<string, string> = {
  'Cache-Control': 'no-store',
  'Content-Security-Policy': "default-src 'self'; script-src 'self'; style-src 'self'; style-src-attr 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'; form-action 'self'; base-uri 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'same-origin',
};

export function render(c: DashContext, node: Child, status: 200 | 400 | 401 | 403 | 404 | 409 | 429 | 500 | 503 = 200, headers: Record<string, string> = {}) {
  return c.html(node as never, status, { ...PAGE_HEADERS, ...headers });
}
