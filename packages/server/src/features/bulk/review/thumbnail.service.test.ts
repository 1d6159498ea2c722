import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { insertJobWithRows } from '../../../core/jobs/job.repository.ts';
import { listResults } from '../../../core/jobs/result.repository.ts';
import { createLogger } from '../../../core/logger.ts';
import { startImageServer, type ImageServer } from '../../../testing/bulk-fixtures.ts';
import { describeEachDatabase } from '../../../testing/databases.ts';
import { ImageFetcher } from '../../../core/net/fetch-image.ts';
import { ThumbnailService } from './thumbnail.service.ts';

let images: ImageServer;
let dataDir: string;
beforeAll(async () => {
  images = await startImageServer();
  dataDir = await mkdtemp(path.join(tmpdir(), 'thumbs-'));
});
afterAll(async () => {
  await images.close();
  await rm(dataDir, { recursive: true, force: true });
});

await describeEachDatabase('thumbnails', (get) => {
  it('never fetches a private address, even for a row stored as a success', async () => {
    const { db } = get();
    const url = `${images.base}/img/g0001.jpg`;
    const job = await insertJobWithRows(db, { originalFileName: 'p.csv', sourceFormat: 'csv' }, [
      { rowIndex: 0, shopifyUrl: url, processingStatus: 'success', generatedAlt: 'A photo' },
    ]);
    const [row] = await listResults(db, job.id);
    const fetcher = new ImageFetcher({ allowPrivate: false, retries: 0 });
    const thumbnails = new ThumbnailService({ db, dataDir, fetcher, logger: createLogger({ logLevel: 'silent' }) });
    const asked = images.log.length;
    await expect(thumbnails.get(job.id, row!.id)).rejects.toMatchObject({ id: 'noThumbnail', status: 404 });
    expect(images.log.length).toBe(asked);
    await fetcher.close();
  });
});
