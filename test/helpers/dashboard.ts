import { randomBytes } from 'node:crypto';
import { createDashboardUser } from '../../src/auth/dashboard-users.ts';
import type { Environment } from '../../src/context.ts';
import type { Harness, Tenant } from './harness.ts';

// Dashboard users and an in-process "browser" for them: a cookie jar over app.request(), forms sent as the
// pages send them (urlencoded, with the page's CSRF token).

export type DashboardLogin = { email: string; password: string; siteId: string; role: 'admin' | 'support' };

export async function dashboardUser(h: Harness, siteId: string, role: 'admin' | 'support'): Promise<DashboardLogin> {
  const email = `${role}-${randomBytes(4).toString('hex')}@example.com`;
  const password = `pw-${randomBytes(12).toString('base64url')}`;
  await createDashboardUser(h.deps.db.prisma, { siteId, email, role, password });
  return { email, password, siteId, role };
}

/** The value of the first `<input name="…" value="…">` in a page. */
export function fieldValue(html: string, name: string): string | undefined {
  const tag = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
  return tag ? /value="([^"]*)"/.exec(tag)?.[1] : undefined;
}

export class DashboardClient {
  readonly cookies = new Map<string, string>();
  private readonly headers: Record<string, string>;
  /**
   * In process there is no socket, so every client would share one address for the sign-in limits: each gets
   * its own X-Forwarded-For (it counts where TRUST_PROXY is on).
   */
  constructor(
    private readonly h: Harness,
    private readonly environment: Environment = 'live',
    headers: Record<string, string> = {},
  ) {
    this.headers = { 'X-Forwarded-For': `198.51.${randomBytes(1)[0]}.${randomBytes(1)[0]}`, ...headers };
  }

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await this.h.request(path, { ...init, headers: { ...this.headers, ...(cookie ? { Cookie: cookie } : {}), ...(init.headers as Record<string, string>) } }, this.environment);
    for (const set of res.headers.getSetCookie()) {
      const [pair] = set.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (value === '' || /max-age=0/i.test(set)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  get(path: string) {
    return this.request(path);
  }

  post(path: string, form: Record<string, string>) {
    return this.request(path, { method: 'POST', body: new URLSearchParams(form).toString(), headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });
  }

  /** Posts a form with the CSRF token of the page at `from` (as a browser would, having loaded it). */
  async submit(from: string, action: string, form: Record<string, string> = {}) {
    const page = await (await this.get(from)).text();
    return this.post(action, { _csrf: fieldValue(page, '_csrf') ?? '', ...form });
  }

  async signIn(login: Pick<DashboardLogin, 'email' | 'password'>): Promise<Response> {
    const page = await (await this.get('/dashboard/login')).text();
    return this.post('/dashboard/login', { _csrf: fieldValue(page, '_csrf') ?? '', email: login.email, password: login.password });
  }
}

/**
 * A file-check job that failed for good: the worker found a directory where the content should be (EISDIR).
 * `fix()` puts readable content there, so a retry of the same job succeeds. Needs the harness's workers.
 */
export async function failedFileCheck(h: Harness, t: { siteId: string; credentialName: string; call: Tenant['call'] }, content: Buffer) {
  const { mkdir, rm, writeFile } = await import('node:fs/promises');
  const { contentPath, filesDir } = await import('../../src/services/files/storage.ts');
  const prisma = h.deps.db.prisma;
  const registered = await t.call('POST', '/api/v1/files', { file_path: `unreadable-${randomBytes(3).toString('hex')}.pdf` });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${registered.text}`);
  const fileId = registered.body.id as string;
  await prisma.storedFile.update({ where: { id: fileId }, data: { version: 1, uploadUsed: true, sizeBytes: content.length } });
  const path = contentPath(filesDir(h.config), fileId, 1);
  await mkdir(path, { recursive: true });
  const jobId = `file-check-${fileId}-1`;
  await h.deps.queue.enqueue('file-check', { siteId: t.siteId, environment: 'live', fileId, version: 1, integration: t.credentialName }, { jobId });
  const deadline = Date.now() + 30_000;
  let error = await prisma.syncError.findFirst({ where: { siteId: t.siteId, jobId } });
  while (!error) {
    if (Date.now() > deadline) throw new Error('the file-check job did not fail within 30 s');
    await new Promise((r) => setTimeout(r, 100));
    error = await prisma.syncError.findFirst({ where: { siteId: t.siteId, jobId } });
  }
  return {
    fileId,
    jobId,
    errorId: error.id,
    async fix() {
      await rm(path, { recursive: true, force: true });
      await writeFile(path, content);
    },
  };
}
