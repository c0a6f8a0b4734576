import { execFileSync } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createApp } from '../../../src/app.ts';
import { useHarness } from '../../helpers/harness.ts';

// /docs on a closed network: every request the page makes outside the hub is aborted, as a firewall would. The
// page must still render the operation list from the hub's own Scalar bundle and /openapi.json.

const harness = useHarness({ tenant: false });
let server: ServerType;
let origin: string;
let browser: Browser | undefined;

function chromiumPath(): string {
  try {
    return execFileSync('which', ['chromium'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error('chromium is not installed: run `apt-get install -y chromium` (the /docs browser test needs it; .ci/run installs it)');
  }
}

beforeAll(async () => {
  const app = createApp(harness.h.deps);
  server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: (req, env) => app.fetch(req, { ...(env as object), environment: 'live' }), port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
});
afterAll(async () => {
  await browser?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

it('/docs lists the operations with no network beyond the hub', async () => {
  const context = await browser!.newContext();
  const outside: string[] = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:')) return route.continue();
    outside.push(url);
    return route.abort('internetdisconnected');
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${origin}/docs`);
  await expect.poll(() => page.getByText('Request an access token').first().count(), { timeout: 20_000 }).toBeGreaterThan(0);
  // Every tag of the document appears as a group of operations in the sidebar.
  const doc = (await (await fetch(`${origin}/openapi.json`)).json()) as { tags?: { name: string }[]; paths: Record<string, Record<string, { tags?: string[] }>> };
  const tags = new Set([...(doc.tags ?? []).map((t) => t.name), ...Object.values(doc.paths).flatMap((p) => Object.values(p).flatMap((o) => o.tags ?? []))]);
  expect(tags.size).toBeGreaterThan(3);
  for (const tag of tags) expect(await page.getByText(tag, { exact: true }).count(), `tag ${tag} in the sidebar`).toBeGreaterThan(0);
  expect(await page.locator('a[href="/openapi.json"]').count()).toBeGreaterThan(0);
  expect(errors.filter((e) => /Scalar is not defined/.test(e))).toEqual([]);
  await context.close();
}, 60_000);

it('serves the bundle pinned by version, cacheable, and no CDN script', async () => {
  const html = await (await fetch(`${origin}/docs`)).text();
  expect(html).not.toMatch(/cdn\.jsdelivr|unpkg/);
  const src = /<script src="([^"]+)"/.exec(html)?.[1];
  expect(src).toMatch(/^\/docs\/assets\/scalar-api-reference-\d+\.\d+\.\d+\.js$/);
  const res = await fetch(origin + src);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/javascript/);
  expect(res.headers.get('cache-control')).toMatch(/immutable/);
});
