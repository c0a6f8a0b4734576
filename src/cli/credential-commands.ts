import { createCredential, listCredentials, planHasApiAccess, revokeCredential, showSite } from '../auth/admin.ts';
import { commandHelp, need, table, UsageError, type Command } from './command.ts';

const create: Command = {
  words: 'credentials create',
  positionals: [],
  options: { site: { type: 'string' }, env: { type: 'string' }, name: { type: 'string' } },
  synopsis: '--site <site-id> --env live|test --name <name>',
  summary: 'Creates an API credential and shows its client secret, once.',
  async run({ prisma, out }, values) {
    const env = need(values, 'env', create);
    if (env !== 'live' && env !== 'test') throw new UsageError('--env must be live or test', commandHelp(create));
    const siteId = need(values, 'site', create);
    const cred = await createCredential(prisma, { siteId, environment: env, name: need(values, 'name', create) });
    const { plan } = await showSite(prisma, siteId);
    if (!planHasApiAccess(plan)) out.warn(`site ${siteId} is on plan ${plan}, which cannot get API tokens; use hub site plan ${siteId} pro`);
    out.result(cred, table([cred]));
    if (!out.json) console.error('The client secret is shown only now: store it in a secrets manager.');
  },
};

const list: Command = {
  words: 'credentials list',
  positionals: [],
  options: { site: { type: 'string' } },
  synopsis: '--site <site-id>',
  summary: "Lists a site's credentials (never their secrets).",
  async run({ prisma, out }, values) {
    const rows = await listCredentials(prisma, need(values, 'site', list));
    out.result(rows, table(rows));
  },
};

const revoke: Command = {
  words: 'credentials revoke',
  positionals: [],
  options: { site: { type: 'string' }, 'client-id': { type: 'string' } },
  synopsis: '--site <site-id> --client-id <id>',
  summary: 'Revokes a credential at once: its tokens stop working in every API process.',
  async run({ prisma, invalidate, out }, values) {
    const clientId = need(values, 'client-id', revoke);
    const r = await revokeCredential(prisma, need(values, 'site', revoke), clientId, invalidate);
    const at = r.revokedAt!.toISOString();
    out.result(
      { client_id: clientId, revoked_at: at, already_revoked: r.wasRevoked },
      r.wasRevoked ? `${clientId} was already revoked (at ${at})` : `revoked ${clientId}`,
    );
  },
};

export const credentialCommands = [create, list, revoke];
