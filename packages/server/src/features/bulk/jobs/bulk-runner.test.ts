import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimPendingRows } from '../../../core/jobs/claim.repository.ts';
import { getJob } from '../../../core/jobs/job.repository.ts';
import { countUnfinished, listResults } from '../../../core/jobs/result.repository.ts';
import { createLogger } from '../../../core/logger.ts';
import { parseConfig } from '../../../core/config.ts';
import { openTestDatabase, type TestDatabase } from '../../../testing/databases.ts';
import { insertUrlJob } from '../../../testing/url-job.ts';
import type { FetchImageResult, ImageFetcher } from '../../../core/net/fetch-image.ts';
import { BulkRunner } from './bulk-runner.ts';

/**
 * The runner's scheduling, without timing: a fetcher that refuses every address at once (the rows that froze PGlite)
 * or holds chosen URLs until the test lets them go (a hanging image host).
 */
const parsed = parseConfig({ LOG_LEVEL: 'silent' });
const logger = createLogger(parsed.ok ? parsed.config : (undefined as never));
const refused: FetchImageResult = { ok: false, reason: 'addressBlocked', params: {} };

class FakeFetcher {
  readonly held: Array<() => void> = [];
  fetch(url: string): Promise<FetchImageResult> {
    if (!url.includes('/slow/')) {
      return Promise.resolve(refused);
    }
    return new Promise((resolve) => this.held.push(() => resolve(refused)));
  }
}

let db: TestDatabase;
let dataDir: string;
beforeAll(async () => {
  db = await openTestDatabase('pglite');
  dataDir = await mkdtemp(path.join(tmpdir(), 'runner-'));
});
afterAll(async () => {
  await db.dispose();
  await rm(dataDir, { recursive: true, force: true });
});

function job(name: string, urls: string[]): Promise<string> {
  return insertUrlJob(db.db, dataDir, name, urls);
}

function runner(fetcher: FakeFetcher, options: { concurrency: number; jobConcurrency: number }): BulkRunner {
  return new BulkRunner(db.db, { engine: {} as never, fetcher: fetcher as unknown as ImageFetcher, logger }, logger, {
    ...options,
    dataDir,
    stopGraceMs: 1000,
  });
}

const urls = (n: number, kind = 'fast') => Array.from({ length: n }, (_, i) => `http://127.0.0.1:9/${kind}/${i}.jpg`);

describe('BulkRunner', () => {
  it('gives the event loop a turn while a job of rows refused at once runs (no freeze on PGlite)', async () => {
    const id = await job('fast', urls(600));
    const r = runner(new FakeFetcher(), { concurrency: 4, jobConcurrency: 3 });
    const seenByTimer: number[] = [];
    const ticker = setInterval(() => void getJob(db.db, id).then((j) => seenByTimer.push(j?.processedProducts ?? -1)), 0);
    r.enqueue(id);
    await r.idle();
    clearInterval(ticker);
    expect(await getJob(db.db, id)).toMatchObject({ status: 'completed', processedProducts: 600, errorProducts: 600 });
    // Timers ran while rows were being stored, not only before the first or after the last.
    expect(seenByTimer.some((n) => n > 0 && n < 600)).toBe(true);
    await r.stop();
  });

  it('shares the row slots in turn: a job whose image host hangs holds only its own slots', async () => {
    const fetcher = new FakeFetcher();
    const slow = await job('slow', urls(10, 'slow'));
    const small = await job('small', urls(20));
    const r = runner(fetcher, { concurrency: 4, jobConcurrency: 3 });
    r.enqueue(slow);
    r.enqueue(small);
    // The small job completes while the slow one still waits on its three hanging fetches.
    for (let i = 0; i < 200 && (await getJob(db.db, small))?.status !== 'completed'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await getJob(db.db, small)).toMatchObject({ status: 'completed', processedProducts: 20 });
    expect(fetcher.held).toHaveLength(3);
    expect((await getJob(db.db, slow))?.processedProducts).toBe(0);
    // Let the host answer: the slow job finishes too, each row once.
    while ((await getJob(db.db, slow))?.status !== 'completed') {
      fetcher.held.splice(0).forEach((release) => release());
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(await getJob(db.db, slow)).toMatchObject({ processedProducts: 10, errorProducts: 10 });
    await r.stop();
  });

  it('on stop, stores what is in flight and hands back the claimed rows it did not start', async () => {
    const fetcher = new FakeFetcher();
    const id = await job('stopped', urls(300, 'slow'));
    const r = runner(fetcher, { concurrency: 2, jobConcurrency: 2 });
    r.enqueue(id);
    while (fetcher.held.length < 2) {
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const stopping = r.stop();
    fetcher.held.splice(0).forEach((release) => release());
    await stopping;
    const rows = await listResults(db.db, id);
    expect(rows.filter((row) => row.processingStatus === 'failed')).toHaveLength(2);
    expect(rows.filter((row) => row.processingStatus === 'processing')).toHaveLength(0);
    expect(await countUnfinished(db.db, id)).toBe(298);
    // The next start takes up where it stopped, from the first row not done.
    expect((await claimPendingRows(db.db, id, 1))[0]?.rowIndex).toBe(2);
  });
});
