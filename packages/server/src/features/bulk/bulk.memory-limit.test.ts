/**
 * Issue 26: the real server (`npm run serve`) started under a 1 GB memory limit, with ENGINE_WORKERS left to its
 * default, runs a bulk job to the end. The limit is a cgroup where one is writable (the kernel ends the server past
 * it, and the server reads it to choose its workers), else an RSS watchdog with ENGINE_WORKERS=1: see
 * testing/memory-limit.ts. The rows are loopback URLs of dev photos with people and with text, so the job loads
 * OCR (PaddleOCR and Tesseract) as well as the detectors. No timing is asserted.
 *
 * Skipped until the server fits: measured 2026-11-26 in a cgroup v1 group, an idle server with ENGINE_WORKERS=1
 * holds 1.24 GB RSS (1.19 GB anonymous) before its first image, and under 1 GiB the kernel ends it before
 * /api/health answers. Most of that is outside the engine worker (one worker's models are ~320 MB, 640 MB with
 * OCR; bench/src/engine-memory.ts). RUN_MEMORY_LIMIT_TEST=1 runs it.
 */
import type { ProgressResponse, ResultsResponse } from '@alt-optimizer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startImageServer, until, type ImageServer } from '../../testing/bulk-fixtures.ts';
import { createMemoryLimiter, type MemoryLimiter } from '../../testing/memory-limit.ts';
import { startServerProcess, type ServerProcess } from '../../testing/server-process.ts';
import { multipartBody } from '../../testing/test-app.ts';

const LIMIT_BYTES = 1024 ** 3;
/** g0010 three people, g0017 / g0023 / g0024 text (g0024 four lines re-read by Tesseract), g0025 four people. */
const PHOTOS = Array.from({ length: 16 }, (_, i) => `g${String(i + 10).padStart(4, '0')}`);

let images: ImageServer;
let limiter: MemoryLimiter;
let server: ServerProcess | undefined;

beforeAll(async () => {
  images = await startImageServer();
  limiter = createMemoryLimiter(LIMIT_BYTES);
});
afterAll(async () => {
  await server?.stop();
  limiter.dispose();
  await images.close();
});

describe.skipIf(process.env.RUN_MEMORY_LIMIT_TEST !== '1')('a server under a 1 GB memory limit', () => {
  it('chooses its engine workers from the limit and runs a bulk job to the end', async () => {
    const cgroup = limiter.mode !== 'rss watchdog';
    server = await startServerProcess({
      env: {
        ALLOW_PRIVATE_IMAGE_URLS: '127.0.0.1/32',
        ADMIN_PASSWORD: 'memory limit test password',
        LOG_LEVEL: 'info',
        // Under a cgroup the default is what is tested; the watchdog cannot tell the server its limit.
        ...(cgroup ? {} : { ENGINE_WORKERS: '1' }),
      },
      onSpawn: (child) => limiter.add(child.pid ?? 0),
      startTimeoutMs: 300_000,
    });
    const pid = server.child.pid ?? 0;
    if (cgroup) {
      expect(server.output()).toMatch(/1 engine worker, bound by memory: \d+ cores; 1024 MB \(cgroup memory limit\)/);
    }

    const urls = PHOTOS.map((p) => `${images.base}/img/${p}.jpg`);
    const body = multipartBody([
      { name: 'mode', value: 'simple' },
      { name: 'file', filename: 'urls.csv', contentType: 'text/csv', data: Buffer.from(`Shopify_URL\n${urls.join('\n')}\n`) },
    ]);
    const res = await fetch(server.api('/process-excel'), { method: 'POST', headers: body.headers, body: body.payload });
    expect(res.status).toBe(200);
    const { jobId } = (await res.json()) as { jobId: string };
    const final = await until(
      async () => {
        const p = (await (await fetch(server!.api(`/progress/${jobId}`))).json()) as ProgressResponse;
        return p.status === 'completed' || p.status === 'failed' ? p : undefined;
      },
      900_000,
      'job completion under 1 GB',
    );
    const peak = limiter.peakRssMb(pid);
    process.stderr.write(`memory-limit test (${limiter.mode}): server peak RSS ${Math.round(peak ?? 0)} MB\n`);

    expect(final).toMatchObject({ status: 'completed', totalProducts: PHOTOS.length, successfulProducts: PHOTOS.length, errorProducts: 0 });
    const results = (await (await fetch(server.api(`/results/${jobId}`))).json()) as ResultsResponse;
    expect(results.results.map((r) => r.shopifyUrl)).toEqual(urls);
    expect(results.results.every((r) => (r.generatedAlt ?? '').length > 0)).toBe(true);
    expect(images.log.filter((l) => l.path.startsWith('/img/'))).toHaveLength(PHOTOS.length);
    expect(limiter.exceededMb()).toBeUndefined();
    expect(peak ?? 0).toBeLessThanOrEqual(LIMIT_BYTES / 1024 ** 2);
  }, 1_200_000);
});
