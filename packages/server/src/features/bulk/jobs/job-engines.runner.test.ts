import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RemoteProviderConfig } from '@alt-optimizer/engine/provider-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAltEngine } from '../../../core/engine.adapter.ts';
import type { EngineSwitch } from '../../../core/engine-switch.ts';
import { getJob } from '../../../core/jobs/job.repository.ts';
import { createLogger } from '../../../core/logger.ts';
import { parseConfig } from '../../../core/config.ts';
import type { FetchImageResult, ImageFetcher } from '../../../core/net/fetch-image.ts';
import { until } from '../../../testing/bulk-fixtures.ts';
import { openTestDatabase, type TestDatabase } from '../../../testing/databases.ts';
import { insertUrlJob } from '../../../testing/url-job.ts';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../../testing/openai-stand-in.ts';
import { BulkRunner } from './bulk-runner.ts';

/**
 * Issue 15 #3: a job remembers which engines wrote its alts, though the administrator may switch engine while it runs.
 * The real engine switch, a real remote engine talking to a stand-in OpenAI-compatible server (the third-party
 * service), and the offline engine. Every URL serves the same product photo; a URL under /held/ waits until the test
 * lets it go, so the switch happens between two rows of one job.
 */
const parsed = parseConfig({ LOG_LEVEL: 'silent' });
const logger = createLogger(parsed.ok ? parsed.config : (undefined as never));

class PhotoFetcher {
  private release: (() => void) | null = null;
  private readonly gate = new Promise<void>((resolve) => (this.release = resolve));
  constructor(private readonly photo: Buffer) {}
  letGo(): void {
    this.release?.();
  }
  async fetch(url: string): Promise<FetchImageResult> {
    if (url.includes('/held/')) {
      await this.gate;
    }
    return { ok: true, bytes: this.photo, finalUrl: url, format: 'webp', width: 512, height: 512 };
  }
}

let db: TestDatabase;
let dataDir: string;
let standIn: OpenAiStandIn;
let engine: EngineSwitch;
let remote: RemoteProviderConfig;
let photo: Buffer;

beforeAll(async () => {
  db = await openTestDatabase('pglite');
  dataDir = await mkdtemp(path.join(tmpdir(), 'job-engines-'));
  standIn = await startOpenAiStandIn('Black backpack with zipped pockets on a white background');
  remote = {
    provider: 'openai-compatible',
    model: 'llava:13b',
    baseUrl: standIn.baseUrl,
    apiKey: undefined,
    timeoutMs: 10_000,
    maxRetries: 0,
    maxRetryDelayMs: 0,
  };
  engine = await createAltEngine({ provider: remote, workers: 0 }, logger);
  photo = await readFile(new URL('../../engine-settings/sample-product.webp', import.meta.url));
}, 120_000);
afterAll(async () => {
  await engine.close();
  await standIn.close();
  await db.dispose();
  await rm(dataDir, { recursive: true, force: true });
});

function job(name: string, urls: string[]): Promise<string> {
  return insertUrlJob(db.db, dataDir, name, urls);
}

function runner(fetcher: PhotoFetcher): BulkRunner {
  return new BulkRunner(db.db, { engine, fetcher: fetcher as unknown as ImageFetcher, logger }, logger, {
    concurrency: 1,
    jobConcurrency: 1,
    dataDir,
  });
}

describe('the engines a job records', () => {
  it('names the model, then both engines when the admin switches mid-job; a finished job keeps its own', async () => {
    const fetcher = new PhotoFetcher(photo);
    const run = runner(fetcher);
    const before = await job('before', ['https://cdn.example/a.webp']);
    const switched = await job('switched', ['https://cdn.example/b.webp', 'https://cdn.example/held/c.webp']);
    await run.start();
    run.enqueue(before);
    run.enqueue(switched);
    // The first row of `switched` is stored by the model; its second waits for its image.
    await until(async () => ((await getJob(db.db, switched))?.processedProducts === 1 ? true : undefined), 60_000, 'first row');
    expect((await getJob(db.db, before))?.engines).toEqual(['openai-compatible:llava:13b']);

    // The administrator picks the offline engine (« Moteur IA »): the next row is written by it.
    await engine.reconfigure({ provider: 'local' });
    fetcher.letGo();
    await run.idle();
    const done = await getJob(db.db, switched);
    expect(done).toMatchObject({ status: 'completed', successfulProducts: 2 });
    expect(done?.engines).toEqual(['openai-compatible:llava:13b', 'local']);
    // A job written before the switch still names the model, not the engine answering now.
    expect((await getJob(db.db, before))?.engines).toEqual(['openai-compatible:llava:13b']);
    // The model really answered the first two rows (the third went to the offline engine).
    expect(standIn.requests.filter((r) => r.hadImage)).toHaveLength(2);
    await run.stop();
  }, 180_000);

  it('names the offline engine, not the configured model, when the provider failed and the offline engine wrote the row', async () => {
    await engine.reconfigure(remote);
    standIn.requireKey('a key this engine does not send');
    const fetcher = new PhotoFetcher(photo);
    const run = runner(fetcher);
    const fellBack = await job('fell-back', ['https://cdn.example/d.webp']);
    await run.start();
    run.enqueue(fellBack);
    await run.idle();
    const done = await getJob(db.db, fellBack);
    expect(done).toMatchObject({ status: 'completed', successfulProducts: 1 });
    expect(done?.engines).toEqual(['local']);
    await run.stop();
  }, 180_000);
});
