import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Scalar } from '@scalar/hono-api-reference';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from './types.ts';

// /docs must work on a firewalled network (where ERPs and warehouses often run): the Scalar bundle is served by the
// hub itself from node_modules, pinned by the package version in its path (so it may be cached for good), instead of
// an unpinned CDN script that leaves the page blank when the CDN is out of reach.

const require = createRequire(import.meta.url);
// The package's exports map lists neither the browser bundle nor package.json: locate the package by its entry point.
const scalarRoot = dirname(dirname(require.resolve('@scalar/api-reference')));
const scalarVersion = (JSON.parse(readFileSync(join(scalarRoot, 'package.json'), 'utf8')) as { version: string }).version;
export const SCALAR_BUNDLE_PATH = `/docs/assets/scalar-api-reference-${scalarVersion}.js`;
const bundleFile = join(scalarRoot, 'dist', 'browser', 'standalone.js');

let bundle: Promise<Buffer> | undefined;

/** A plain link to the document, visible even where scripts are blocked. */
const RAW_LINK =
  '<p style="margin:0;padding:6px 12px;font:14px sans-serif">OpenAPI document: <a href="/openapi.json">/openapi.json</a></p>';

export function mountDocs(app: OpenAPIHono<AppEnv>) {
  app.get(SCALAR_BUNDLE_PATH, async (c) => {
    bundle ??= readFile(bundleFile);
    const body = await bundle;
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
  });
  // withDefaultFonts off: the default fonts come from Scalar's font host, which a closed network cannot reach.
  const scalar = Scalar({ url: '/openapi.json', pageTitle: 'wholesale-hub API', cdn: SCALAR_BUNDLE_PATH, withDefaultFonts: false });
  app.get('/docs', async (c, next) => {
    const res = await scalar(c as never, next);
    if (!res) return c.notFound();
    const html = (await res.text()).replace('<body>', `<body>\n    ${RAW_LINK}`);
    return c.html(html, res.status as 200);
  });
}
