import pg from 'pg';
import { createCredential, createSite, type CreatedCredential } from '../../../src/auth/admin.ts';
import { createDatabase } from '../../../src/db/client.ts';
import { buildBundle, startHub, type HubProcess } from '../../blackbox/hub-process.ts';
import { createTestDatabase } from '../../helpers/database.ts';
import { uniqueId } from '../../helpers/harness.ts';

// The connectors are tested against the hub as it runs in production: the built bundle as a real process on its own
// database and queue prefix, over real sockets, with one pro site and a live credential made for the test.

export type RunningHub = {
  hub: HubProcess;
  siteId: string;
  baseUrl: string;
  credential: CreatedCredential;
  /** Another credential of the same site and environment (the WMS receiver's, say). */
  addCredential(name: string): Promise<CreatedCredential>;
  /** Another pro site with a live credential. */
  addSite(id: string): Promise<CreatedCredential>;
  /** SQL on the hub's database, to check what no operation shows or to stage what no operation can. */
  query<T extends pg.QueryResultRow = any>(sql: string, params?: unknown[]): Promise<pg.QueryResult<T>>;
  stop(): Promise<void>;
};

export async function startRunningHub(env: Record<string, string> = {}): Promise<RunningHub> {
  buildBundle();
  const database = await createTestDatabase();
  const siteId = uniqueId('conn');
  const admin = createDatabase(database.url, 1);
  await createSite(admin.prisma, { id: siteId, name: 'Connectors', plan: 'pro', testMode: false });
  const addCredential = (name: string) => createCredential(admin.prisma, { siteId, environment: 'live', name });
  const credential = await addCredential('erp');
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  let hub: HubProcess;
  try {
    hub = await startHub({ databaseUrl: database.url, queuePrefix: uniqueId('conn'), env: { BULK_WAIT_MS: '1000', ...env } });
  } catch (err) {
    await Promise.all([pool.end(), admin.close()]);
    await database.drop();
    throw err;
  }
  return {
    hub,
    siteId,
    baseUrl: hub.baseUrl('live'),
    credential,
    addCredential,
    async addSite(id) {
      await createSite(admin.prisma, { id, name: id, plan: 'pro', testMode: false });
      return createCredential(admin.prisma, { siteId: id, environment: 'live', name: 'wms' });
    },
    query: (sql, params = []) => pool.query(sql, params as unknown[]),
    async stop() {
      const code = await hub.stop();
      if (code !== 0) console.warn(`the hub exited with ${code}:\n${hub.output().slice(-2000)}`);
      await Promise.all([pool.end(), admin.close()]);
      await database.drop();
    },
  };
}
