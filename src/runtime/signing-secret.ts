import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config/env.ts';

const secrets = new Map<string, Promise<Buffer>>();

/**
 * The server's own key (signed file URLs; webhook secrets at rest derive theirs from it): FILES_SIGNING_SECRET,
 * else a random key made once and kept in DATA_DIR/files-signing-secret (0600), so the zero-config hub's URLs and
 * sealed secrets survive a restart. Created with `wx`, so
 * processes starting together agree on one key.
 */
export function signingSecret(config: Pick<Config, 'FILES_SIGNING_SECRET' | 'DATA_DIR'>): Promise<Buffer> {
  if (config.FILES_SIGNING_SECRET) return Promise.resolve(Buffer.from(config.FILES_SIGNING_SECRET, 'utf8'));
  const path = join(config.DATA_DIR, 'files-signing-secret');
  let secret = secrets.get(path);
  if (!secret) {
    secret = (async () => {
      await mkdir(config.DATA_DIR, { recursive: true });
      await writeFile(path, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 }).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'EEXIST') throw err;
      });
      const text = (await readFile(path, 'utf8')).trim();
      if (text.length < 32) throw new Error(`${path} holds no usable key (under 32 characters); delete it to make a new one`);
      return Buffer.from(text, 'utf8');
    })();
    secret.catch(() => secrets.delete(path));
    secrets.set(path, secret);
  }
  return secret;
}
