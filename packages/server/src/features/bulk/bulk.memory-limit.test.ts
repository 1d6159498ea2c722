/**
 * Issue 26: the real server (`npm run serve`) started under a 1 GB memory limit, with ENGINE_WORKERS left to its
 * default, runs a bulk job to the end. The limit is a cgroup where one is writable (the kernel ends the server past
 * it, and the server reads it to choose its workers), else a watchdog that kills the server past it, with
 * ENGINE_WORKERS=1: see testing/memory-limit.ts (and memory-limit.test.ts, which shows both end a process that goes
 * past). The rows are loopback URLs of dev photos with people and with text, so the job loads OCR (PaddleOCR and
 * Tesseract) as well as the detectors. No timing is asserted.
 *
 * The server runs with the README's settings for a host with 1 GB, both read by the runtimes at process start:
 * MALLOC_ARENA_MAX=2 (glibc's per-thread malloc arenas — server thread, engine worker, OCR thread, libvips threads —
 * otherwise keep ~160 MB of freed memory) and NODE_OPTIONS=--max-semi-space-size=4 (V8's young generation, 32 MB in
 * each of the three isolates by default). Measured 2026-11-26, 2 shared cores at load 4-9, ENGINE_WORKERS=1, at
 * d3e3b74 (CenterNet and BlazeFace in onnxruntime): with both, peak anonymous memory 911-938 MB (watchdog) and peak
 * RSS 964-992 MB (cgroup v1); without them the watchdog ended the server past 1,024 MB anonymous, and the cgroup run
 * passed only because the kernel dropped file pages (peak RSS 1,082 MB). Before onnxruntime, without them, the kernel
 * ended the server at 1,028 MB anonymous; with the arenas setting alone the watchdog runs peaked at 1,004-1,019 MB.
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
  // MEMORY_LIMIT_WATCHDOG=1 runs the fallback of a machine without a writable cgroup on one that has one.
  limiter = createMemoryLimiter(LIMIT_BYTES, { watchdogOnly: process.env.MEMORY_LIMIT_WATCHDOG === '1' });
});
afterAll(async () => {
  await server?.stop();
  limiter.dispose();
  await images.close();
});

describe('a server under a 1 GB memory limit', () => {
  it('chooses its engine workers from the limit and runs a bulk job to the end', async () => {
    const cgroup = limiter.mode !== 'rss watchdog';
    server = await startServerProcess({
      env: {
        ALLOW_PRIVATE_IMAGE_URLS: '127.0.0.1/32',
        ADMIN_PASSWORD: 'memory limit test password',
        LOG_LEVEL: 'info',
        // The README's settings for a 1 GB host (see above).
        MALLOC_ARENA_MAX: '2',
        NODE_OPTIONS: [process.env.NODE_OPTIONS, '--max-semi-space-size=4'].filter(Boolean).join(' '),
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
    const anon = limiter.peakAnonMb();
    const sampled = anon === undefined ? '' : `, sampled peak anonymous (server and children) ${Math.round(anon)} MB`;
    process.stderr.write(`memory-limit test (${limiter.mode}): server peak RSS ${Math.round(peak ?? 0)} MB${sampled}\n`);

    expect(final).toMatchObject({ status: 'completed', totalProducts: PHOTOS.length, successfulProducts: PHOTOS.length, errorProducts: 0 });
    const results = (await (await fetch(server.api(`/results/${jobId}`))).json()) as ResultsResponse;
    expect(results.results.map((r) => r.shopifyUrl)).toEqual(urls);
    // Every row got the engine's answer; '' is one (g0019 is judged decorative, and a decorative image's alt is empty).
    expect(results.results.every((r) => typeof r.generatedAlt === 'string')).toBe(true);
    expect(results.results.filter((r) => r.generatedAlt).length).toBeGreaterThanOrEqual(PHOTOS.length - 2);
    expect(images.log.filter((l) => l.path.startsWith('/img/'))).toHaveLength(PHOTOS.length);
    // Past the limit the kernel or the watchdog ended the server and the job could not complete; this says by how much.
    expect(limiter.exceededMb()).toBeUndefined();
  }, 1_200_000);
});
