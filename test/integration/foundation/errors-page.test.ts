import { describe, expect, it } from 'vitest';
import { ERROR_CATALOG } from '../../../src/http/error-catalog.ts';
import { ProblemCode } from '../../../src/http/schemas.ts';
import { useHarness } from '../../helpers/harness.ts';
import { send } from './support.ts';

// Issue 16 §4: each error code has a documentation anchor, served by the hub, that the problem's `type` points to.

const setup = useHarness();

const anchorOf = (type: string) => /^\/errors#([a-z_-]+)$/.exec(type)?.[1];

describe('GET /errors', () => {
  it('lists every title and code with its cause and fix, one anchor each, without Site-Id or token', async () => {
    const res = await send(setup.h.app, '/errors');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    for (const e of ERROR_CATALOG) {
      expect(res.text).toContain(`<section id="${e.name}">`);
    }
    expect(res.text).toContain('Fix:');
  });

  it('answers text for a terminal', async () => {
    const res = await send(setup.h.app, '/errors', { headers: { Accept: 'text/plain' } });
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(res.text).toMatch(/^keyword-mismatch \(errors\[\]\.code, HTTP 400\)\n {2}Cause: .+\n {2}Fix: .+$/m);
  });

  it('every errors[].code the document declares has an entry', () => {
    const names = new Set(ERROR_CATALOG.map((e) => e.name));
    for (const code of ProblemCode.options) expect(names.has(code), code).toBe(true);
  });
});

describe("a problem's type points at its entry on the page", () => {
  it('a schema problem: its first code; a token problem: its title', async () => {
    const page = (await send(setup.h.app, '/errors')).text;
    const bad = await setup.t.call('POST', '/api/v1/pricing/lookup', { customer_id: 42, line_items: [] });
    expect(bad.status).toBe(400);
    const code = anchorOf(bad.body.type);
    expect(code).toBe(bad.body.errors[0].code);
    expect(page).toContain(`id="${code}"`);

    const denied = await send(setup.h.app, '/api/v1/jobs/00000000-0000-4000-8000-000000000000', { headers: { 'Site-Id': setup.t.siteId } });
    expect(denied.body).toMatchObject({ title: 'access_denied', type: '/errors#access_denied' });
    expect(page).toContain('id="access_denied"');
  });
});
