import { describe, expect, it } from 'vitest';
import { uniqueId, useHarness } from '../../helpers/harness.ts';
import { runHubCli } from '../../helpers/run-hub-cli.ts';
import { grant, tokenRequest } from './support.ts';

// The `hub` command, run as users run it (node bin/hub.js) against this file's fresh database.

const setup = useHarness({ tenant: false });

const hub = (args: string[], env: Record<string, string | undefined> = {}) => runHubCli(setup.h, args, env);

describe('hub CLI', { timeout: 180_000 }, () => {
  it('site create, duplicate refused, test-mode on/off', async () => {
    const id = uniqueId('cli');
    const created = await hub(['site', 'create', id, '--name', 'CLI Wholesale', '--plan', 'pro']);
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toContain(id);
    const site = await setup.h.deps.db.prisma.site.findUniqueOrThrow({ where: { id } });
    expect(site).toMatchObject({ name: 'CLI Wholesale', plan: 'pro', testMode: false });

    const dup = await hub(['site', 'create', id, '--name', 'Again']);
    expect(dup.code).not.toBe(0);
    expect(dup.stderr).toMatch(/already exists/);

    const on = await hub(['site', 'test-mode', id, 'on']);
    expect(on.code, on.stderr).toBe(0);
    expect((await setup.h.deps.db.prisma.site.findUniqueOrThrow({ where: { id } })).testMode).toBe(true);
    const off = await hub(['site', 'test-mode', id, 'off']);
    expect(off.code, off.stderr).toBe(0);
    expect((await setup.h.deps.db.prisma.site.findUniqueOrThrow({ where: { id } })).testMode).toBe(false);

    const plan = await hub(['site', 'plan', id, 'free']);
    expect(plan.code, plan.stderr).toBe(0);
    expect((await setup.h.deps.db.prisma.site.findUniqueOrThrow({ where: { id } })).plan).toBe('free');
    expect((await hub(['site', 'plan', id, 'gold'])).code).not.toBe(0);
  });

  it('credentials create --json, list without secrets, token from the app, revoke', async () => {
    const id = uniqueId('cli');
    expect((await hub(['site', 'create', id, '--name', 'Creds', '--plan', 'enterprise', '--test-mode'])).code).toBe(0);

    const made = await hub(['credentials', 'create', '--site', id, '--env', 'test', '--name', 'erp-sync', '--json']);
    expect(made.code, made.stderr).toBe(0);
    const cred = JSON.parse(made.stdout);
    expect(Object.keys(cred).sort()).toEqual(['client_id', 'client_secret', 'environment', 'name', 'site_id']);
    expect(cred).toMatchObject({ site_id: id, environment: 'test', name: 'erp-sync' });

    const token = await tokenRequest(setup.h.app, id, grant(cred.client_id, cred.client_secret), 'test');
    expect(token.status).toBe(200);
    expect(token.body.token_type).toBe('Bearer');
    // A credential of the test environment gets nothing on the live base address.
    expect((await tokenRequest(setup.h.app, id, grant(cred.client_id, cred.client_secret), 'live')).status).toBe(401);

    const list = await hub(['credentials', 'list', '--site', id]);
    expect(list.code, list.stderr).toBe(0);
    expect(list.stdout).toContain(cred.client_id);
    expect(list.stdout).toContain('erp-sync');
    expect(list.stdout).not.toContain(cred.client_secret);
    expect(list.stdout).not.toMatch(/secret/i);
    const listJson = await hub(['credentials', 'list', '--site', id, '--json']);
    const rows = JSON.parse(listJson.stdout);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ client_id: cred.client_id, revoked_at: null });
    expect(JSON.stringify(rows)).not.toContain(cred.client_secret);

    const revoked = await hub(['credentials', 'revoke', '--site', id, '--client-id', cred.client_id]);
    expect(revoked.code, revoked.stderr).toBe(0);
    const after = await tokenRequest(setup.h.app, id, grant(cred.client_id, cred.client_secret), 'test');
    expect(after.status).toBe(401);
    expect(after.body.title).toBe('invalid_client');
    // The token issued before the revocation dies with it.
    const use = await setup.h.request('/api/v1/jobs/00000000-0000-4000-8000-000000000000', { headers: { 'Site-Id': id, Authorization: `Bearer ${token.body.access_token}` } }, 'test');
    expect(use.status).toBe(401);
    const listed = JSON.parse((await hub(['credentials', 'list', '--site', id, '--json'])).stdout);
    expect(listed[0].revoked_at).toMatch(/^\d{4}-/);
  });

  it('a test credential while test mode is off, and an unknown site, are refused with a message', async () => {
    const id = uniqueId('cli');
    expect((await hub(['site', 'create', id, '--name', 'No test'])).code).toBe(0);
    const test = await hub(['credentials', 'create', '--site', id, '--env', 'test', '--name', 'x']);
    expect(test.code).toBe(1);
    expect(test.stderr).toMatch(/test mode is off/i);
    const none = await hub(['credentials', 'list', '--site', 'no-such-site']);
    expect(none.code).toBe(1);
    expect(none.stderr).toMatch(/no-such-site/);
  });

  it('bad arguments: the usage and a non-zero exit', async () => {
    const cases = [
      [],
      ['bogus'],
      ['site', 'create'],
      ['site', 'create', 'x-site'],
      ['site', 'test-mode', 'x-site', 'maybe'],
      ['site', 'create', 'x-site', '--name', 'X', '--plan', 'gold'],
      ['credentials', 'create', '--site', 'x-site', '--env', 'staging', '--name', 'n'],
      ['credentials', 'revoke', '--site', 'x-site'],
      ['site', 'create', 'x-site', '--name', 'X', '--colour', 'red'],
    ];
    const results = await Promise.all(cases.map((args) => hub(args)));
    results.forEach((res, i) => {
      const label = cases[i]!.join(' ');
      expect(res.code, label).toBe(2);
      expect(res.stderr, label).toMatch(/^usage: hub /m);
      // A known command shows its own usage; anything else the full list.
      expect(res.stderr, label).toContain(cases[i]!.length >= 2 ? `hub ${cases[i]!.slice(0, 2).join(' ')}` : 'hub credentials create');
    });
  });

  it('an unknown command does not touch the database (it fails before connecting)', async () => {
    const res = await hub(['nonsense'], { DATABASE_URL: 'postgresql://postgres@127.0.0.1:1/none' });
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/unknown command: nonsense/);
  });
});
