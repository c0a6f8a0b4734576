import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { AdminError, createCredential, createSite, listCredentials, revokeCredential } from '../auth/admin.ts';
import { findSite } from '../auth/repository.ts';
import type { Config } from '../config/env.ts';
import type { PrismaClient } from '../db/client.ts';
import type { Logger } from '../logger.ts';

export const DEMO_SITE_ID = 'demo';
const DEMO_CREDENTIAL = 'demo';

/** Written to a temporary file and renamed, so the file is either whole or absent. */
async function writeCredentialsFile(file: string, content: object) {
  await mkdir(resolve(file, '..'), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  await writeFile(tmp, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600 });
  await rename(tmp, file);
}

/** The addresses this start really serves (ports may differ from the first start's), written into the file. */
function addresses(config: Config) {
  return {
    base_url: config.PUBLIC_TEST_BASE_URL ?? `http://localhost:${config.TEST_PORT}`,
    live_base_url: config.PUBLIC_BASE_URL ?? `http://localhost:${config.PORT}`,
  };
}

/** Rewrites an existing file with this start's addresses; false when it cannot be read (then it is reissued). */
async function refreshAddresses(file: string, config: Config): Promise<boolean> {
  try {
    const content = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    if (typeof content.client_id !== 'string' || typeof content.client_secret !== 'string') return false;
    await writeCredentialsFile(file, { ...content, ...addresses(config) });
    return true;
  } catch {
    return false;
  }
}

/**
 * On first start: the `demo` site (plan pro, test mode on) with a test credential whose secret is written to
 * DATA_DIR/demo-credentials.json (mode 0600), the one place it is ever shown. If the site exists but the file does
 * not (deleted, or a write that failed), the old demo credential is revoked and a new one written, so the demo
 * never ends up with a secret nobody has. On every later start the file's addresses are rewritten to the ports
 * and public URLs of this start.
 */
export async function ensureDemoSite(prisma: PrismaClient, config: Config, log: Logger): Promise<string> {
  const file = join(resolve(config.DATA_DIR), 'demo-credentials.json');
  const site = await findSite(prisma, DEMO_SITE_ID);
  if (site && existsSync(file) && (await refreshAddresses(file, config))) return file;
  if (!site) await createSite(prisma, { id: DEMO_SITE_ID, name: 'Demo Wholesale', plan: 'pro', testMode: true });
  else {
    for (const c of await listCredentials(prisma, DEMO_SITE_ID)) {
      if (c.name === DEMO_CREDENTIAL && !c.revoked_at) await revokeCredential(prisma, DEMO_SITE_ID, c.client_id, null);
    }
  }
  try {
    const credential = await createCredential(prisma, { siteId: DEMO_SITE_ID, environment: 'test', name: DEMO_CREDENTIAL });
    await writeCredentialsFile(file, { ...credential, ...addresses(config) });
  } catch (err) {
    if (!(err instanceof AdminError)) throw err;
    log.warn({ err: err.message }, 'could not issue demo credentials');
    return file;
  }
  log.info({ file }, site ? 'issued new demo credentials (the file was missing or unreadable)' : 'created the demo site; its test credentials are in the file');
  return file;
}
