/**
 * Row-slot starvation benchmark (issue 23, item 5):
 *   npm run bench:starvation -- [--hanging-jobs N] [--hanging-rows N] [--normal-rows N] [--engine-workers N] [--limit-s S]
 * Starts the real server (TRUST_PROXY=1, so X-Forwarded-For names the client as a proxy would) with its default row
 * slots and image fetch timeouts, and a loopback image host that accepts connections and never answers. Clients
 * 127.0.0.11, 127.0.0.12… (--hanging-jobs, default 2) each upload a CSV of --hanging-rows (default 30) images on that
 * host; a second later client 127.0.0.99 uploads --normal-rows (default 4) images from a loopback host that answers.
 * Prints how long the normal job took from its upload to `completed` (given up after --limit-s, default 240 s), and how
 * far the hanging jobs got.
 * `--hanging-jobs 0` runs the normal job alone: the engine's own time for it, on the same machine.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startHangingHost } from '@alt-optimizer/server/testing/hanging-host.ts';
import { arg, startAppServer, startPhotoServer, waitForJob } from './bulk-bench-support.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const imagesDir = arg('images') ?? path.join(repoRoot, '..', 'shared', 'eval', 'dev', 'images');
const hangingJobs = Number(arg('hanging-jobs') ?? 2);
const hangingRows = Number(arg('hanging-rows') ?? 30);
const normalRows = Number(arg('normal-rows') ?? 4);
const engineWorkers = arg('engine-workers');
const limitMs = Number(arg('limit-s') ?? 240) * 1000;

async function upload(api: (p: string) => string, client: string, urls: string[]): Promise<string> {
  const form = new FormData();
  form.set('mode', 'simple');
  form.set('file', new Blob([`Shopify_URL\n${urls.join('\n')}\n`], { type: 'text/csv' }), 'starvation.csv');
  const res = await fetch(api('/process-excel'), { method: 'POST', body: form, headers: { 'x-forwarded-for': client } });
  const body = (await res.json()) as { jobId?: string; error?: string };
  if (!res.ok || !body.jobId) {
    throw new Error(`upload failed (${res.status}): ${body.error}`);
  }
  return body.jobId;
}

async function progress(api: (p: string) => string, jobId: string): Promise<{ status: string; processedProducts: number }> {
  return (await (await fetch(api(`/progress/${jobId}`))).json()) as { status: string; processedProducts: number };
}

async function main(): Promise<void> {
  const hanging = await startHangingHost();
  const photos = await startPhotoServer(imagesDir);
  const env: Record<string, string> = { ALLOW_PRIVATE_IMAGE_URLS: '127.0.0.1/32', TRUST_PROXY: '1', RATE_LIMIT_JOBS_PER_HOUR: '0' };
  if (engineWorkers) {
    env.ENGINE_WORKERS = engineWorkers;
  }
  const server = await startAppServer(env);
  try {
    const hangingUrls = (job: string) => Array.from({ length: hangingRows }, (_, i) => `${hanging.base}/${job}/${i}.jpg`);
    const slow: string[] = [];
    for (let i = 0; i < hangingJobs; i++) {
      slow.push(await upload(server.api, `127.0.0.${11 + i}`, hangingUrls(`job${i}`)));
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const normalUrls = Array.from({ length: normalRows }, (_, i) => `${photos.base}/img/${i}.jpg`);
    const t0 = performance.now();
    const normal = await upload(server.api, '127.0.0.99', normalUrls);
    const finished = await Promise.race([
      waitForJob(server.api, normal),
      new Promise<null>((resolve) => setTimeout(() => resolve(null), limitMs)),
    ]);
    const seconds = (performance.now() - t0) / 1000;
    const slowStates = await Promise.all(slow.map((id) => progress(server.api, id)));
    console.log(`\nRow-slot starvation (${hangingJobs} uploads on a host that never answers, then a normal job from another client)`);
    console.log(`server code:            ${repoRoot}`);
    console.log(`hanging rows per job:   ${hangingRows} (connections the hanging host accepted so far: ${hanging.connections()})`);
    console.log(
      finished
        ? `normal job (${normalRows} rows): ${finished.status} after ${seconds.toFixed(1)} s (${finished.successfulProducts} ok, ${finished.errorProducts} failed)`
        : `normal job (${normalRows} rows): NOT finished after ${seconds.toFixed(1)} s`,
    );
    for (const [i, s] of slowStates.entries()) {
      console.log(`hanging job ${i + 1}:          ${s.status}, ${s.processedProducts}/${hangingRows} rows done at that moment`);
    }
  } finally {
    await server.stop();
    await hanging.close();
    photos.server.close();
  }
}

await main();
