import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ProgressResponse, ResultsResponse } from '@alt-optimizer/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../test-support/test-app.ts';
import { csvRows, startImageServer, until, type ImageServer } from './bulk-test-support.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const ROWS = 20;

let images: ImageServer;
let dataDir: string;
let port: number;
const children: ChildProcess[] = [];
let stderr = '';

async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const p = (srv.address() as { port: number }).port;
  await new Promise((resolve) => srv.close(resolve));
  return p;
}

/** The real server process, exactly as `npm run serve` starts it. */
function startServer(): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      ALLOW_PRIVATE_IMAGE_URLS: '1',
      ENGINE_WORKERS: '0',
      ADMIN_PASSWORD: 'restart test password',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // Kept for the failure message: a server that does not start says why.
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  children.push(child);
  return child;
}

const api = (p: string) => `http://127.0.0.1:${port}/api${p}`;

async function waitHealthy(): Promise<void> {
  await until(async () => ((await fetch(api('/health')).catch(() => null))?.ok ? true : undefined), 180_000, 'server health').catch(
    (err: unknown) => {
      throw new Error(`${String(err)}\n${stderr.slice(-2000)}`);
    },
  );
}

async function progress(jobId: string): Promise<ProgressResponse> {
  return (await fetch(api(`/progress/${jobId}`))).json() as Promise<ProgressResponse>;
}

beforeAll(async () => {
  images = await startImageServer();
  dataDir = await mkdtemp(path.join(tmpdir(), 'bulk-kill-'));
  port = await freePort();
});
afterAll(async () => {
  for (const child of children) {
    if (child.exitCode === null) {
      child.kill('SIGKILL');
    }
  }
  await images.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('kill -9 mid-job', () => {
  it('resumes after restart with every row processed exactly once', async () => {
    let server = startServer();
    await waitHealthy();
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
    server.kill('SIGKILL');
    await new Promise((resolve) => server.once('exit', resolve));
    expect(doneBefore.size).toBeGreaterThanOrEqual(3);
    expect(doneBefore.size).toBeLessThan(ROWS);

    const restartedAt = Date.now();
    server = startServer();
    await waitHealthy();
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
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }, 600_000);
});
