import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listResults, rowIdsInOrder } from '../../../core/jobs/result.repository.ts';
import { createLogger } from '../../../core/logger.ts';
import { parseConfig } from '../../../core/config.ts';
import { ImageFetcher } from '../../../core/net/fetch-image.ts';
import { openTestDatabase, type TestDatabase } from '../../../testing/databases.ts';
import { startHangingHost, type HangingHost } from '../../../testing/hanging-host.ts';
import { closeSharedEngine, sharedEngine } from '../../../testing/test-app.ts';
import { insertUrlJob } from '../../../testing/url-job.ts';
import { rowMessage } from '../messages.ts';
import { RowBatchRunner } from './row-batch-runner.ts';

/** The queue worker's slice runner (issue 23, item 5): the same failing-host breaker as the in-process runner. */
const parsed = parseConfig({ LOG_LEVEL: 'silent' });
const logger = createLogger(parsed.ok ? parsed.config : (undefined as never));

let db: TestDatabase;
let dataDir: string;
let hanging: HangingHost;
let fetcher: ImageFetcher;
beforeAll(async () => {
  db = await openTestDatabase('pglite');
  dataDir = await mkdtemp(path.join(tmpdir(), 'slices-'));
  hanging = await startHangingHost();
  fetcher = new ImageFetcher({ allowPrivate: ['127.0.0.1/32'], totalTimeoutMs: 300, retries: 0 });
});
afterAll(async () => {
  await fetcher.close();
  await hanging.close();
  await closeSharedEngine();
  await db.dispose();
  await rm(dataDir, { recursive: true, force: true });
});

describe('RowBatchRunner', () => {
  it('stops asking a host that timed out 3 times in the job: the slice’s other rows on it fail at once', async () => {
    const urls = Array.from({ length: 8 }, (_, i) => `${hanging.base}/slice/${i}.jpg`);
    const jobId = await insertUrlJob(db.db, dataDir, 'slice', urls);
    const runner = new RowBatchRunner(db.db, { engine: await sharedEngine(), fetcher, logger }, 3);
    const rowIds = (await rowIdsInOrder(db.db, jobId)).map((r) => r.id);
    expect(await runner.run({ jobId, rowIds })).toBe('done');
    const messages = (await listResults(db.db, jobId)).map((r) => r.errorMessage);
    const timedOut = rowMessage('timeout', 'en');
    const skipped = rowMessage('hostSkipped', 'en', { host: hanging.host, count: '3' });
    expect(messages).toEqual([timedOut, timedOut, timedOut, skipped, skipped, skipped, skipped, skipped]);
    // The host was not asked for the skipped rows.
    expect(hanging.connections()).toBeLessThan(urls.length);
  });
});
