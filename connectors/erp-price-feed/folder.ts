// The drop folder: which files are price files ready to send, and where they go when they are dealt with.
import { mkdir, readdir, rename, stat, writeFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';

export const CONTENT_TYPES: Record<string, string> = { '.csv': 'text/csv', '.json': 'application/json' };

export type PriceFile = { name: string; path: string; size: number; contentType: string };

/**
 * Price files at the folder's top level, oldest first (an ERP's exports apply in the order it wrote them). Hidden
 * files and other extensions are left alone, so an ERP can write `.prices.csv` or `prices.csv.part` and rename it
 * when complete; a file modified within `settleMs` is left for the next look, in case it is still being written.
 */
export async function readyFiles(dir: string, settleMs: number, now = Date.now()): Promise<{ ready: PriceFile[]; settling: number }> {
  const entries = await readdir(dir, { withFileTypes: true });
  const found: (PriceFile & { mtime: number })[] = [];
  let settling = 0;
  for (const entry of entries) {
    if (!entry.isFile() || entry.name.startsWith('.')) continue;
    const contentType = CONTENT_TYPES[extname(entry.name).toLowerCase()];
    if (!contentType) continue;
    const path = join(dir, entry.name);
    const info = await stat(path).catch(() => undefined);
    if (!info) continue;
    if (now - info.mtimeMs < settleMs) {
      settling += 1;
      continue;
    }
    found.push({ name: entry.name, path, size: info.size, contentType, mtime: info.mtimeMs });
  }
  found.sort((a, b) => a.mtime - b.mtime || a.name.localeCompare(b.name));
  return { ready: found.map(({ mtime: _, ...file }) => file), settling };
}

/**
 * Moves the file into `done/` or `failed/` beside a `<name>.report.json`. The name is kept when free; a nightly
 * `prices.csv` that meets yesterday's gets a time stamp (`prices.20261126T020000Z.csv`).
 */
export async function fileAway(dir: string, file: PriceFile, into: 'done' | 'failed', report: unknown, now = new Date()): Promise<string> {
  const target = join(dir, into);
  await mkdir(target, { recursive: true });
  const taken = new Set(await readdir(target));
  const ext = extname(file.name);
  const stem = basename(file.name, ext);
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  let name = file.name;
  for (let n = 1; taken.has(name) || taken.has(`${name}.report.json`); n++) name = `${stem}.${stamp}${n > 1 ? `-${n}` : ''}${ext}`;
  // The report first: a file found in done/ or failed/ always has its report beside it.
  await writeFile(join(target, `${name}.report.json`), `${JSON.stringify(report, null, 2)}\n`);
  await rename(file.path, join(target, name));
  return join(into, name);
}
