import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { isAppError } from '../../../core/errors/index.ts';
import { getJob, insertJobWithRows } from '../../../core/jobs/job.repository.ts';
import { describeEachDatabase } from '../../../testing/databases.ts';
import { BULK_ERRORS } from '../messages.ts';
import { thumbnailDir } from '../review/thumbnail.service.ts';
import { ORPHAN_GRACE_MS, sweepJobFiles } from './file-retention.ts';
import { downloadFile } from './report.service.ts';

const HOUR = 60 * 60 * 1000;
const NOW = Date.parse('2030-06-01T12:00:00Z');

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'retention-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** A file under DATA_DIR/<folder>, last written `ageMs` before NOW. */
async function file(folder: string, name: string, ageMs = 0): Promise<string> {
  await mkdir(path.join(dataDir, folder), { recursive: true });
  const p = path.join(dataDir, folder, name);
  await writeFile(p, 'x');
  const at = new Date(NOW - ageMs);
  await utimes(p, at, at);
  return p;
}

await describeEachDatabase('bulk file retention', (get) => {
  it('deletes finished jobs past the retention and files no job names, keeps running and recent jobs', async () => {
    const { db } = get();
    const tag = Math.random().toString(36).slice(2);
    const job = async (status: 'completed' | 'processing', ageMs: number) => {
      const src = await file('uploads', `${tag}-${status}-${ageMs}.csv`, ageMs);
      const out = await file('outputs', `${tag}-${status}-${ageMs}.csv`, ageMs);
      const created = await insertJobWithRows(
        db,
        {
          originalFileName: 'a.csv',
          sourceFormat: 'csv',
          status,
          createdAt: new Date(NOW - ageMs),
          sourceFilePath: src,
          enhancedFilePath: out,
        },
        [],
      );
      return { id: created.id, files: [src, out] };
    };
    const old = await job('completed', 80 * HOUR);
    const recent = await job('completed', 10 * HOUR);
    const running = await job('processing', 500 * HOUR);
    const crashed = await file('uploads', `${tag}-cut.part`, ORPHAN_GRACE_MS + 1000);
    const uploading = await file('uploads', `${tag}-now.part`, 1000);

    // Thumbnails: the old job's go with it, the recent job's stay, a deleted job's folder goes once past the grace.
    const thumbs = async (jobId: string, ageMs: number) => {
      const dir = thumbnailDir(dataDir, jobId);
      await file(path.relative(dataDir, dir), 'a.webp', ageMs);
      await utimes(dir, new Date(NOW - ageMs), new Date(NOW - ageMs));
      return dir;
    };
    const oldThumbs = await thumbs(old.id, 80 * HOUR);
    const recentThumbs = await thumbs(recent.id, 10 * HOUR);
    const strayThumbs = await thumbs(`${tag}-deleted-job`, ORPHAN_GRACE_MS + 1000);

    const deleted = await sweepJobFiles(db, dataDir, { retentionMs: 72 * HOUR, now: NOW });
    expect(deleted).toEqual(expect.arrayContaining([...old.files, crashed, oldThumbs, strayThumbs]));
    expect(existsSync(oldThumbs) || existsSync(strayThumbs)).toBe(false);
    expect(existsSync(recentThumbs)).toBe(true);
    for (const kept of [...recent.files, ...running.files, uploading]) {
      expect(deleted).not.toContain(kept);
      expect(existsSync(kept)).toBe(true);
    }
    expect([...old.files, crashed].some((p) => existsSync(p))).toBe(false);
    expect(await getJob(db, old.id)).toMatchObject({ sourceFilePath: null, enhancedFilePath: null, status: 'completed' });

    const gone = await downloadFile(db, dataDir, old.id).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(isAppError(gone) && gone.def).toBe(BULK_ERRORS.filesExpired);
    expect(isAppError(gone) && gone.status).toBe(410);
  });
});
