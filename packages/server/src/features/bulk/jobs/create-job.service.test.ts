import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAppError } from '../../../core/errors/index.ts';
import { INSERT_BATCH, getJob, listJobs } from '../../../core/jobs/job.repository.ts';
import { listResults } from '../../../core/jobs/result.repository.ts';
import { xlsxBuffer } from '../../../testing/bulk-fixtures.ts';
import { describeEachDatabase } from '../../../testing/databases.ts';
import { BULK_ERRORS } from '../messages.ts';
import { createBulkJob, type CreateJobInput } from './create-job.service.ts';

let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'create-job-'));
  await mkdir(path.join(dataDir, 'uploads'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

let uploads = 0;
/** An upload as the route leaves it: a `.part` file under DATA_DIR/uploads. */
async function upload(bytes: string | Buffer, extra: Partial<CreateJobInput> = {}): Promise<CreateJobInput> {
  const tempPath = path.join(dataDir, 'uploads', `u${++uploads}.part`);
  await writeFile(tempPath, bytes);
  return { tempPath, originalFileName: 'f.csv', mode: 'simple', language: 'en', keywords: [], existingAlts: 'replace-bad', ...extra };
}

/** The AppError a refused upload throws. */
async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!isAppError(error)) {
    throw new Error(`expected an AppError, got ${String(error)}`);
  }
  return error;
}

await describeEachDatabase('createBulkJob', (get) => {
  it('inserts a file bigger than one batch in streamed batches, counters from the rows decided at upload', async () => {
    const n = INSERT_BATCH * 2 + 7;
    const lines = Array.from({ length: n }, (_, i) => (i % 1000 === 0 ? 'not a url' : `https://cdn.example.com/p/${i}.jpg`));
    const jobId = await createBulkJob(get().db, dataDir, await upload(`Shopify_URL\n${lines.join('\n')}\n`));
    const job = await getJob(get().db, jobId);
    const failed = Math.ceil(n / 1000);
    expect(job).toMatchObject({ totalProducts: n, processedProducts: failed, errorProducts: failed, successfulProducts: 0 });
    const rows = await listResults(get().db, jobId);
    expect(rows.map((r) => r.rowIndex)).toEqual(lines.map((_, i) => i));
    expect(rows.filter((r) => r.processingStatus === 'failed').map((r) => r.errorMessage)).toEqual(Array(failed).fill('Invalid image URL'));
  });

  it('refuses more images than the job limit with a clear 400, reading no further, inserting nothing', async () => {
    const before = (await listJobs(get().db, { limit: 1000, offset: 0 })).length;
    const urls = Array.from({ length: 50 }, (_, i) => `https://cdn.example.com/${i}.jpg`).join('\n');
    const error = await refusal(createBulkJob(get().db, dataDir, await upload(`Shopify_URL\n${urls}\n`, { maxImages: 49 })));
    expect(error.def).toBe(BULK_ERRORS.tooManyImages);
    expect(error.status).toBe(400);
    expect(error.message).toBe(
      'This file lists more than 49 images, the most one job takes. Split it into files of at most 49 images and upload them one at a time',
    );
    expect((await listJobs(get().db, { limit: 1000, offset: 0 })).length).toBe(before);
  });

  it('refuses an xlsx that unzips past the cap with a clear 400 in both languages, storing nothing', async () => {
    const before = (await listJobs(get().db, { limit: 1000, offset: 0 })).length;
    // ~2 MB of sheet XML and shared strings in a few hundred KB of zip.
    const urls = Array.from({ length: 15_000 }, (_, i) => [`https://cdn.example.com/products/${i}/main-image.jpg`]);
    const bytes = await xlsxBuffer({ Products: [['Shopify_URL'], ...urls] });
    const error = await refusal(
      createBulkJob(get().db, dataDir, await upload(bytes, { originalFileName: 'f.xlsx', maxUnzippedBytes: 1_000_000 })),
    );
    expect(error.def).toBe(BULK_ERRORS.xlsxTooLarge);
    expect(error.status).toBe(400);
    expect(error.message).toBe(
      'This .xlsx file unzips to more than 1 MB, the most one job reads. Delete unused sheets, columns or formatting, or save it as .csv, then upload it again',
    );
    expect(error.messageIn('fr')).toMatch(/^Ce fichier \.xlsx dépasse 1 Mo une fois décompressé, le maximum lu pour un traitement\./);
    expect((await listJobs(get().db, { limit: 1000, offset: 0 })).length).toBe(before);
    // Under the default cap (150 MB for 100,000 images) the same file is a job.
    expect(await createBulkJob(get().db, dataDir, await upload(bytes, { originalFileName: 'f.xlsx' }))).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('an unreadable xlsx gets a clear message, never the parser internals, and its upload is removed', async () => {
    const broken = Buffer.concat([Buffer.from('504b0304', 'hex'), Buffer.from('xl/workbook.xml truncated zip entry')]);
    const input = await upload(broken, { originalFileName: 'broken.xlsx' });
    const error = await refusal(createBulkJob(get().db, dataDir, input));
    expect(error.def).toBe(BULK_ERRORS.fileUnreadable);
    expect(error.message).toBe(
      'The file could not be read as a spreadsheet. Open it in Excel or LibreOffice, save it again as .xlsx or .csv, then upload it',
    );
    expect(await readdir(path.join(dataDir, 'uploads'))).not.toContain(path.basename(input.tempPath));
  });
  describe('existing alts (issue 25)', () => {
    const sheet = [
      'Product_ID,Title,Description,Shopify_URL,ALT',
      'p1,Duffle Bag,Canvas,https://cdn.example.com/a.jpg,Brown canvas duffle bag with two long handles',
      'p2,Duffle Bag,Canvas,https://cdn.example.com/b.jpg,IMG_0042.jpg',
      'p3,Duffle Bag,Canvas,https://cdn.example.com/c.jpg,',
      'p4,Tote,Canvas,https://cdn.example.com/d.jpg,Product photo of our bag',
      'p5,Tote,Canvas,https://cdn.example.com/e.jpg,Product photo of our bag',
    ].join('\n');

    async function rowsWith(existingAlts: CreateJobInput['existingAlts']) {
      const jobId = await createBulkJob(get().db, dataDir, await upload(`${sheet}\n`, { mode: 'complete', existingAlts }));
      return { job: await getJob(get().db, jobId), rows: await listResults(get().db, jobId) };
    }

    it('replace-bad keeps the good alt and describes the bad, the empty and the ones shared by different images', async () => {
      const { job, rows } = await rowsWith('replace-bad');
      expect(job).toMatchObject({ existingAlts: 'replace-bad', overwrite: false });
      expect(rows.map((r) => r.processingStatus)).toEqual(['skipped', 'pending', 'pending', 'pending', 'pending']);
      expect(rows[0]).toMatchObject({ oldAlt: 'Brown canvas duffle bag with two long handles', oldAltVerdict: 'keep', oldAltReasons: [] });
      expect(rows[0]?.generatedAlt).toBe('Brown canvas duffle bag with two long handles');
      expect(rows[1]).toMatchObject({ oldAlt: 'IMG_0042.jpg', oldAltVerdict: 'replace', generatedAlt: null });
      expect(rows[1]?.oldAltReasons).toEqual([
        { id: 'file_name', en: 'A file name, not a description.', fr: 'Un nom de fichier, pas une description.' },
      ]);
      expect(rows[2]).toMatchObject({ oldAlt: null, oldAltVerdict: null, oldAltReasons: null });
      expect(rows[3]?.oldAltVerdict).toBe('improve');
      expect(rows[3]?.oldAltReasons?.map((r) => r.id)).toEqual(['duplicate']);
    });

    it('fill-empty keeps every alt the file has (still judged); overwrite describes every image', async () => {
      const fill = await rowsWith('fill-empty');
      expect(fill.rows.map((r) => r.processingStatus)).toEqual(['skipped', 'skipped', 'pending', 'skipped', 'skipped']);
      expect(fill.rows[1]).toMatchObject({ generatedAlt: 'IMG_0042.jpg', oldAltVerdict: 'replace' });
      const all = await rowsWith('overwrite');
      expect(all.job).toMatchObject({ existingAlts: 'overwrite', overwrite: true });
      expect(all.rows.map((r) => r.processingStatus)).toEqual(Array(5).fill('pending'));
      expect(all.rows[0]).toMatchObject({ oldAlt: 'Brown canvas duffle bag with two long handles', oldAltVerdict: 'keep' });
    });
  });
});
