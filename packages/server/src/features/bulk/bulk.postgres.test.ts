import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ProgressResponse, ResultsResponse } from '@alt-optimizer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvRows, startImageServer, until, type ImageServer } from '../../testing/bulk-fixtures.ts';
import { openTestDatabase, postgresReachable, type TestDatabase } from '../../testing/databases.ts';
import { closeSharedEngine, multipartBody, startTestApp, type TestApp } from '../../testing/test-app.ts';

// The same runner on real PostgreSQL (a pool of connections, so SKIP LOCKED claims really run in parallel).
const pgOk = await postgresReachable();

describe.skipIf(!pgOk)('bulk job on PostgreSQL', () => {
  let images: ImageServer;
  let dataDir: string;
  let database: TestDatabase;
  let t: TestApp;

  beforeAll(async () => {
    images = await startImageServer();
    dataDir = await mkdtemp(path.join(tmpdir(), 'bulk-pg-'));
    database = await openTestDatabase('postgres');
    t = await startTestApp(database, { DATA_DIR: dataDir, ALLOW_PRIVATE_IMAGE_URLS: '1' });
  });
  afterAll(async () => {
    await t?.app.close();
    await database?.dispose();
    await closeSharedEngine();
    await images?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('processes a CSV to completion and writes the enhanced file', async () => {
    const csv = `Title,Image URL\nUmbrella,${images.base}/img/g0002.jpg\nGone,${images.base}/missing.jpg\n`;
    const body = multipartBody([
      { name: 'mode', value: 'simple' },
      { name: 'file', filename: 'u.csv', contentType: 'text/csv', data: Buffer.from(csv) },
    ]);
    const res = await t.app.inject({ method: 'POST', url: '/api/process-excel', ...body });
    expect(res.statusCode, res.body).toBe(200);
    const { jobId } = res.json<{ jobId: string }>();
    const progress = await until(
      async () => {
        const p = (await t.app.inject({ url: `/api/progress/${jobId}` })).json<ProgressResponse>();
        return p.status === 'completed' ? p : undefined;
      },
      180_000,
      'postgres job',
    );
    expect(progress).toMatchObject({ totalProducts: 2, processedProducts: 2, successfulProducts: 1, errorProducts: 1 });
    const results = (await t.app.inject({ url: `/api/results/${jobId}` })).json<ResultsResponse>();
    const alt = results.results[0]!.generatedAlt!;
    expect(alt.length).toBeGreaterThan(0);
    const file = (await t.app.inject({ url: `/api/download/${jobId}` })).body;
    expect(csvRows(file)).toEqual([
      ['Title', 'Image URL', 'ALT', 'ALT_Status', 'ALT_Error'],
      ['Umbrella', `${images.base}/img/g0002.jpg`, alt, results.results[0]!.needsReview ? 'review' : 'success', ''],
      ['Gone', `${images.base}/missing.jpg`, '', 'failed', 'Image not found (404)'],
    ]);
  });
});
