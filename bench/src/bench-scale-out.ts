/**
 * The queue mode's scaling bench (issue 13): `npm run bench:bulk -- --workers 1,2 [--rows N] [--engine local|provider]`.
 * For each count of `npm run worker` processes, a fresh PostgreSQL database and Redis prefix, one server and that many
 * workers; a CSV of N distinct image URLs (loopback photo server) is uploaded through the HTTP API and timed to its
 * completion. Run twice: the local engine (CPU-bound: on a 2-core machine more processes cannot add cores) and a local
 * stand-in for a hosted vision model answering in 2 s (network-bound: throughput should grow with the workers).
 * `--engine local` or `--engine provider` runs only that half (both by default).
 * Needs the machine's PostgreSQL (TEST_DATABASE_URL) and Redis (TEST_REDIS_URL).
 */
import { startSlowProvider, type SlowProvider } from '@alt-optimizer/engine/testing/slow-provider.ts';
import { createPostgresDatabase, postgresReachable } from '@alt-optimizer/server/testing/databases.ts';
import { redisReachable, REDIS_TEST_URL, uniqueQueuePrefix } from '@alt-optimizer/server/testing/redis.ts';
import { startServerProcess, type ServerProcess } from '@alt-optimizer/server/testing';
import { arg, startAppServer, startPhotoServer, waitForJob } from './bulk-bench-support.ts';

type Upload = (api: (p: string) => string, file: Blob, name: string, mode: string) => Promise<string>;

interface Run {
  engine: string;
  workers: number;
  imagesPerSecond: number;
  seconds: number;
  failed: number;
}

async function timeOneRun(
  workers: number,
  rows: number,
  photosBase: string,
  upload: Upload,
  engineEnv: Record<string, string>,
): Promise<Omit<Run, 'engine'>> {
  const database = await createPostgresDatabase();
  const queue = uniqueQueuePrefix();
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: REDIS_TEST_URL,
    QUEUE_PREFIX: queue.prefix,
    ALLOW_PRIVATE_IMAGE_URLS: '127.0.0.1/32',
    ...engineEnv,
  };
  const started: ServerProcess[] = [];
  try {
    // The server only enqueues and completes jobs here: one engine thread is enough for its single-image route.
    started.push(await startAppServer({ ...env, ENGINE_WORKERS: '1' }));
    const processes = await Promise.all(
      Array.from({ length: workers }, () =>
        startServerProcess({ entry: 'worker', env: { ...env, ADMIN_PASSWORD: 'bench password 1' }, echo: true, startTimeoutMs: 300_000 }),
      ),
    );
    started.push(...processes);
    const api = started[0]!.api;
    const csv = `Shopify_URL\n${Array.from({ length: rows }, (_, i) => `${photosBase}/img/${i}.jpg`).join('\n')}\n`;
    const t0 = performance.now();
    const jobId = await upload(api, new Blob([csv], { type: 'text/csv' }), 'scale.csv', 'simple');
    const done = await waitForJob(api, jobId);
    const seconds = (performance.now() - t0) / 1000;
    return { workers, imagesPerSecond: rows / seconds, seconds, failed: done.errorProducts };
  } finally {
    await Promise.all(started.map((p) => p.stop()));
    await database.drop();
    await queue.drop();
  }
}

export async function benchScaleOut(counts: number[], rows: number, imagesDir: string, upload: Upload): Promise<void> {
  if (!(await postgresReachable()) || !(await redisReachable())) {
    console.log('bench:bulk --workers needs PostgreSQL (TEST_DATABASE_URL) and Redis (TEST_REDIS_URL); neither is skipped silently.');
    process.exitCode = 1;
    return;
  }
  const photos = await startPhotoServer(imagesDir);
  let provider: SlowProvider | undefined;
  const runs: Run[] = [];
  try {
    provider = await startSlowProvider({ delayMs: 2000 });
    const only = arg('engine');
    const engines = (
      [
        ['local', 'local engine', {}],
        ['provider', 'fake provider (2 s per call)', provider.env],
      ] as const
    )
      .filter(([key]) => !only || only === key)
      .map(([, name, env]): [string, Record<string, string>] => [name, env]);
    if (engines.length === 0) {
      throw new Error(`--engine ${only}: expected local or provider`);
    }
    for (const [engine, engineEnv] of engines) {
      for (const workers of counts) {
        const run = { engine, ...(await timeOneRun(workers, rows, photos.base, upload, engineEnv)) };
        runs.push(run);
        console.log(
          `${engine}, ${workers} worker process(es): ${run.imagesPerSecond.toFixed(2)} images/s, ${run.seconds.toFixed(1)} s (${run.failed} rows failed)`,
        );
      }
    }
  } finally {
    await provider?.close();
    photos.server.close();
  }
  console.log(`\n== queue mode: ${rows} distinct image URLs per run, 1 server + N workers ==`);
  for (const engine of new Set(runs.map((r) => r.engine))) {
    const mine = runs.filter((r) => r.engine === engine);
    const base = mine[0]!;
    const cells = mine.map((r) => `${r.workers} worker(s) ${r.imagesPerSecond.toFixed(2)} img/s`).join(', ');
    const ratios = mine
      .slice(1)
      .map((r) => `${r.workers}/${base.workers}: ×${(r.imagesPerSecond / base.imagesPerSecond).toFixed(2)}`)
      .join(', ');
    console.log(`${engine}: ${cells}${ratios ? `; ratio ${ratios}` : ''}`);
  }
}
