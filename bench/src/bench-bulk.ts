/**
 * Bulk pipeline benchmark (issue 4):
 *   npm run bench:bulk -- [--rows N] [--overhead-rows N] [--parse-rows N] [--images DIR] [--engine-workers N]
 *   npm run bench:bulk -- --catalogue PATH [--catalogue-rows N]   (only the real-layout run, bench-catalogue.ts)
 *   npm run bench:bulk -- --workers 1,2 [--rows N]   (only the queue mode's scaling run, bench-scale-out.ts)
 * --engine-workers N: the engine's threads in the one server process (ENGINE_WORKERS); --workers LIST: how many
 * `npm run worker` processes the queue mode runs, one run per count (PostgreSQL and Redis needed).
 * 1. Serves N distinct image URLs from a loopback server, uploads a CSV of them to the real server
 *    process through the HTTP API, polls progress to completion, downloads the file, and prints images/s
 *    end to end and the server's peak RSS.
 *    Then --overhead-rows (default 2000) URLs that answer 404 at once: rows/s of the pipeline without the
 *    engine (claim, fetch, store, counters), to show where the end-to-end time goes.
 * 2. Generates a --parse-rows (default 100,000) row xlsx catalogue and uploads it to a fresh server:
 *    the upload answer time covers streaming the upload, parsing, validating and inserting every row;
 *    the rows carry no usable URL, so completion time is the time to write the enhanced 100k-row file.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { openAsBlob } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { benchCatalogue } from './bench-catalogue.ts';
import { benchScaleOut } from './bench-scale-out.ts';
import { arg, peakRssMb, startAppServer, startPhotoServer, waitForJob } from './bulk-bench-support.ts';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const rows = Number(arg('rows') ?? 100);
const parseRows = Number(arg('parse-rows') ?? 100_000);
const overheadRows = Number(arg('overhead-rows') ?? 2000);
const imagesDir = arg('images') ?? path.join(repoRoot, '..', 'shared', 'eval', 'dev', 'images');
/** ENGINE_WORKERS of the server (threads); not --workers, which counts the queue mode's worker processes. */
const engineWorkers = arg('engine-workers');
const workerCounts = arg('workers');
const catalogue = arg('catalogue');
const catalogueRows = Number(arg('catalogue-rows') ?? 5000);

async function upload(api: (p: string) => string, file: Blob, name: string, mode: string): Promise<string> {
  const form = new FormData();
  form.set('mode', mode);
  form.set('file', file, name);
  const res = await fetch(api('/process-excel'), { method: 'POST', body: form });
  const body = (await res.json()) as { success: boolean; jobId?: string; error?: string };
  if (!res.ok || !body.jobId) {
    throw new Error(`upload failed (${res.status}): ${body.error}`);
  }
  return body.jobId;
}

async function benchImages(): Promise<void> {
  const photos = await startPhotoServer(imagesDir);
  const env: Record<string, string> = { ALLOW_PRIVATE_IMAGE_URLS: '127.0.0.1/32' };
  if (engineWorkers) {
    env.ENGINE_WORKERS = engineWorkers;
  }
  const server = await startAppServer(env);
  try {
    const csv = `Shopify_URL\n${Array.from({ length: rows }, (_, i) => `${photos.base}/img/${i}.jpg`).join('\n')}\n`;
    const t0 = performance.now();
    const jobId = await upload(server.api, new Blob([csv], { type: 'text/csv' }), 'bench.csv', 'simple');
    const tAccepted = performance.now();
    const done = await waitForJob(server.api, jobId);
    const tDone = performance.now();
    const file = await (await fetch(server.api(`/download/${jobId}`))).arrayBuffer();
    const tDownloaded = performance.now();
    const seconds = (tDownloaded - t0) / 1000;
    console.log(`\n== end to end: ${rows} image URLs through the HTTP API ==`);
    console.log(
      `status ${done.status}: ${done.successfulProducts} ok, ${done.errorProducts} failed; image requests served: ${photos.requests()}`,
    );
    console.log(
      `upload accepted in ${Math.round(tAccepted - t0)} ms; processing ${((tDone - tAccepted) / 1000).toFixed(1)} s; download ${Math.round(tDownloaded - tDone)} ms (${file.byteLength} bytes)`,
    );
    console.log(`images/second end to end: ${(rows / seconds).toFixed(2)}`);
    console.log(`server peak RSS: ${peakRssMb(server.child.pid!) ?? 'n/a'} MB (engine workers: ${engineWorkers ?? 'default = CPU cores'})`);
    if (overheadRows > 0) {
      const missing = `Shopify_URL\n${Array.from({ length: overheadRows }, (_, i) => `${photos.base}/missing/${i}.jpg`).join('\n')}\n`;
      const o0 = performance.now();
      const missingJob = await upload(server.api, new Blob([missing], { type: 'text/csv' }), 'missing.csv', 'simple');
      const o = await waitForJob(server.api, missingJob);
      const oSeconds = (performance.now() - o0) / 1000;
      console.log(`\n== pipeline without the engine: ${overheadRows} URLs answering 404 ==`);
      console.log(`status ${o.status}: ${o.errorProducts} failed as expected; rows/second: ${(overheadRows / oSeconds).toFixed(1)}`);
    }
  } finally {
    await server.stop();
    photos.server.close();
  }
}

/** A realistic complete-mode catalogue written with the streaming writer (the bench itself stays small). */
async function writeCatalogue(file: string, n: number): Promise<void> {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false, useStyles: false });
  const ws = wb.addWorksheet('Products');
  ws.addRow(['Product_ID', 'Title', 'Description', 'Shopify_URL', 'Price']).commit();
  for (let i = 0; i < n; i++) {
    ws.addRow([
      `SKU-${i}`,
      `Organic cotton t-shirt model ${i % 500}`,
      `Soft organic cotton tee, relaxed fit, crew neck, colour ${['navy', 'white', 'sand', 'olive'][i % 4]}, size ${['S', 'M', 'L', 'XL'][i % 4]}.`,
      // No scheme: each row is reported as an invalid URL at upload, so no image is fetched.
      `cdn.example.invalid/products/${i}.jpg`,
      9.5 + (i % 40),
    ]).commit();
  }
  ws.commit();
  await wb.commit();
}

async function benchParse(): Promise<void> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-parse-'));
  const file = path.join(dataDir, 'catalogue.xlsx');
  await writeCatalogue(file, parseRows);
  const size = (await stat(file)).size;
  const server = await startAppServer({});
  try {
    const rssBefore = peakRssMb(server.child.pid!);
    const t0 = performance.now();
    const jobId = await upload(server.api, await openAsBlob(file), 'catalogue.xlsx', 'complete');
    const tAccepted = performance.now();
    const done = await waitForJob(server.api, jobId);
    const tDone = performance.now();
    console.log(`\n== ${parseRows}-row xlsx catalogue (${(size / 1024 / 1024).toFixed(1)} MB) ==`);
    console.log(`upload + stream parse + validate + insert ${parseRows} rows: ${((tAccepted - t0) / 1000).toFixed(1)} s`);
    console.log(`enhanced file written (job ${done.status}, ${done.processedProducts} rows): ${((tDone - tAccepted) / 1000).toFixed(1)} s`);
    console.log(`server peak RSS: ${peakRssMb(server.child.pid!) ?? 'n/a'} MB (after start-up, before upload: ${rssBefore ?? 'n/a'} MB)`);
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

if (workerCounts) {
  await benchScaleOut(workerCounts.split(',').map(Number), rows, imagesDir, upload);
} else if (catalogue) {
  await benchCatalogue(catalogue, catalogueRows, imagesDir, upload);
} else {
  if (rows > 0) {
    await benchImages();
  }
  if (parseRows > 0) {
    await benchParse();
  }
}
