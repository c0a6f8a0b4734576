import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createApp, type App } from '../../src/app.ts';
import { createCredential, createSite, revokeCredential } from '../../src/auth/admin.ts';
import { loadConfig, type Config } from '../../src/config/env.ts';
import type { Ctx, Deps, Environment } from '../../src/context.ts';
import { createLogger } from '../../src/logger.ts';
import { buildDeps, closeDeps } from '../../src/runtime/build-deps.ts';
import { startWorkers } from '../../workers/start-workers.ts';
import { createTestDatabase } from './database.ts';

export type Plan = 'free' | 'pro' | 'enterprise';

export type TenantOptions = { plan?: Plan; testMode?: boolean; environment?: Environment; siteId?: string };

export type ApiResponse<T = any> = { status: number; headers: Headers; body: T; text: string };

export type Harness = {
  app: App;
  deps: Deps;
  config: Config;
  /** Raw in-process request; `environment` picks the base address (live port or test port). */
  request(path: string, init?: RequestInit, environment?: Environment): Promise<Response>;
  /** A site with a credential and a fresh token for it. */
  tenant(opts?: TenantOptions): Promise<Tenant>;
  startWorkers(): Promise<void>;
  close(): Promise<void>;
};

export type Tenant = {
  siteId: string;
  environment: Environment;
  clientId: string;
  clientSecret: string;
  credentialName: string;
  token: string;
  /** JSON API calls as this tenant: Site-Id and bearer token set, body JSON-encoded unless a string. */
  call<T = any>(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<ApiResponse<T>>;
  revoke(): Promise<void>;
};

/** A verb context for a tenant, as a request without a credential would build it: for calling verbs directly. */
export const verbCtx = (h: Harness, tenant: Pick<Tenant, 'siteId' | 'environment'>): Ctx => ({
  siteId: tenant.siteId,
  environment: tenant.environment,
  credential: null,
  requestId: 'test',
  log: h.deps.log,
  db: h.deps.db.prisma,
  deps: h.deps,
});

export async function readResponse<T>(res: Response): Promise<ApiResponse<T>> {
  const text = await res.text();
  let body: unknown = text;
  if (text && /json/.test(res.headers.get('content-type') ?? '')) body = JSON.parse(text);
  return { status: res.status, headers: res.headers, body: body as T, text };
}

export const uniqueId = (prefix = 's') => `${prefix}-${randomBytes(5).toString('hex')}`;

/** The app over a fresh database and a private queue prefix, exactly as main.ts wires it (no listen()). */
export async function createHarness(overrides: Record<string, string> = {}): Promise<Harness> {
  const database = await createTestDatabase();
  // Uploaded files and their URL key are the harness's own, never a checkout's .data/.
  const filesDir = await mkdtemp(join(tmpdir(), 'hub-files-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    LOG_FORMAT: 'json',
    DATABASE_URL: database.url,
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    QUEUE_PREFIX: uniqueId('test'),
    BULK_WAIT_MS: '10000',
    DB_POOL_SIZE: '5',
    // Fixtures write hundreds of thousands of rows through the harness pool; the fault tests bound queries themselves.
    DB_QUERY_TIMEOUT_MS: '0',
    FILES_DIR: filesDir,
    FILES_SIGNING_SECRET: randomBytes(32).toString('hex'),
    ...overrides,
  });
  const log = createLogger(config);
  // DATABASE_URL in `overrides` points the harness at a server the test runs itself (fault tests stop it).
  const deps = await buildDeps(config, config.DATABASE_URL ?? database.url, log);
  const app = createApp(deps);
  let workers: { close(): Promise<void> } | undefined;

  const request = (path: string, init: RequestInit = {}, environment: Environment = 'live') =>
    Promise.resolve(app.request(path, init, { environment }));

  async function tenant(opts: TenantOptions = {}): Promise<Tenant> {
    const environment = opts.environment ?? 'live';
    const siteId = opts.siteId ?? uniqueId('site');
    const existing = await deps.db.prisma.site.findUnique({ where: { id: siteId } });
    if (!existing) {
      await createSite(deps.db.prisma, { id: siteId, name: siteId, plan: opts.plan ?? 'pro', testMode: opts.testMode ?? environment === 'test' });
    }
    const credentialName = uniqueId('integration');
    const cred = await createCredential(deps.db.prisma, { siteId, environment, name: credentialName });
    const tokenRes = await readResponse<{ access_token: string }>(
      await request(
        '/api/auth/token',
        {
          method: 'POST',
          headers: { 'Site-Id': siteId, 'Content-Type': 'application/json' },
          body: JSON.stringify({ grant_type: 'client_credentials', client_id: cred.client_id, client_secret: cred.client_secret }),
        },
        environment,
      ),
    );
    const token = tokenRes.status === 200 ? tokenRes.body.access_token : '';
    const call = async <T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
      const h: Record<string, string> = { 'Site-Id': siteId, Authorization: `Bearer ${token}`, ...headers };
      let payload: string | undefined;
      if (body !== undefined) {
        payload = typeof body === 'string' ? body : JSON.stringify(body);
        h['Content-Type'] ??= 'application/json';
        // Real clients send Content-Length; the body-dependent rules (415, 413) key off it.
        h['Content-Length'] ??= String(Buffer.byteLength(payload));
      }
      return readResponse<T>(await request(path, { method, headers: h, ...(payload !== undefined ? { body: payload } : {}) }, environment));
    };
    return {
      siteId,
      environment,
      clientId: cred.client_id,
      clientSecret: cred.client_secret,
      credentialName,
      token,
      call,
      revoke: async () => {
        await revokeCredential(deps.db.prisma, siteId, cred.client_id, { redis: deps.queue.redis, prefix: config.QUEUE_PREFIX });
        // The same process also hears the announcement; evict here too so the test need not wait for pub/sub.
        const id = (await deps.db.prisma.apiCredential.findUnique({ where: { clientId: cred.client_id } }))!.id;
        deps.tokens.evict(`credential:${id}`);
      },
    };
  }

  return {
    app,
    deps,
    config,
    request,
    tenant,
    async startWorkers() {
      workers ??= await startWorkers(deps);
    },
    async close() {
      if (workers) await workers.close();
      await deps.queue.redis
        .keys(`${config.QUEUE_PREFIX}:*`)
        .then((keys) => (keys.length ? deps.queue.redis.del(...keys) : 0))
        .catch(() => 0);
      await closeDeps(deps);
      await database.drop();
      await rm(filesDir, { recursive: true, force: true });
    },
  };
}

export type UseHarnessOptions = {
  /** Config overrides passed to createHarness. */
  env?: Record<string, string>;
  /** Start the in-process workers right after the harness, before the tenant is made. */
  workers?: boolean;
  /** Options for the file's tenant `t`, or false to make none. */
  tenant?: TenantOptions | false;
};

/**
 * A file's shared setup: registers a beforeAll that builds the harness (then workers, then the tenant, in that
 * order) and an afterAll that closes it. The returned fields are read inside hooks and tests, never at load time.
 * Hooks the file registers afterwards run after this setup, and its own afterAll hooks run before the close.
 */
export function useHarness(options: UseHarnessOptions & { tenant: false }): { readonly h: Harness };
export function useHarness(options?: UseHarnessOptions & { tenant?: TenantOptions }): { readonly h: Harness; readonly t: Tenant };
export function useHarness(options: UseHarnessOptions = {}): { readonly h: Harness; readonly t: Tenant } {
  let harness: Harness | undefined;
  let tenant: Tenant | undefined;
  beforeAll(async () => {
    harness = await createHarness(options.env);
    if (options.workers) await harness.startWorkers();
    if (options.tenant !== false) tenant = await harness.tenant(options.tenant);
  });
  afterAll(() => harness?.close());
  const notReady = (name: string): never => {
    throw new Error(`useHarness: \`${name}\` read before its beforeAll ran (or with tenant: false)`);
  };
  return {
    get h() {
      return harness ?? notReady('h');
    },
    get t() {
      return tenant ?? notReady('t');
    },
  };
}
