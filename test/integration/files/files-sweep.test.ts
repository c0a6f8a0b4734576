import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sweepFiles } from '../../../src/services/files/sweep-files.ts';
import { contentPath, filesDir, incomingDir } from '../../../src/services/files/storage.ts';
import { FILE_SWEEP_EVERY_MS } from '../../../workers/start-workers.ts';
import { samples } from '../../helpers/file-fixtures.ts';
import { useHarness } from '../../helpers/harness.ts';
import { register, uploaded } from './support.ts';

// The scheduled clean-up: files past expires_at and abandoned registrations leave the table and the disk; stray
// content (no row points at it) and interrupted uploads go once they are an hour old.

const setup = useHarness({ workers: true });
const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);
const db = () => setup.h.deps.db.prisma;
const dir = () => filesDir(setup.h.config);

async function until(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 15_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`still waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('file sweep', () => {
  it('is scheduled every 15 minutes on the maintenance queue', async () => {
    const scheduler = await setup.h.deps.queue.queue('maintenance').getJobScheduler('file-sweep');
    expect(scheduler).toMatchObject({ name: 'file-sweep', every: FILE_SWEEP_EVERY_MS });
  });

  it('a run of the scheduled job removes an expired file from disk and table, and keeps the rest', async () => {
    const expiring = await uploaded(setup.h, setup.t, 'sweep/expiring.pdf', samples.pdf);
    const kept = await uploaded(setup.h, setup.t, 'sweep/kept.pdf', samples.pdf);
    await db().storedFile.update({ where: { id: expiring.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(existsSync(contentPath(dir(), expiring.id, 1))).toBe(true);
    await setup.h.deps.queue.enqueue('file-sweep', {});
    // The row goes first, its content right after: wait for both.
    await until(async () => (await db().storedFile.count({ where: { id: expiring.id } })) === 0 && !existsSync(contentPath(dir(), expiring.id, 1)), 'the expired row and content to go');
    expect(await db().storedFile.count({ where: { id: kept.id } })).toBe(1);
    expect(existsSync(contentPath(dir(), kept.id, 1))).toBe(true);
  });

  it('removes registrations never uploaded a day after their upload URL expired, and keeps uploaded ones', async () => {
    const abandoned = await register(setup.t, 'sweep/abandoned.pdf');
    const recent = await register(setup.t, 'sweep/recent.pdf');
    const uploadedLongAgo = await uploaded(setup.h, setup.t, 'sweep/uploaded.pdf', samples.pdf);
    await db().storedFile.update({ where: { id: abandoned.id }, data: { uploadExpiresAt: hoursAgo(25) } });
    await db().storedFile.update({ where: { id: recent.id }, data: { uploadExpiresAt: hoursAgo(23) } });
    await db().storedFile.update({ where: { id: uploadedLongAgo.id }, data: { uploadExpiresAt: hoursAgo(48) } });
    const result = await sweepFiles(setup.h.deps);
    expect(result.files).toBe(1);
    const left = (await db().storedFile.findMany({ where: { id: { in: [abandoned.id, recent.id, uploadedLongAgo.id] } } })).map((f) => f.id);
    expect(left.sort()).toEqual([recent.id, uploadedLongAgo.id].sort());
  });

  it('removes stray content and interrupted uploads once an hour old, never the current content', async () => {
    const current = await uploaded(setup.h, setup.t, 'sweep/current.pdf', samples.pdf);
    const orphan = contentPath(dir(), randomUUID(), 2);
    const oldVersion = contentPath(dir(), current.id, 7);
    const young = contentPath(dir(), randomUUID(), 1);
    await mkdir(incomingDir(dir()), { recursive: true });
    const part = join(incomingDir(dir()), `${randomUUID()}.part`);
    for (const path of [orphan, oldVersion, young, part]) await writeFile(path, 'x');
    for (const path of [orphan, oldVersion, part, contentPath(dir(), current.id, 1)]) await utimes(path, hoursAgo(2), hoursAgo(2));
    const result = await sweepFiles(setup.h.deps);
    expect(result.strays).toBe(3);
    expect([orphan, oldVersion, part].map(existsSync)).toEqual([false, false, false]);
    expect(existsSync(young)).toBe(true);
    expect(existsSync(contentPath(dir(), current.id, 1))).toBe(true);
  });
});
