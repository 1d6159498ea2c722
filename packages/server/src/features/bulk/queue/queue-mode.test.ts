import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ProgressResponse, ReadyResponse, ResultsPage, ResultsResponse } from '@alt-optimizer/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvRows, startImageServer, until, type ImageServer } from '../../../testing/bulk-fixtures.ts';
import { createPostgresDatabase, postgresReachable } from '../../../testing/databases.ts';
import { redisReachable, REDIS_TEST_URL, uniqueQueuePrefix } from '../../../testing/redis.ts';
import { startServerProcess, type Entry, type ServerProcess } from '../../../testing/server-process.ts';
import { multipartBody } from '../../../testing/test-app.ts';

/**
 * The queue mode end to end on the machine's real PostgreSQL and Redis: one server and two `npm run worker` processes
 * run a 1,000-row job; one worker is killed with SIGKILL mid-job, the server is killed and started again, the other
 * worker is stopped with SIGTERM (it drains) and a third one finishes. Every row must be stored exactly once.
 */
const ROWS = 1000;
/** Distinct photos, each on a run of consecutive rows: a worker analyses a photo once and composes the run's other rows. */
const PHOTOS = 12;

const [pgOk, redisOk] = await Promise.all([postgresReachable(), redisReachable()]);

describe.skipIf(!pgOk || !redisOk)('queue mode: server + workers on PostgreSQL and Redis', () => {
  let images: ImageServer;
  let dataDir: string;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let queue: ReturnType<typeof uniqueQueuePrefix>;
  const started: ServerProcess[] = [];

  beforeAll(async () => {
    images = await startImageServer();
    dataDir = await mkdtemp(path.join(tmpdir(), 'queue-mode-'));
    database = await createPostgresDatabase();
    queue = uniqueQueuePrefix();
  });
  afterAll(async () => {
    await Promise.all(started.map((p) => p.stop()));
    await images?.close();
    await database?.drop();
    await queue?.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  /** The server keeps its DATA_DIR across restarts; workers need none. A short lock brings a dead worker's rows back fast. */
  async function start(entry: Entry): Promise<ServerProcess> {
    const process = await startServerProcess({
      entry,
      // Three processes load the engine at once on a shared machine.
      startTimeoutMs: 400_000,
      dataDir: entry === 'server' ? dataDir : undefined,
      env: {
        DATABASE_URL: database.url,
        REDIS_URL: REDIS_TEST_URL,
        QUEUE_PREFIX: queue.prefix,
        QUEUE_LOCK_MS: '3000',
        ALLOW_PRIVATE_IMAGE_URLS: '127.0.0.1/32',
        ENGINE_WORKERS: entry === 'server' ? '0' : '1',
        ADMIN_PASSWORD: 'queue mode test password',
      },
    });
    started.push(process);
    return process;
  }

  async function rowStates(jobId: string): Promise<Record<string, number>> {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ status: string; n: number }>(
        'select processing_status as status, count(*)::int as n from product_results where job_id = $1 group by 1',
        [jobId],
      );
      return Object.fromEntries(rows.map((r) => [r.status, r.n]));
    } finally {
      await client.end();
    }
  }

  it('stores each of 1,000 rows exactly once through a worker kill -9, a server kill -9 and restart, and a worker SIGTERM', async () => {
    const [firstServer, workerA, workerB] = await Promise.all([start('server'), start('worker'), start('worker')]);
    let server = firstServer;
    const ready = (await (await fetch(server.api('/ready'))).json()) as ReadyResponse;
    expect(ready).toEqual({ status: 'ready', checks: { database: 'ok', redis: 'ok', engine: 'ok', process: 'ok' } });

    const urls = Array.from({ length: ROWS }, (_, i) => {
      const photo = Math.floor((i * PHOTOS) / ROWS) + 1;
      return `${images.base}/img/g${String(photo).padStart(4, '0')}.jpg`;
    });
    const body = multipartBody([
      { name: 'mode', value: 'simple' },
      { name: 'file', filename: 'urls.csv', contentType: 'text/csv', data: Buffer.from(`Shopify_URL\n${urls.join('\n')}\n`) },
    ]);
    const created = await fetch(server.api('/process-excel'), { method: 'POST', headers: body.headers, body: body.payload });
    expect(created.status).toBe(200);
    const { jobId } = (await created.json()) as { jobId: string };
    const progress = async (): Promise<ProgressResponse> =>
      (await fetch(server.api(`/progress/${jobId}`))).json() as Promise<ProgressResponse>;
    await until(async () => ((await progress()).processedProducts >= 100 ? true : undefined), 300_000, 'the first 100 rows');

    // Mid-job, all at once: kill -9 of worker A (its slices stall and come back after the lock), kill -9 of the server
    // (rows live in the queue and the database), SIGTERM of worker B (rows in flight finish, the rest of its slices go
    // back to the queue; it exits 0 rather than being killed after the grace).
    workerA.child.kill('SIGKILL');
    server.child.kill('SIGKILL');
    const drained = workerB.stop();
    await Promise.all([workerA.exited, server.exited]);
    expect(await drained).toBe(0);
    expect((await rowStates(jobId)).success ?? 0).toBeLessThan(ROWS);

    // A new server and a new worker finish the job.
    [server] = await Promise.all([start('server'), start('worker')]);
    let last: ProgressResponse | undefined;
    const final = await until(
      async () => {
        last = await progress();
        return last.status === 'completed' || last.status === 'failed' ? last : undefined;
      },
      600_000,
      'job completion',
    ).catch(async (error: unknown) => {
      throw new Error(`${String(error)}: last progress ${JSON.stringify(last)}, rows ${JSON.stringify(await rowStates(jobId))}`);
    });
    // The counters move in the statement that stores a row, guarded by its status: a row stored twice would count twice.
    expect(final).toMatchObject({ status: 'completed', totalProducts: ROWS, processedProducts: ROWS, errorProducts: 0 });
    expect(await rowStates(jobId)).toEqual({ success: ROWS });

    // The first page comes with the summary; the rest page by cursor (issue 23 #4), 500 rows at a time.
    const summary = (await (await fetch(server.api(`/results/${jobId}`))).json()) as ResultsResponse;
    const rows = [...summary.results];
    for (let after = summary.nextCursor; after !== null;) {
      const page = (await (await fetch(server.api(`/results/${jobId}/rows?after=${after}&limit=500`))).json()) as ResultsPage;
      rows.push(...page.results);
      after = page.nextCursor;
    }
    expect(rows.map((r) => r.shopifyUrl)).toEqual(urls);
    expect(new Set(rows.map((r) => r.id)).size).toBe(ROWS);
    const file = csvRows(await (await fetch(server.api(`/download/${jobId}`))).text());
    expect(file).toHaveLength(ROWS + 1);
    expect(file.slice(1).map((row) => row[1])).toEqual(rows.map((r) => r.generatedAlt));
  }, 1_200_000);
});
