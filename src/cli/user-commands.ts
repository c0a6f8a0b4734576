import { createDashboardUser, listDashboardUsers } from '../auth/dashboard-users.ts';
import { commandHelp, need, table, UsageError, type Command } from './command.ts';
import { readPassword } from './read-password.ts';

const create: Command = {
  words: 'user create',
  positionals: [],
  options: { site: { type: 'string' }, email: { type: 'string' }, role: { type: 'string' } },
  synopsis: '--site <site-id> --email <e-mail> --role admin|support',
  summary:
    'Creates a support dashboard user of the site (admin: everything, including Settings › API and Queues; support: the sync error log and imports). The password is read from stdin (its first line), at least 12 characters.',
  async run({ prisma, out }, values) {
    const role = need(values, 'role', create);
    if (role !== 'admin' && role !== 'support') throw new UsageError('--role must be admin or support', commandHelp(create));
    const siteId = need(values, 'site', create);
    const email = need(values, 'email', create);
    const user = await createDashboardUser(prisma, { siteId, email, role, password: await readPassword() });
    out.result(user, `created ${user.role} ${user.email} for site ${user.site_id}; sign in at /dashboard`);
  },
};

const list: Command = {
  words: 'user list',
  positionals: [],
  options: { site: { type: 'string' } },
  synopsis: '--site <site-id>',
  summary: "Lists a site's dashboard users (never their passwords).",
  async run({ prisma, out }, values) {
    const users = await listDashboardUsers(prisma, need(values, 'site', list));
    out.result(users, table(users.map(({ email, role, created_at, disabled_at }) => ({ email, role, created_at, disabled_at }))));
  },
};

export const userCommands = [create, list];
