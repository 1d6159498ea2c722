import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ProgressResponse, ResultsResponse } from '@alt-optimizer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvRows, startImageServer, until, type ImageServer } from '../../testing/bulk-fixtures.ts';
import { startServerProcess, type ServerProcess } from '../../testing/server-process.ts';
import { multipartBody } from '../../testing/test-app.ts';

const ROWS = 20;

let images: ImageServer;
let dataDir: string;
let server: ServerProcess;
const started: ServerProcess[] = [];

/** The real server process on the same DATA_DIR each time, exactly as `npm run serve` starts it. */
async function startServer(): Promise<ServerProcess> {
  const next = await startServerProcess({
    dataDir,
    env: { ALLOW_PRIVATE_IMAGE_URLS: '127.0.0.1/32', ENGINE_WORKERS: '0', ADMIN_PASSWORD: 'restart test password' },
  });
  started.push(next);
  return next;
}

const api = (p: string) => server.api(p);

async function progress(jobId: string): Promise<ProgressResponse> {
  return (await fetch(api(`/progress/${jobId}`))).json() as Promise<ProgressResponse>;
}

beforeAll(async () => {
  images = await startImageServer();
  dataDir = await mkdtemp(path.join(tmpdir(), 'bulk-kill-'));
});
afterAll(async () => {
  await Promise.all(started.map((s) => s.stop()));
  await images.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('kill -9 mid-job', () => {
  it('resumes after restart with every row processed exactly once', async () => {
    server = await startServer();
    const urls = Array.from({ length: ROWS }, (_, i) => `${images.base}/img/g${String(i + 1).padStart(4, '0')}.jpg`);
    const csv = `Shopify_URL\n${urls.join('\n')}\n`;
    const body = multipartBody([
      { name: 'mode', value: 'simple' },
      { name: 'file', filename: 'urls.csv', contentType: 'text/csv', data: Buffer.from(csv) },
    ]);
    const res = await fetch(api('/process-excel'), { method: 'POST', headers: body.headers, body: body.payload });
    const { jobId } = (await res.json()) as { jobId: string };

    // Kill once some rows are stored but the job is far from done.
    await until(async () => ((await progress(jobId)).processedProducts >= 3 ? true : undefined), 180_000, 'first rows');
    const before = (await (await fetch(api(`/results/${jobId}`))).json()) as ResultsResponse;
    const doneBefore = new Set(before.results.filter((r) => r.processingStatus === 'success').map((r) => r.shopifyUrl));
    server.child.kill('SIGKILL');
    await server.exited;
    expect(doneBefore.size).toBeGreaterThanOrEqual(3);
    expect(doneBefore.size).toBeLessThan(ROWS);

    const restartedAt = Date.now();
    server = await startServer();
    const final = await until(
      async () => {
        const p = await progress(jobId);
        return p.status === 'completed' ? p : undefined;
      },
      300_000,
      'job completion after restart',
    );
    expect(final).toMatchObject({ totalProducts: ROWS, processedProducts: ROWS, successfulProducts: ROWS, errorProducts: 0 });

    const after = (await (await fetch(api(`/results/${jobId}`))).json()) as ResultsResponse;
    expect(after.results).toHaveLength(ROWS);
    expect(after.results.map((r) => r.shopifyUrl)).toEqual(urls);
    expect(new Set(after.results.map((r) => r.id)).size).toBe(ROWS);
    for (const r of after.results) {
      expect(r.processingStatus).toBe('success');
      // An image judged decorative gets an empty alt, which is still a stored result.
      expect(typeof r.generatedAlt).toBe('string');
    }
    // Rows stored before the kill were not fetched again; rows never stored were fetched after the restart.
    const fetchedAfter = new Set(images.log.filter((l) => l.at >= restartedAt).map((l) => `${images.base}${l.path}`));
    for (const url of doneBefore) {
      expect(fetchedAfter.has(url), url).toBe(false);
    }
    for (const url of urls.filter((u) => !doneBefore.has(u))) {
      expect(fetchedAfter.has(url), url).toBe(true);
    }
    // The alts stored before the kill are unchanged.
    for (const r of before.results.filter((x) => x.processingStatus === 'success')) {
      expect(after.results.find((x) => x.id === r.id)?.generatedAlt).toBe(r.generatedAlt);
    }

    const file = await (await fetch(api(`/download/${jobId}`))).text();
    expect(csvRows(file)).toEqual([
      ['Shopify_URL', 'ALT', 'ALT_Status', 'ALT_Error'],
      ...urls.map((url, i) => {
        const r = after.results[i]!;
        return [url, r.generatedAlt, r.generatedAlt ? (r.needsReview ? 'review' : 'success') : 'decorative', ''];
      }),
    ]);
    expect(await server.stop()).toBe(0);
  }, 600_000);
});
