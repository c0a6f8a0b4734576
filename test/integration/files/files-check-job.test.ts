import { mkdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { checkFileContent } from '../../../src/services/files/check-file-content.ts';
import { contentPath, filesDir } from '../../../src/services/files/storage.ts';
import { samples } from '../../helpers/file-fixtures.ts';
import { useHarness } from '../../helpers/harness.ts';
import { put, register, settled } from './support.ts';

// The content check as a job: concurrent uploads through one URL, a check whose job fails for good (a sync error
// with data type `files` naming the credential), and a verdict that never overwrites a newer upload's.

const setup = useHarness({ workers: true });
const db = () => setup.h.deps.db.prisma;

async function until<T>(read: () => Promise<T | null | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`still waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('file-check job', () => {
  it('two uploads racing through one URL: exactly one is taken, the other is 403', async () => {
    const file = await register(setup.t, 'race.pdf');
    const answers = await Promise.all([put(setup.h, file.upload_url, samples.pdf), put(setup.h, file.upload_url, samples.pdf)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 403]);
    expect((await settled(setup.t, file.id)).body).toMatchObject({ status: 'ready', size: samples.pdf.length });
    expect((await db().storedFile.findUniqueOrThrow({ where: { id: file.id } })).version).toBe(1);
  });

  it('a check that fails for good becomes a sync error (data type files, the credential as integration); the file stays pending', async () => {
    const file = await register(setup.t, 'unreadable.pdf');
    // The worker will find a directory where the content should be: unreadable, not a verdict on the bytes.
    await db().storedFile.update({ where: { id: file.id }, data: { version: 1, uploadUsed: true, sizeBytes: 10 } });
    await mkdir(contentPath(filesDir(setup.h.config), file.id, 1), { recursive: true });
    await setup.h.deps.queue.enqueue('file-check', { siteId: setup.t.siteId, environment: 'live', fileId: file.id, version: 1, integration: setup.t.credentialName }, { jobId: `file-check-${file.id}-1` });
    const error = await until(() => db().syncError.findFirst({ where: { siteId: setup.t.siteId, dataType: 'files' } }), 'the sync error');
    expect(error).toMatchObject({ integration: setup.t.credentialName, code: 'job-failed', attempts: 3, jobId: `file-check-${file.id}-1` });
    expect(error.message).toMatch(/EISDIR/);
    expect((await setup.t.call('GET', `/api/v1/files/${file.id}`)).body.status).toBe('pending');
  });

  it('a verdict for an older upload is dropped once a newer one arrived', async () => {
    const file = await register(setup.t, 'twice.pdf');
    expect((await put(setup.h, file.upload_url, samples.png)).status).toBe(200);
    const again = await setup.t.call('PATCH', `/api/v1/files/${file.id}`);
    expect((await put(setup.h, again.body.upload_url, samples.pdf)).status).toBe(200);
    const answer = await settled(setup.t, file.id);
    expect(answer.body).toMatchObject({ status: 'ready', size: samples.pdf.length });
    
    const stale = await checkFileContent(setup.h.deps, { siteId: setup.t.siteId, environment: 'live', fileId: file.id, version: 1, integration: 'x' });
    expect(stale.status).toBe('skipped');
    expect((await setup.t.call('GET', `/api/v1/files/${file.id}`)).body.status).toBe('ready');
  });
});
