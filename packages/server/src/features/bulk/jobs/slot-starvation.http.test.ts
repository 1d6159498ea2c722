import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ProgressResponse } from '@alt-optimizer/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../core/db/client.ts';
import { getJob } from '../../../core/jobs/job.repository.ts';
import { startImageServer, until, type ImageServer } from '../../../testing/bulk-fixtures.ts';
import { startHangingHost, type HangingHost } from '../../../testing/hanging-host.ts';
import { useStarted } from '../../../testing/lifecycle.ts';
import { multipartBody, startOnFreshDatabase } from '../../../testing/test-app.ts';
import { rowMessage } from '../messages.ts';

/**
 * Issue 23, item 5, on the real app with the real engine and fetcher: image hosts on the loopback, one that accepts
 * connections and never answers. Each upload comes from its own client address (the address the server sees).
 */
interface Hosts {
  app: FastifyInstance;
  db: Db;
  images: ImageServer;
  hanging: HangingHost;
}

function useHostsApp(env: Record<string, string>): () => Hosts {
  return useStarted('app and image hosts', async (defer) => {
    const images = await startImageServer();
    defer(() => images.close());
    const hanging = await startHangingHost();
    defer(() => hanging.close());
    const dataDir = await mkdtemp(path.join(tmpdir(), 'slots-'));
    defer(() => rm(dataDir, { recursive: true, force: true }));
    const { app, deps } = await startOnFreshDatabase(defer, 'pglite', {
      DATA_DIR: dataDir,
      ALLOW_PRIVATE_IMAGE_URLS: '127.0.0.1/32',
      RATE_LIMIT_JOBS_PER_HOUR: '0',
      // The server: 4 row slots, at most 3 for one job.
      BULK_ROWS_IN_FLIGHT: '4',
      BULK_ROWS_PER_JOB: '3',
      BULK_FETCH_RETRIES: '0',
      ...env,
    });
    return { app, db: deps.db, images, hanging };
  });
}

/** An upload from `client`: its own address, or (`viaProxy`) the X-Forwarded-For of a proxy on 127.0.0.1. */
async function upload(app: FastifyInstance, client: string, urls: string[], language = 'en', viaProxy = false): Promise<string> {
  const body = multipartBody([
    { name: 'mode', value: 'simple' },
    { name: 'language', value: language },
    { name: 'file', filename: 'catalogue.csv', contentType: 'text/csv', data: Buffer.from(`Shopify_URL\n${urls.join('\n')}\n`) },
  ]);
  const from = viaProxy
    ? { remoteAddress: '127.0.0.1', headers: { ...body.headers, 'x-forwarded-for': client } }
    : { remoteAddress: client };
  const res = await app.inject({ method: 'POST', url: '/api/process-excel', payload: body.payload, headers: body.headers, ...from });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ jobId: string }>().jobId;
}

const progress = async (app: FastifyInstance, jobId: string) =>
  (await app.inject({ url: `/api/progress/${jobId}` })).json<ProgressResponse>();

function finished(app: FastifyInstance, jobId: string, timeoutMs: number): Promise<ProgressResponse> {
  return until(
    async () => {
      const p = await progress(app, jobId);
      return p.status === 'completed' || p.status === 'failed' ? p : undefined;
    },
    timeoutMs,
    `job ${jobId}`,
  );
}

const hangingUrls = (host: HangingHost, job: string, n: number) => Array.from({ length: n }, (_, i) => `${host.base}/${job}/${i}.jpg`);

/**
 * Longer than the normal job's three analyses on a loaded machine (30 s at load 19 on 2 cores): no hanging row may end
 * before that job does. The code before the fix (20 s a try, 2 retries) held the normal job past a minute.
 */
const HANG_MS = 60_000;

describe('row slots with two uploads whose image host never answers', () => {
  // Behind one proxy: the client is the address X-Forwarded-For names.
  const hosts = useHostsApp({ BULK_FETCH_TIMEOUT_MS: String(HANG_MS), TRUST_PROXY: '1' });

  it("finish a third client's normal job while every hanging row still waits on the network", async () => {
    const { app, db, images, hanging } = hosts();
    const slow = [
      await upload(app, '127.0.0.11', hangingUrls(hanging, 'a', 12), 'en', true),
      await upload(app, '127.0.0.12', hangingUrls(hanging, 'b', 12), 'en', true),
    ];
    // The hanging uploads hold what they may of the download slots before the normal job arrives.
    await until(async () => (hanging.open() >= 4 ? true : undefined), 10_000, 'hanging downloads');
    const t0 = Date.now();
    const normal = await upload(
      app,
      '127.0.0.13',
      [1, 2, 3].map((n) => `${images.base}/img/g000${n}.jpg`),
      'en',
      true,
    );
    expect(await Promise.all([...slow, normal].map(async (id) => (await getJob(db, id))?.client))).toEqual([
      'ip:127.0.0.11',
      'ip:127.0.0.12',
      'ip:127.0.0.13',
    ]);
    const done = await finished(app, normal, HANG_MS * 3);
    const seconds = (Date.now() - t0) / 1000;
    expect(done).toMatchObject({ status: 'completed', successfulProducts: 3, errorProducts: 0 });
    // Before any hanging download could time out: the normal job never waited for one of their slots.
    expect(seconds).toBeLessThan(HANG_MS / 1000);
    for (const id of slow) {
      expect(await progress(app, id)).toMatchObject({ status: 'processing', processedProducts: 0 });
    }
    // One host gets at most BULK_DOWNLOADS_PER_HOST (4) downloads at once, over both jobs.
    expect(hanging.open()).toBeLessThanOrEqual(4);
  }, 400_000);
});

describe('the failing-host breaker of a job', () => {
  const hosts = useHostsApp({ BULK_FETCH_TIMEOUT_MS: '800' });

  it("fails a job's remaining rows on a host that timed out 3 times at once, in the job's language, and keeps its other rows", async () => {
    const { app, images, hanging } = hosts();
    const good = `${images.base}/img/g0001.jpg`;
    // One job after the other: the tests' engine analyses in this thread, and an analysis holding the event loop past
    // 800 ms would time out another job's good download.
    for (const [n, language] of (['en', 'fr'] as const).entries()) {
      const job = { language, id: await upload(app, `127.0.0.${21 + n}`, [...hangingUrls(hanging, language, 10), good], language) };
      expect(await finished(app, job.id, 120_000)).toMatchObject({ status: 'completed', successfulProducts: 1, errorProducts: 10 });
      const skipped = rowMessage('hostSkipped', job.language, { host: hanging.host, count: '3' });
      const timedOut = rowMessage('timeout', job.language);
      const download = (await app.inject({ url: `/api/download/${job.id}` })).body;
      const results = (await app.inject({ url: `/api/results/${job.id}` })).body;
      const lines = download.split(/\r?\n/).filter((line) => line.includes(hanging.base));
      expect(lines).toHaveLength(10);
      const skippedRows = lines.filter((line) => line.includes(skipped)).length;
      const timedOutRows = lines.filter((line) => line.includes(timedOut)).length;
      // Three timeouts trip it; the rows already downloading when it tripped (at most 4 on the host) end as timeouts.
      expect(timedOutRows).toBeGreaterThanOrEqual(3);
      expect(timedOutRows).toBeLessThanOrEqual(6);
      expect(skippedRows).toBe(10 - timedOutRows);
      expect(results).toContain(JSON.stringify(skipped).slice(1, -1));
    }
    expect(rowMessage('hostSkipped', 'fr', { host: hanging.host, count: '3' })).toBe(
      `L'hôte d'images ${hanging.host} n'a pas répondu ; image ignorée après 3 délais dépassés`,
    );
    // The host was asked only for the rows before each job's breaker tripped.
    expect(hanging.connections()).toBeLessThan(20);
  }, 200_000);
});
