import { parseArgs } from 'node:util';
import { AdminError, createCredential, createSite, listCredentials, revokeCredential, setPlan, setTestMode, type Invalidate } from '../auth/admin.ts';
import { ConfigError, loadConfig } from '../config/env.ts';
import { createDatabase } from '../db/client.ts';
import { createLogger } from '../logger.ts';
import { bootInfrastructure } from '../runtime/boot.ts';
import { EmbeddedPostgresError } from '../runtime/embedded-postgres.ts';
import { createRedis } from '../queue/client.ts';

const USAGE = `usage:
  hub site create <site-id> --name <name> [--plan free|pro|enterprise] [--test-mode]
  hub site test-mode <site-id> on|off
  hub site plan <site-id> free|pro|enterprise
  hub credentials create --site <site-id> --env live|test --name <name> [--json]
  hub credentials list --site <site-id> [--json]
  hub credentials revoke --site <site-id> --client-id <id>`;

class UsageError extends Error {}

function parse(args: string[]) {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      name: { type: 'string' },
      plan: { type: 'string' },
      'test-mode': { type: 'boolean' },
      site: { type: 'string' },
      env: { type: 'string' },
      'client-id': { type: 'string' },
      json: { type: 'boolean' },
    },
  });
  return { values, positionals };
}

const need = (v: string | undefined, flag: string) => {
  if (!v) throw new UsageError(`missing ${flag}`);
  return v;
};

function table(rows: Record<string, unknown>[]) {
  if (rows.length === 0) return '(none)';
  const keys = Object.keys(rows[0]!);
  const width = keys.map((k) => Math.max(k.length, ...rows.map((r) => String(r[k] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => c.padEnd(width[i]!)).join('  ').trimEnd();
  return [line(keys), ...rows.map((r) => line(keys.map((k) => String(r[k] ?? ''))))].join('\n');
}

const COMMANDS = ['site create', 'site test-mode', 'site plan', 'credentials create', 'credentials list', 'credentials revoke'];

async function run(argv: string[]): Promise<void> {
  const [group, action, ...rest] = argv;
  const { values, positionals } = parse(rest);
  // Before booting: a typo must not start (or even initialise) a database just to print the usage.
  if (!COMMANDS.includes(`${group} ${action}`)) {
    throw new UsageError(group ? `unknown command: ${[group, action].filter(Boolean).join(' ')}` : 'no command');
  }
  const config = loadConfig();
  const log = createLogger({ ...config, LOG_LEVEL: 'warn' }, 'hub-cli');
  // Works whether or not the hub runs: the same database (embedded or DATABASE_URL), migrated if needed.
  const infra = await bootInfrastructure(config, log);
  const db = createDatabase(infra.databaseUrl, 2);
  const redis = createRedis(config.REDIS_URL);
  const invalidate: Invalidate = { redis, prefix: config.QUEUE_PREFIX };
  try {
    if (group === 'site' && action === 'create') {
      const id = need(positionals[0], '<site-id>');
      const plan = values.plan ?? 'free';
      if (!['free', 'pro', 'enterprise'].includes(plan)) throw new UsageError('--plan must be free, pro or enterprise');
      const site = await createSite(db.prisma, { id, name: need(values.name, '--name'), plan: plan as 'free', testMode: values['test-mode'] ?? false });
      console.log(`created site ${site.id} (plan ${site.plan}, test mode ${site.testMode ? 'on' : 'off'})`);
    } else if (group === 'site' && action === 'test-mode') {
      const id = need(positionals[0], '<site-id>');
      const state = positionals[1];
      if (state !== 'on' && state !== 'off') throw new UsageError('test-mode takes on or off');
      await setTestMode(db.prisma, id, state === 'on', invalidate);
      console.log(`test mode ${state} for ${id}`);
    } else if (group === 'site' && action === 'plan') {
      const id = need(positionals[0], '<site-id>');
      const plan = positionals[1];
      if (plan !== 'free' && plan !== 'pro' && plan !== 'enterprise') throw new UsageError('plan takes free, pro or enterprise');
      await setPlan(db.prisma, id, plan, invalidate);
      console.log(`plan ${plan} for ${id}`);
    } else if (group === 'credentials' && action === 'create') {
      const env = need(values.env, '--env');
      if (env !== 'live' && env !== 'test') throw new UsageError('--env must be live or test');
      const cred = await createCredential(db.prisma, { siteId: need(values.site, '--site'), environment: env, name: need(values.name, '--name') });
      if (values.json) console.log(JSON.stringify(cred, null, 2));
      else {
        console.log(table([cred]));
        console.error('The client secret is shown only now: store it in a secrets manager.');
      }
    } else if (group === 'credentials' && action === 'list') {
      const rows = await listCredentials(db.prisma, need(values.site, '--site'));
      console.log(values.json ? JSON.stringify(rows, null, 2) : table(rows));
    } else if (group === 'credentials' && action === 'revoke') {
      await revokeCredential(db.prisma, need(values.site, '--site'), need(values['client-id'], '--client-id'), invalidate);
      console.log(`revoked ${values['client-id']}`);
    } else {
      throw new UsageError(group ? `unknown command: ${[group, action].filter(Boolean).join(' ')}` : 'no command');
    }
  } finally {
    redis.disconnect();
    await db.close();
    await infra.stop();
  }
}

run(process.argv.slice(2)).then(
  () => process.exit(0),
  (err: unknown) => {
    if (err instanceof UsageError || (err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      console.error(`hub: ${(err as Error).message}\n${USAGE}`);
      process.exit(2);
    }
    if (err instanceof AdminError || err instanceof ConfigError || err instanceof EmbeddedPostgresError) {
      console.error(`hub: ${err.message}`);
      process.exit(1);
    }
    console.error(err);
    process.exit(1);
  },
);
