import { expect, it } from 'vitest';
import { DashboardClient } from '../../helpers/dashboard.ts';
import { useHarness } from '../../helpers/harness.ts';
import { runHubCli } from '../../helpers/run-hub-cli.ts';

// `hub user create` as an operator runs it: the password on stdin, argon2id at rest, and the user can sign in.

const setup = useHarness();

it('creates a dashboard user whose password comes from stdin, stored as an argon2id hash', async () => {
  const password = 'correct horse battery staple';
  const run = await runHubCli(setup.h, ['user', 'create', '--site', setup.t.siteId, '--email', 'Ops@Example.com', '--role', 'admin', '--json'], {}, `${password}\n`);
  expect(run.code, run.stderr).toBe(0);
  expect(JSON.parse(run.stdout)).toMatchObject({ site_id: setup.t.siteId, email: 'ops@example.com', role: 'admin' });
  const row = await setup.h.deps.db.prisma.dashboardUser.findUniqueOrThrow({ where: { email: 'ops@example.com' } });
  expect(row.passwordHash).toMatch(/^\$argon2id\$/);
  expect(row.passwordHash).not.toContain(password);
  const browser = new DashboardClient(setup.h);
  expect((await browser.signIn({ email: 'ops@example.com', password })).status).toBe(303);
  const list = await runHubCli(setup.h, ['user', 'list', '--site', setup.t.siteId]);
  expect(list.stdout).toMatch(/ops@example\.com\s+admin/);
});

it('refuses a short password, a bad role, an unknown site and a taken address', async () => {
  const site = setup.t.siteId;
  const short = await runHubCli(setup.h, ['user', 'create', '--site', site, '--email', 'a@example.com', '--role', 'support'], {}, 'short\n');
  expect(short.code).toBe(1);
  expect(short.stderr).toMatch(/at least 12 characters/);
  const role = await runHubCli(setup.h, ['user', 'create', '--site', site, '--email', 'a@example.com', '--role', 'owner'], {}, 'long enough password\n');
  expect(role.code).toBe(2);
  expect(role.stderr).toMatch(/--role must be admin or support/);
  const unknown = await runHubCli(setup.h, ['user', 'create', '--site', 'no-such-site', '--email', 'a@example.com', '--role', 'support'], {}, 'long enough password\n');
  expect(unknown.code).toBe(1);
  expect(unknown.stderr).toMatch(/No site "no-such-site"/);
  expect((await runHubCli(setup.h, ['user', 'create', '--site', site, '--email', 'b@example.com', '--role', 'support'], {}, 'long enough password\n')).code).toBe(0);
  const taken = await runHubCli(setup.h, ['user', 'create', '--site', site, '--email', 'B@example.com', '--role', 'support'], {}, 'long enough password\n');
  expect(taken.code).toBe(1);
  expect(taken.stderr).toMatch(/already exists/);
});
