import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/env.ts';
import { ensureDemoSite } from '../../../src/runtime/demo-site.ts';
import { useHarness } from '../../helpers/harness.ts';

const setup = useHarness({ tenant: false });

describe('demo credentials file', () => {
  it('is rewritten on every start with the addresses that start serves, keeping its credential', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'hub-demo-'));
    try {
      const { prisma } = setup.h.deps.db;
      const first = loadConfig({ DATA_DIR: dir, PORT: '4000', TEST_PORT: '4001', DATABASE_URL: setup.h.config.DATABASE_URL });
      const file = await ensureDemoSite(prisma, first, setup.h.deps.log);
      const before = JSON.parse(await readFile(file, 'utf8'));
      expect(before).toMatchObject({ base_url: 'http://localhost:4001', live_base_url: 'http://localhost:4000' });

      const second = loadConfig({ DATA_DIR: dir, PORT: '5000', TEST_PORT: '5001', DATABASE_URL: setup.h.config.DATABASE_URL });
      await ensureDemoSite(prisma, second, setup.h.deps.log);
      const after = JSON.parse(await readFile(file, 'utf8'));
      expect(after).toMatchObject({ base_url: 'http://localhost:5001', live_base_url: 'http://localhost:5000' });
      expect(after.client_id).toBe(before.client_id);
      expect(after.client_secret).toBe(before.client_secret);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
