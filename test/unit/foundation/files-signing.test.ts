import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config/env.ts';
import { sign, signatureMatches, type SignedFields } from '../../../src/services/files/signing.ts';
import { signingSecret } from '../../../src/runtime/signing-secret.ts';

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

const fields: SignedFields = { purpose: 'upload', siteId: 'acme', environment: 'live', fileId: '7d0f3c52-5a8e-4d1b-9a57-2c1e0b6f4e21', expires: 1_800_000_000 };
const key = Buffer.from('k'.repeat(32));

describe('file URL signatures', () => {
  it('match only for the exact purpose, tenant, file and expiry they were made for', () => {
    const signature = sign(key, fields);
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(signatureMatches(key, fields, signature)).toBe(true);
    for (const change of [{ purpose: 'download' }, { siteId: 'other' }, { environment: 'test' }, { fileId: '7d0f3c52-5a8e-4d1b-9a57-2c1e0b6f4e22' }, { expires: fields.expires + 1 }] as const)
      expect(signatureMatches(key, { ...fields, ...change }, signature), JSON.stringify(change)).toBe(false);
    expect(signatureMatches(Buffer.from('j'.repeat(32)), fields, signature)).toBe(false);
    expect(signatureMatches(key, fields, signature.slice(1))).toBe(false);
    expect(signatureMatches(key, fields, '')).toBe(false);
  });

  it('without FILES_SIGNING_SECRET, a key is made once under DATA_DIR (0600) and reused', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'hub-secret-'));
    dirs.push(dataDir);
    const config = loadConfig({ DATA_DIR: join(dataDir, 'nested') });
    const [a, b] = await Promise.all([signingSecret(config), signingSecret(config)]);
    expect(a.equals(b)).toBe(true);
    const path = join(dataDir, 'nested', 'files-signing-secret');
    expect((await stat(path)).mode & 0o777).toBe(0o600);
    expect(Buffer.from((await readFile(path, 'utf8')).trim()).equals(a)).toBe(true);
    expect(a.length).toBeGreaterThanOrEqual(32);
  });

  it('FILES_SIGNING_SECRET wins, and a short one stops the process with a clear message', async () => {
    const config = loadConfig({ FILES_SIGNING_SECRET: 's'.repeat(40) });
    expect((await signingSecret(config)).toString()).toBe('s'.repeat(40));
    expect(() => loadConfig({ FILES_SIGNING_SECRET: 'short' })).toThrow(/FILES_SIGNING_SECRET must be at least 32 characters/);
  });
});
