import { createSite, listSites, planHasApiAccess, setPlan, setTestMode, showSite } from '../auth/admin.ts';
import type { Plan } from '../db/types.ts';
import { commandHelp, need, table, UsageError, type Command } from './command.ts';

const PLANS = ['free', 'pro', 'enterprise'] as const;
const isPlan = (v: unknown): v is Plan => PLANS.includes(v as Plan);

const create: Command = {
  words: 'site create',
  positionals: ['<site-id>'],
  options: { name: { type: 'string' }, plan: { type: 'string' }, 'test-mode': { type: 'boolean' } },
  synopsis: '--name <name> [--plan free|pro|enterprise] [--test-mode]',
  summary: 'Creates a site. The plan defaults to free, which cannot get API tokens (pro or enterprise can).',
  async run({ prisma, out }, values, [id]) {
    const plan = values.plan ?? 'free';
    if (!isPlan(plan)) throw new UsageError('--plan must be free, pro or enterprise', commandHelp(create));
    const site = await createSite(prisma, { id: id!, name: need(values, 'name', create), plan, testMode: values['test-mode'] === true });
    if (!planHasApiAccess(site.plan)) out.warn(`plan ${site.plan} cannot get API tokens; use hub site plan ${site.id} pro`);
    out.result(
      { site_id: site.id, name: site.name, plan: site.plan, test_mode: site.testMode },
      `created site ${site.id} (plan ${site.plan}, test mode ${site.testMode ? 'on' : 'off'})`,
    );
  },
};

const list: Command = {
  words: 'site list',
  positionals: [],
  options: {},
  synopsis: '',
  summary: 'Lists every site with its plan, test mode and number of active credentials.',
  async run({ prisma, out }) {
    const sites = await listSites(prisma);
    out.result(sites, table(sites));
  },
};

const show: Command = {
  words: 'site show',
  positionals: ['<site-id>'],
  options: {},
  synopsis: '',
  summary: 'Shows one site and its credentials (never their secrets).',
  async run({ prisma, out }, _values, [id]) {
    const site = await showSite(prisma, id!);
    const { credentials, ...rest } = site;
    const text = [...Object.entries(rest).map(([k, v]) => `${k}: ${v}`), '', 'credentials:', table(credentials)].join('\n');
    out.result(site, text);
  },
};

const testMode: Command = {
  words: 'site test-mode',
  positionals: ['<site-id>', 'on|off'],
  options: {},
  synopsis: '',
  summary: 'Switches the test environment of a site on or off.',
  async run({ prisma, invalidate, out }, _values, [id, state]) {
    if (state !== 'on' && state !== 'off') throw new UsageError('test-mode takes on or off', commandHelp(testMode));
    await setTestMode(prisma, id!, state === 'on', invalidate);
    out.result({ site_id: id, test_mode: state === 'on' }, `test mode ${state} for ${id}`);
  },
};

const plan: Command = {
  words: 'site plan',
  positionals: ['<site-id>', 'free|pro|enterprise'],
  options: {},
  synopsis: '',
  summary: "Changes a site's plan. A downgrade refuses the site's cached tokens at once.",
  async run({ prisma, invalidate, out }, _values, [id, next]) {
    if (!isPlan(next)) throw new UsageError('plan takes free, pro or enterprise', commandHelp(plan));
    const site = await setPlan(prisma, id!, next, invalidate);
    if (!planHasApiAccess(site.plan)) out.warn(`plan ${site.plan} cannot get API tokens: the site's credentials are refused`);
    const same = site.previousPlan === site.plan;
    out.result(
      { site_id: site.id, previous_plan: site.previousPlan, plan: site.plan },
      same ? `plan of ${site.id} unchanged: ${site.plan}` : `plan of ${site.id}: ${site.previousPlan} → ${site.plan}`,
    );
  },
};

export const siteCommands = [create, list, show, testMode, plan];
