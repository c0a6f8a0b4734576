import { existsSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
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

/**
 * On first start: the `demo` site (plan pro, test mode on) with a test credential whose secret is written to
 * DATA_DIR/demo-credentials.json (mode 0600), the one place it is ever shown. If the site exists but the file does
 * not (deleted, or a write that failed), the old demo credential is revoked and a new one written, so the demo
 * never ends up with a secret nobody has.
 */
export async function ensureDemoSite(prisma: PrismaClient, config: Config, log: Logger): Promise<string> {
  const file = join(resolve(config.DATA_DIR), 'demo-credentials.json');
  const site = await findSite(prisma, DEMO_SITE_ID);
  if (site && existsSync(file)) return file;
  if (!site) await createSite(prisma, { id: DEMO_SITE_ID, name: 'Demo Wholesale', plan: 'pro', testMode: true });
  else {
    for (const c of await listCredentials(prisma, DEMO_SITE_ID)) {
      if (c.name === DEMO_CREDENTIAL && !c.revoked_at) await revokeCredential(prisma, DEMO_SITE_ID, c.client_id, null);
    }
  }
  try {
    const credential = await createCredential(prisma, { siteId: DEMO_SITE_ID, environment: 'test', name: DEMO_CREDENTIAL });
    const baseUrl = config.PUBLIC_TEST_BASE_URL ?? `http://localhost:${config.TEST_PORT}`;
    await writeCredentialsFile(file, { ...credential, base_url: baseUrl });
  } catch (err) {
    if (!(err instanceof AdminError)) throw err;
    log.warn({ err: err.message }, 'could not issue demo credentials');
    return file;
  }
  log.info({ file }, site ? 'issued new demo credentials (the file was missing)' : 'created the demo site; its test credentials are in the file');
  return file;
}
