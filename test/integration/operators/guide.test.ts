import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBundle, startHub, type HubProcess } from '../../blackbox/hub-process.ts';
import { ROOT } from '../../blackbox/openapi.ts';
import { uniqueId, useHarness } from '../../helpers/harness.ts';

// Issue 16 §7: the integrator's guide is followed end to end. Its `sh` blocks run, in order, in one bash session
// against the hub as `npm start` runs it (demo site seeded), given only the file the hub writes (CREDS).

const setup = useHarness({ tenant: false });
let hub: HubProcess;
let dataDir: string;
let work: string;

beforeAll(async () => {
  buildBundle();
  dataDir = await mkdtemp(join(tmpdir(), 'hub-guide-data-'));
  work = await mkdtemp(join(tmpdir(), 'hub-guide-'));
  hub = await startHub({ databaseUrl: setup.h.config.DATABASE_URL!, queuePrefix: uniqueId('guide'), env: {
      SEED_DEMO: 'true',
      DATA_DIR: dataDir,
      // No wait: the bulk write answers 202 + Location, so the guide's job polling runs too.
      BULK_WAIT_MS: '0',
    },
  });
}, 180_000);
afterAll(async () => {
  await hub?.stop();
  await rm(dataDir, { recursive: true, force: true });
  await rm(work, { recursive: true, force: true });
});

export function shellBlocks(markdown: string): string[] {
  return [...markdown.matchAll(/^```sh\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);
}

describe('docs/integrators.md', { timeout: 120_000 }, () => {
  it('README links the guide and nothing outside the repository', async () => {
    const readme = await readFile(join(ROOT, 'README.md'), 'utf8');
    expect(readme).toContain('docs/integrators.md');
    expect(readme).not.toMatch(/\.\.\/shared/);
    expect(await readFile(join(ROOT, 'docs/integrators.md'), 'utf8')).not.toMatch(/\.\.\/shared|contract §/);
  });

  it('its shell blocks run as written against a started hub', async () => {
    const guide = await readFile(join(ROOT, 'docs/integrators.md'), 'utf8');
    const blocks = shellBlocks(guide);
    expect(blocks.length).toBeGreaterThanOrEqual(6);
    const creds = JSON.parse(await readFile(join(dataDir, 'demo-credentials.json'), 'utf8'));
    // The file the hub wrote names the address it really serves.
    expect(creds.base_url).toBe(`http://localhost:${hub.testPort}`);
    const script = ['set -euo pipefail', ...blocks.map((b, i) => `echo "### block ${i + 1}"\n${b}`)].join('\n');
    const run = spawnSync('bash', ['-c', script], {
      cwd: work,
      encoding: 'utf8',
      timeout: 90_000,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, CREDS: join(dataDir, 'demo-credentials.json') },
    });
    const out = run.stdout;
    expect(run.status, `${out}\n${run.stderr}`).toBe(0);
    expect(out).toContain(`calling http://localhost:${hub.testPort} as site demo`);
    expect(out).toMatch(/^headers-mismatch$/m);
    expect(out).toContain('token type Bearer, expires in 3600 s');
    expect(out).toMatch(/^HTTP\/1\.1 201/m);
    expect(out).toMatch(/^idempotent-replayed: true$/im);
    expect(out).toMatch(/^bulk write answered 202$/m);
    expect(out).toMatch(/^job completed: \{.*"applied":2\b/m);
    expect(out).toMatch(/BOLT-M8-100,1000,0\.0950/);
    expect(out).toMatch(/^upload answered 200$/m);
    expect(out).toMatch(/^download answered 200$/m);
    expect(out).toMatch(/^the download is the upload$/m);
    expect(out).toMatch(/^page 1: \S+$/m);
    expect(out).toMatch(/^missing-param$/m);
    expect(out).toMatch(/^resource-not-found$/m);
    expect(`${out}${run.stderr}`).not.toContain(creds.client_secret);
  });
});
