import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createCredential, createSite } from '../auth/admin.ts';
import { findSite } from '../auth/repository.ts';
import type { Config } from '../config/env.ts';
import type { PrismaClient } from '../db/client.ts';
import type { Logger } from '../logger.ts';

export const DEMO_SITE_ID = 'demo';

/**
 * On first start: the `demo` site (plan pro, test mode on) with a test credential whose secret is written to
 * DATA_DIR/demo-credentials.json (mode 0600), the one place it is ever shown.
 */
export async function ensureDemoSite(prisma: PrismaClient, config: Config, log: Logger): Promise<string> {
  const file = join(resolve(config.DATA_DIR), 'demo-credentials.json');
  if (await findSite(prisma, DEMO_SITE_ID)) return file;
  await createSite(prisma, { id: DEMO_SITE_ID, name: 'Demo Wholesale', plan: 'pro', testMode: true });
  const credential = await createCredential(prisma, { siteId: DEMO_SITE_ID, environment: 'test', name: 'demo' });
  const baseUrl = config.PUBLIC_TEST_BASE_URL ?? `http://localhost:${config.TEST_PORT}`;
  await mkdir(resolve(config.DATA_DIR), { recursive: true });
  await writeFile(file, `${JSON.stringify({ ...credential, base_url: baseUrl }, null, 2)}\n`, { mode: 0o600 });
  log.info({ file }, 'created the demo site; its test credentials are in the file');
  return file;
}
