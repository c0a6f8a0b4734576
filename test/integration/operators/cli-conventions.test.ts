import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { uniqueId, useHarness } from '../../helpers/harness.ts';
import { runHubCli } from '../../helpers/run-hub-cli.ts';

// Issue 16 §6: the `hub` command behaves as a conventional CLI (help, version, --json everywhere, strict arguments).

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const setup = useHarness({ tenant: false });

const hub = (args: string[], env: Record<string, string | undefined> = {}) => runHubCli(setup.h, args, env);

// A database that does not answer: help and version must not need one.
const NO_DB = { DATABASE_URL: 'postgresql://postgres@127.0.0.1:1/none' };

describe('hub CLI conventions', { timeout: 180_000 }, () => {
  it('--help, -h, <command> --help print usage and exit 0 without a database; --version prints the version', async () => {
    const version = JSON.parse(readFileSync(`${ROOT}package.json`, 'utf8')).version;
    const [help, h, cmd, cmdShort, group, ver] = await Promise.all([
      hub(['--help'], NO_DB),
      hub(['-h'], NO_DB),
      hub(['site', 'create', '--help'], NO_DB),
      hub(['credentials', 'revoke', '-h'], NO_DB),
      hub(['site', '--help'], NO_DB),
      hub(['--version'], NO_DB),
    ]);
    for (const r of [help, h]) {
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout).toContain('hub site list');
      expect(r.stdout).toContain('hub credentials revoke');
    }
    expect(cmd.code, cmd.stderr).toBe(0);
    expect(cmd.stdout).toMatch(/usage: hub site create <site-id> --name <name>/);
    expect(cmdShort.code, cmdShort.stderr).toBe(0);
    expect(cmdShort.stdout).toMatch(/usage: hub credentials revoke --site <site-id> --client-id <id>/);
    expect(group.code, group.stderr).toBe(0);
    expect(group.stdout).toContain('hub site show <site-id>');
    expect(ver.code).toBe(0);
    expect(ver.stdout.trim()).toBe(version);
  });

  it('extra positional arguments are refused', async () => {
    const res = await hub(['site', 'plan', 'x-site', 'pro', 'extra'], NO_DB);
    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/unexpected argument: extra/);
    const list = await hub(['site', 'list', 'everything'], NO_DB);
    expect(list.code).toBe(2);
  });

  it('site list and site show, as text and --json; site plan prints the old and new plan', async () => {
    const id = uniqueId('cli');
    const created = await hub(['site', 'create', id, '--name', 'Listed', '--plan', 'pro', '--test-mode', '--json']);
    expect(created.code, created.stderr).toBe(0);
    expect(JSON.parse(created.stdout)).toMatchObject({ site_id: id, plan: 'pro', test_mode: true });
    const cred = JSON.parse((await hub(['credentials', 'create', '--site', id, '--env', 'live', '--name', 'erp', '--json'])).stdout);

    const list = await hub(['site', 'list', '--json']);
    expect(list.code, list.stderr).toBe(0);
    expect(JSON.parse(list.stdout)).toContainEqual(expect.objectContaining({ site_id: id, plan: 'pro', active_credentials: 1 }));
    expect((await hub(['site', 'list'])).stdout).toMatch(new RegExp(`${id}\\s+Listed\\s+pro`));

    const show = await hub(['site', 'show', id, '--json']);
    expect(show.code, show.stderr).toBe(0);
    const shown = JSON.parse(show.stdout);
    expect(shown).toMatchObject({ site_id: id, name: 'Listed', plan: 'pro', test_mode: true });
    expect(shown.credentials).toEqual([expect.objectContaining({ client_id: cred.client_id, name: 'erp' })]);
    expect(show.stdout).not.toContain(cred.client_secret);
    expect((await hub(['site', 'show', id])).stdout).toContain(cred.client_id);
    expect((await hub(['site', 'show', 'no-such-site'])).code).toBe(1);

    const plan = await hub(['site', 'plan', id, 'enterprise']);
    expect(plan.code, plan.stderr).toBe(0);
    expect(plan.stdout).toMatch(/pro → enterprise/);
    const planJson = await hub(['site', 'plan', id, 'pro', '--json']);
    expect(JSON.parse(planJson.stdout)).toMatchObject({ site_id: id, previous_plan: 'enterprise', plan: 'pro' });
    const mode = await hub(['site', 'test-mode', id, 'off', '--json']);
    expect(JSON.parse(mode.stdout)).toEqual({ site_id: id, test_mode: false });
  });

  it('revoking an already revoked key says so; credentials on a free site warn that they cannot get a token', async () => {
    const id = uniqueId('cli');
    const site = await hub(['site', 'create', id, '--name', 'Free']);
    expect(site.code, site.stderr).toBe(0);
    expect(site.stderr).toMatch(/warning: plan free cannot get API tokens/);
    const made = await hub(['credentials', 'create', '--site', id, '--env', 'live', '--name', 'erp', '--json']);
    expect(made.code, made.stderr).toBe(0);
    expect(made.stderr).toMatch(/warning: site .* is on plan free, which cannot get API tokens/);
    const cred = JSON.parse(made.stdout);
    expect(cred.warnings).toEqual([expect.stringMatching(/cannot get API tokens/)]);

    const first = await hub(['credentials', 'revoke', '--site', id, '--client-id', cred.client_id]);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toMatch(new RegExp(`^revoked ${cred.client_id}`));
    const again = await hub(['credentials', 'revoke', '--site', id, '--client-id', cred.client_id, '--json']);
    expect(again.code, again.stderr).toBe(0);
    expect(JSON.parse(again.stdout)).toMatchObject({ client_id: cred.client_id, already_revoked: true });
    expect((await hub(['credentials', 'revoke', '--site', id, '--client-id', cred.client_id])).stdout).toMatch(/was already revoked/);
  });
});
