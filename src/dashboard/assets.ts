import { createHash } from 'node:crypto';
import { Hono } from 'hono';
import { DASHBOARD_CSS } from './assets-css.ts';
import { DASHBOARD_JS } from './assets-js.ts';

// Stylesheet and script under content-hashed paths: cached for good, and a new release is a new path.

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);

export const CSS_PATH = `/dashboard/assets/dashboard-${hash(DASHBOARD_CSS)}.css`;
export const JS_PATH = `/dashboard/assets/dashboard-${hash(DASHBOARD_JS)}.js`;

const IMMUTABLE = 'public, max-age=31536000, immutable';

export function assetRoutes() {
  const app = new Hono();
  app.get(CSS_PATH.replace('/dashboard', ''), (c) => c.body(DASHBOARD_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': IMMUTABLE }));
  app.get(JS_PATH.replace('/dashboard', ''), (c) => c.body(DASHBOARD_JS, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': IMMUTABLE }));
  return app;
}
