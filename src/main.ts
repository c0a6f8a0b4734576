import { ConfigError, loadConfig } from './config/env.ts';
import { createLogger } from './logger.ts';
import { beginShutdown, buildDeps, closeDeps } from './runtime/build-deps.ts';
import { bootInfrastructure } from './runtime/boot.ts';
import { EmbeddedPostgresError } from './runtime/embedded-postgres.ts';
import { RedisUnavailableError } from './runtime/redis.ts';
import { boundHeapGrowth, keepQueryCompilerSmall, stopAllocationSitePretenuring } from './runtime/v8-flags.ts';

// `npm start` runs API and workers in one process (the single-machine default); `--api` or `--worker` runs one
// role, so several of each can share one PostgreSQL and Redis. Each role imports only its own half of the bundle
// (esbuild splits at these dynamic imports): a worker never evaluates the routes, their zod/OpenAPI schemas, the
// dashboard or bull-board, and an API process never the job processors (measured: bench/README.md, Idle memory).
type Role = 'all' | 'api' | 'worker';

async function main(role: Role) {
  keepQueryCompilerSmall();
  boundHeapGrowth();
  stopAllocationSitePretenuring();
  const config = loadConfig();
  const log = createLogger(config, role === 'worker' ? 'hub-worker' : 'hub');
  // What is running so far: a shutdown, or a boot that fails half-way, stops exactly that.
  let infra: Awaited<ReturnType<typeof bootInfrastructure>> | undefined;
  let deps: Awaited<ReturnType<typeof buildDeps>> | undefined;
  const closers: (() => Promise<void>)[] = [];
  const stopStarted = async () => {
    for (const close of closers) await close().catch((err) => log.error({ err }, 'close failed'));
    if (deps) await closeDeps(deps).catch(() => {});
    await infra?.stop().catch(() => {});
  };

  let stopping = false;
  const shutdown = async (reason: string, exitCode = 0) => {
    // An error during a shutdown already under way still ends the process with a failure code.
    if (exitCode) process.exitCode = exitCode;
    if (stopping) return;
    stopping = true;
    log.info({ reason }, 'shutting down');
    const timer = setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    if (deps) beginShutdown(deps); // bulk requests stop waiting for their jobs (202), so the servers can close
    await stopStarted();
    log.info('stopped');
    process.exit(process.exitCode ?? 0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // A bug's exception or rejection leaves the process in an unknown state: say so in the JSON log (Node's default
  // is a bare stack on stderr), then stop as on SIGTERM (in-flight work finished or handed back, the embedded
  // PostgreSQL stopped) and exit 1, so the supervisor restarts a clean process. Registered before the boot, so a
  // stray rejection there also stops what had started.
  const fail = (kind: string) => (err: unknown) => {
    try {
      log.fatal({ err }, `${kind}; shutting down`);
    } catch {
      console.error(`${kind}; shutting down`, err); // an error whose serialisation throws must not skip the shutdown
    }
    void shutdown(kind, 1);
  };
  process.on('uncaughtException', fail('uncaught exception'));
  process.on('unhandledRejection', fail('unhandled promise rejection'));

  try {
    infra = await bootInfrastructure(config, log);
    deps = await buildDeps(config, infra.databaseUrl, log);
    if (role !== 'api') {
      const { startWorkers } = await import('../workers/start-workers.ts');
      const workers = await startWorkers(deps);
      closers.push(() => workers.close());
    }
    if (role !== 'worker') {
      const [{ createApp }, { closeServers, serveEnvironments }] = await Promise.all([import('./app.ts'), import('./runtime/serve.ts')]);
      if (config.SEED_DEMO) {
        const { ensureDemoSite } = await import('./runtime/demo-site.ts');
        const file = await ensureDemoSite(deps.db.prisma, config, log);
        log.info(`demo site "demo": test credentials in ${file}`);
      }
      const servers = await serveEnvironments(createApp(deps), config);
      closers.unshift(() => closeServers(servers));
      log.info(`live API on http://localhost:${config.PORT}, test API on http://localhost:${config.TEST_PORT}, docs at /docs`);
    }
  } catch (err) {
    // A boot that fails after the embedded PostgreSQL or a private Redis started must not leave them running.
    await stopStarted();
    throw err;
  }
}

const arg = process.argv[2];
const role: Role = arg === '--api' ? 'api' : arg === '--worker' ? 'worker' : 'all';
main(role).catch((err) => {
  if (err instanceof ConfigError || err instanceof RedisUnavailableError || err instanceof EmbeddedPostgresError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
