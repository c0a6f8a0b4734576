import { readFileSync } from 'node:fs';
import { AdminError, type Invalidate } from '../auth/admin.ts';
import { ConfigError, loadConfig } from '../config/env.ts';
import { createDatabase } from '../db/client.ts';
import { createLogger } from '../logger.ts';
import { bootInfrastructure } from '../runtime/boot.ts';
import { EmbeddedPostgresError } from '../runtime/embedded-postgres.ts';
import { createRedis } from '../queue/client.ts';
import { createOut, commandHelp, parseCommandArgs, usageLine, UsageError, type Command } from './command.ts';
import { credentialCommands } from './credential-commands.ts';
import { siteCommands } from './site-commands.ts';
import { userCommands } from './user-commands.ts';

// `npx hub`: one file per command group; this one only dispatches, prints help and version, and maps errors to
// exit codes (0 done, 1 refused or failed, 2 bad arguments).

const COMMANDS: Command[] = [...siteCommands, ...credentialCommands, ...userCommands];

const USAGE = `usage: hub <command> [options]

${COMMANDS.map((c) => `  ${usageLine(c)}`).join('\n')}

  hub --help | -h          print this help
  hub --version            print the version
  hub <command> --help     help for one command

Works whether or not the hub runs, against the same database (embedded or DATABASE_URL).`;

function version(): string {
  const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}

async function run(argv: string[]): Promise<void> {
  const [first, second, ...rest] = argv;
  if (first === undefined) throw new UsageError('no command', USAGE);
  if (first === '--help' || first === '-h' || first === 'help') return void console.log(USAGE);
  if (first === '--version' || first === '-v') return void console.log(version());
  const command = COMMANDS.find((c) => c.words === `${first} ${second}`);
  if (!command) {
    // `hub site --help`: the group's commands.
    const group = COMMANDS.filter((c) => c.words.startsWith(`${first} `));
    if (group.length && (second === '--help' || second === '-h')) return void console.log(group.map((c) => `usage: ${usageLine(c)}`).join('\n'));
    throw new UsageError(`unknown command: ${[first, second].filter(Boolean).join(' ')}`, USAGE);
  }
  // Before booting: a typo or a --help must not start (or even initialise) a database.
  const parsed = parseCommandArgs(command, rest);
  if (parsed.help) return void console.log(commandHelp(command));
  const config = loadConfig();
  const log = createLogger({ ...config, LOG_LEVEL: 'warn' }, 'hub-cli');
  const infra = await bootInfrastructure(config, log);
  const db = createDatabase(infra.databaseUrl, 2);
  const redis = createRedis(config.REDIS_URL);
  const invalidate: Invalidate = { redis, prefix: config.QUEUE_PREFIX };
  try {
    await command.run({ prisma: db.prisma, invalidate, out: createOut(parsed.values.json === true) }, parsed.values, parsed.positionals);
  } finally {
    redis.disconnect();
    await db.close();
    await infra.stop();
  }
}

run(process.argv.slice(2)).then(
  () => process.exit(0),
  (err: unknown) => {
    if (err instanceof UsageError) {
      console.error(`hub: ${err.message}\n${err.usage}`);
      process.exit(2);
    }
    if ((err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
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
