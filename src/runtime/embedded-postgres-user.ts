import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { dirname } from 'node:path';

/** Every way the embedded PostgreSQL cannot start ends in one of these: one line that says why and what to do. */
export class EmbeddedPostgresError extends Error {
  override name = 'EmbeddedPostgresError';
}

/** The user the server runs as; undefined is this process's own user. */
export type ServerUser = { name: string; uid: number; gid: number } | undefined;

function ids(name: string): { uid: number; gid: number } | undefined {
  const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return undefined;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** PostgreSQL refuses to run as root: as root, the server runs as `postgres` (created when missing). */
export function serverUser(): ServerUser {
  if (process.getuid?.() !== 0) return undefined;
  let found = ids('postgres');
  if (!found) {
    spawnSync('groupadd', ['--system', 'postgres'], { stdio: 'ignore' });
    const add = spawnSync('useradd', ['--system', '--gid', 'postgres', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'], {
      encoding: 'utf8',
    });
    found = ids('postgres');
    if (!found) {
      const why = add.error?.message ?? (add.stderr.trim() || `exit ${add.status}`);
      throw new EmbeddedPostgresError(
        `PostgreSQL does not run as root and no "postgres" user could be created to run it (useradd: ${why}). ` +
          'Create one (useradd --system postgres), run the hub as another user, or set DATABASE_URL.',
      );
    }
  }
  return { name: 'postgres', ...found };
}

/**
 * Whether `user` can reach each path: search permission on it and on every folder above it. Asked of the kernel
 * as that user (the same way the server is spawned, so ACLs and groups count as they will), not worked out from
 * mode bits.
 */
export function reachable(user: ServerUser, ...paths: string[]): boolean {
  if (!user) return true;
  const probe = spawnSync('/bin/sh', ['-c', 'for p; do test -x "$p" || exit 1; done', 'sh', ...paths], {
    uid: user.uid,
    gid: user.gid,
    stdio: 'ignore',
  });
  return probe.status === 0;
}

/** The highest folder on the way to `path` that `user` cannot enter, described for a message: "/root (mode 0700)". */
export function closedFolder(user: ServerUser, path: string): string {
  const chain: string[] = [];
  for (let p = path; ; p = dirname(p)) {
    chain.unshift(p);
    if (dirname(p) === p) break;
  }
  const closed = chain.find((p) => !reachable(user, p)) ?? path;
  try {
    return `${closed} (mode ${(statSync(closed).mode & 0o777).toString(8).padStart(4, '0')})`;
  } catch {
    return closed;
  }
}
