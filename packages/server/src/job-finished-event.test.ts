import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Db } from './core/db/client.ts';
import { JobEvents } from './core/jobs/job-events.ts';
import { patchJob } from './core/jobs/job.repository.ts';
import { createLogger } from './core/logger.ts';
import { parseConfig } from './core/config.ts';
import { until } from './testing/bulk-fixtures.ts';
import { createPostgresDatabase, postgresReachable, type TestDatabase } from './testing/databases.ts';
import { startWebhookReceiver } from './testing/public-api.ts';
import { redisReachable, REDIS_TEST_URL, uniqueQueuePrefix } from './testing/redis.ts';
import { startTestApp, useTestApp, type TestApp } from './testing/test-app.ts';
import { createApiKey } from './features/api-keys/api-key.service.ts';
import { WebhookSecrets } from './features/api-keys/webhooks/webhook-secrets.ts';
import { insertConnection } from './features/connectors/connections.repository.ts';
import { getRun, insertRun, insertRunJob } from './features/connectors/runs.repository.ts';
import { QueueJobEventTransport } from './features/bulk/queue/job-events-transport.ts';

/**
 * Issue 23, item 8: a job's end is one event that webhooks and store runs follow, in-process and, in the queue mode,
 * through Redis from another server instance. No poll: no interval of 2 s or less is ever set by the app. Rows aim at
 * 127.0.0.2, outside ALLOW_PRIVATE_IMAGE_URLS=127.0.0.1/32, so each fails at once and no traffic leaves the machine.
 */
const intervals = vi.spyOn(globalThis, 'setInterval');
const REFUSED = 'http://127.0.0.2:9/photo.jpg';
const ENV = { ALLOW_PRIVATE_IMAGE_URLS: '127.0.0.1/32' };

/** An API job with a callback to `callbackUrl`, created over HTTP with a fresh key; its id. */
async function apiJobWithCallback(t: TestApp, callbackUrl: string, imageUrl = REFUSED): Promise<string> {
  const key = await createApiKey(t.deps.db, await WebhookSecrets.load(t.deps.config.dataDir), { name: 'hooks', plan: 'pro' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/jobs',
    headers: { authorization: `Bearer ${key.apiKey}` },
    payload: { rows: [{ imageUrl }], callbackUrl },
  });
  expect(res.statusCode, res.body).toBe(202);
  return res.json<{ id: string }>().id;
}

/** A store run waiting for its bulk job (one image, not yet analysed), written as a collection leaves it. */
async function processingRun(db: Db): Promise<{ runId: string; jobId: string }> {
  const connection = await insertConnection(db, {
    platform: 'woocommerce',
    storeUrl: 'http://127.0.0.1:9',
    label: 'Test store',
    tokenSealed: 'not used',
  } as Parameters<typeof insertConnection>[1]);
  const run = await insertRun(db, {
    connectionId: connection.id,
    dryRun: false,
    overwrite: false,
    existingAlts: 'replace-bad',
    language: 'en',
    keywords: [],
  });
  const jobId = await insertRunJob(
    db,
    run.id,
    { originalFileName: 'WooCommerce: test', mode: 'complete' },
    [{ rowIndex: 0, imageIndex: 0, title: 'Mug', shopifyUrl: REFUSED, processingStatus: 'pending' }],
    [{ rowIndex: 0, productId: '1', productTitle: 'Mug', mediaId: '11', imageUrl: REFUSED, currentAlt: '' }],
  );
  return { runId: run.id, jobId };
}

const status = async (db: Db, runId: string) => (await getRun(db, runId))?.status;

describe('job finished, embedded mode: one event, no poll', () => {
  const t = useTestApp(ENV);

  it('sends the callback when the job finishes; the app sets no interval of 2 s or less', async () => {
    const receiver = await startWebhookReceiver();
    try {
      const jobId = await apiJobWithCallback(t(), receiver.url);
      const delivery = await until(async () => receiver.received[0], 20_000, 'the webhook');
      expect(JSON.parse(delivery.body)).toMatchObject({ event: 'job.completed', job: { id: jobId } });
      const polls = intervals.mock.calls.filter(([, ms]) => (ms ?? 0) <= 2000);
      expect(polls).toEqual([]);
    } finally {
      await receiver.close();
    }
  });

  it('makes a store run ready when its job finishes, without anyone reading the run', async () => {
    const { db } = t().deps;
    const { runId, jobId } = await processingRun(db);
    expect(await status(db, runId)).toBe('processing');
    t().app.jobStarter.enqueue(jobId);
    // Read from the database only: no GET of the run (that used to be what made it ready).
    expect(await until(async () => ((await status(db, runId)) === 'ready' ? 'ready' : undefined), 20_000, 'the run to be ready')).toBe(
      'ready',
    );
  });
});

const [pgOk, redisOk] = await Promise.all([postgresReachable(), redisReachable()]);

describe.skipIf(!pgOk || !redisOk)('job finished, queue mode: heard from another server instance through Redis', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let queue: ReturnType<typeof uniqueQueuePrefix>;
  let dataDir: string;
  let handle: TestDatabase;
  let app: TestApp;
  /** The other instance: its own hub, publishing through the same Redis (it completed the job, this app did not). */
  let other: { events: JobEvents; transport: QueueJobEventTransport };

  beforeAll(async () => {
    database = await createPostgresDatabase();
    queue = uniqueQueuePrefix();
    dataDir = await mkdtemp(path.join(tmpdir(), 'job-events-'));
    const env = { ...ENV, DATABASE_URL: database.url, REDIS_URL: REDIS_TEST_URL, QUEUE_PREFIX: queue.prefix, DATA_DIR: dataDir };
    const opened = await openDatabase({ dataDir, databaseUrl: database.url });
    handle = { ...opened, dispose: () => opened.close() };
    app = await startTestApp(handle, env);
    const parsed = parseConfig({ ...env, ADMIN_PASSWORD: 'unused admin password' });
    if (!parsed.ok || !parsed.config.queue) {
      throw new Error('queue config');
    }
    const transport = new QueueJobEventTransport(parsed.config.queue, createLogger({ logLevel: 'silent' }));
    other = { events: new JobEvents(), transport };
    other.events.connect(transport);
  }, 120_000);
  afterAll(async () => {
    await other?.events.disconnect();
    await app?.app.close();
    await handle?.dispose();
    await database?.drop();
    await queue?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Marks the job completed as the other instance would, and announces it until `heard` says this app acted. */
  async function finishElsewhere<T>(jobId: string, heard: () => Promise<T | undefined>): Promise<T> {
    await patchJob(handle.db, jobId, { status: 'completed', processingCompleted: new Date() });
    return until(
      async () => {
        const done = await heard();
        if (done === undefined) {
          // The listener may not read the stream yet: the event is a hint, announcing it again changes nothing.
          other.events.finished({ jobId, status: 'completed' });
        }
        return done;
      },
      20_000,
      'the event through Redis',
    );
  }

  it('sends the callback of a job another instance completed', async () => {
    const receiver = await startWebhookReceiver();
    try {
      // Its row waits in the queue (no worker runs here): this app never completes the job itself.
      const jobId = await apiJobWithCallback(app, receiver.url, 'http://127.0.0.1:9/photo.jpg');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(receiver.received).toHaveLength(0);
      const delivery = await finishElsewhere(jobId, async () => receiver.received[0]);
      expect(JSON.parse(delivery.body)).toMatchObject({ event: 'job.completed', job: { id: jobId } });
      expect(receiver.received).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });

  it('makes the store run of a job another instance completed ready', async () => {
    const { runId, jobId } = await processingRun(handle.db);
    const ready = await finishElsewhere(jobId, async () => ((await status(handle.db, runId)) === 'ready' ? true : undefined));
    expect(ready).toBe(true);
  });
});
