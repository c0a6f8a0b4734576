import type { OpenAPIHono } from '@hono/zod-openapi';
import { ERROR_CATALOG, ERRORS_PAGE_PATH, type ErrorEntry } from './error-catalog.ts';
import type { AppEnv } from './types.ts';

// GET /errors: every problem title and code with its cause and fix, one anchor each (the problems' `type` points
// here). HTML for people; text/plain for a terminal (`curl -H 'Accept: text/plain'`). Like /docs it needs no
// Site-Id or token: it documents the API, it holds no tenant data.

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const code = (s: string) => escape(s).replace(/`([^`]+)`/g, '<code>$1</code>');

const KIND: Record<ErrorEntry['kind'], string> = { title: 'title', code: 'errors[].code', line: 'line_items[].error.code' };

function html(): string {
  const items = ERROR_CATALOG.map(
    (e) =>
      `<section id="${e.name}"><h2><a href="#${e.name}">${e.name}</a></h2>` +
      `<p><small>${KIND[e.kind]} · HTTP ${escape(e.status)}</small></p>` +
      `<p><b>Cause:</b> ${code(e.cause)}</p><p><b>Fix:</b> ${code(e.fix)}</p></section>`,
  ).join('\n');
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>wholesale-hub errors</title>' +
    '<style>body{font:15px/1.5 sans-serif;max-width:50em;margin:2em auto;padding:0 1em}h2{font-size:1.1em;margin-bottom:0}</style></head><body>\n' +
    '<h1>Errors</h1><p>Error answers are <code>application/problem+json</code>. Act on the status, the <code>title</code> and ' +
    '<code>errors[].code</code>; <code>detail</code> is for people. Each problem’s <code>type</code> links to its entry below. ' +
    'The operations are described at <a href="/docs">/docs</a>.</p>\n' +
    `${items}\n</body></html>\n`
  );
}

function text(): string {
  const items = ERROR_CATALOG.map((e) => `${e.name} (${KIND[e.kind]}, HTTP ${e.status})\n  Cause: ${e.cause}\n  Fix: ${e.fix}`);
  return `wholesale-hub errors: act on the status, title and errors[].code; detail is for people.\n\n${items.join('\n\n')}\n`;
}

export function mountErrorsPage(app: OpenAPIHono<AppEnv>) {
  app.get(ERRORS_PAGE_PATH, (c) => {
    const accept = c.req.header('accept') ?? '';
    if (accept.includes('text/plain') && !accept.includes('text/html')) return c.text(text(), 200, { 'Cache-Control': 'public, max-age=3600' });
    return c.html(html(), 200, { 'Cache-Control': 'public, max-age=3600' });
  });
}
