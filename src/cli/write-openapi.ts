// `npm run openapi:write`: writes openapi.json (the document /openapi.json serves) at the repository root, so
// client generators and reviewers can use it without a running hub. Nothing here connects to a database or Redis.
import { writeFile } from 'node:fs/promises';
import { createApp } from '../app.ts';
import { TokenCache } from '../auth/token-cache.ts';
import { loadConfig } from '../config/env.ts';
import type { Deps } from '../context.ts';
import { createDatabase } from '../db/client.ts';
import { createLogger } from '../logger.ts';
import { createQueueClient } from '../queue/client.ts';
import { TenantCache } from '../cache/tenant-cache.ts';

export async function renderOpenApi(): Promise<string> {
  const config = loadConfig({ LOG_LEVEL: 'silent', DATABASE_URL: 'postgresql://unused@127.0.0.1:1/unused', REDIS_URL: 'redis://127.0.0.1:1' });
  const log = createLogger(config);
  // Pools and clients connect lazily; building the app and asking for the document never opens a connection.
  const db = createDatabase(config.DATABASE_URL!, 1);
  const queue = createQueueClient(config.REDIS_URL, config.QUEUE_PREFIX);
  const deps = { config, db, queue, log, tokens: new TokenCache(db.pool, 0, 'unused'), cache: new TenantCache(0, 'unused') } as unknown as Deps;
  const res = await createApp(deps).request('/openapi.json');
  const doc = `${JSON.stringify(await res.json(), null, 2)}\n`;
  queue.redis.disconnect();
  await db.close().catch(() => {});
  return doc;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await writeFile(new URL('../../openapi.json', import.meta.url), await renderOpenApi());
  console.log('wrote openapi.json');
  process.exit(0);
}
