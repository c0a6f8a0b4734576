// What the feed has sent, by content hash, kept in the folder itself (`.hub-price-feed/state.json`), so that a file
// dropped twice (a re-run export, a copy under another name) is never sent twice, and a run that was stopped while
// its job ran picks the job up again instead of resending.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export type Outcome = 'applied' | 'rejected' | 'job-failed' | 'duplicate' | 'interrupted';

export type SentRecord = {
  file: string;
  /** sending: the upload began (a run that died here cannot know whether the hub took it); accepted: the hub has it. */
  status: 'sending' | 'accepted' | 'done' | 'failed';
  job_id?: string;
  outcome?: Outcome;
  sent_at: string;
  finished_at?: string;
};

export const STATE_DIR = '.hub-price-feed';

export class FeedState {
  private constructor(
    private readonly path: string,
    private readonly records: Record<string, SentRecord>,
  ) {}

  static async load(dir: string): Promise<FeedState> {
    await mkdir(join(dir, STATE_DIR), { recursive: true });
    const path = join(dir, STATE_DIR, 'state.json');
    const text = await readFile(path, 'utf8').catch((err: NodeJS.ErrnoException) => (err.code === 'ENOENT' ? '{}' : Promise.reject(err)));
    return new FeedState(path, JSON.parse(text) as Record<string, SentRecord>);
  }

  get(hash: string): SentRecord | undefined {
    return this.records[hash];
  }

  /** Records and persists at once (write to a temporary file, then rename: a crash leaves the old or the new state). */
  async set(hash: string, record: SentRecord): Promise<void> {
    this.records[hash] = record;
    await this.save();
  }

  async forget(hash: string): Promise<boolean> {
    if (!(hash in this.records)) return false;
    delete this.records[hash];
    await this.save();
    return true;
  }

  private async save(): Promise<void> {
    const tmp = `${this.path}.${process.pid}.tmp`;
    await writeFile(tmp, `${JSON.stringify(this.records, null, 2)}\n`);
    await rename(tmp, this.path);
  }
}

export function hashFile(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(path)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')))
      .on('error', reject);
  });
}

/**
 * One feed per folder at a time (cron may start a run while the last still works): a lock file made exclusively,
 * holding the pid; a lock whose process is gone is taken over.
 */
export async function lockFolder(dir: string): Promise<() => Promise<void>> {
  const path = join(dir, STATE_DIR, 'lock');
  await mkdir(join(dir, STATE_DIR), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(path, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(path, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(await readFile(path, 'utf8').catch(() => ''));
      if (pid && isAlive(pid)) throw new Error(`another hub-price-feed (pid ${pid}) is working on ${dir}`);
      await rm(path, { force: true });
    }
  }
  throw new Error(`could not lock ${dir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
