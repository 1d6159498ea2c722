import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { peakRssMb, startAppServer, startPhotoServer, waitForJob } from './bulk-bench-support.ts';
import { scaleCatalogue } from './catalogue-scale.ts';

/**
 * `--catalogue PATH`: a real export (../shared/catalogues) grown to `rows` rows in its own layout, uploaded to the
 * real server through the HTTP API (complete mode), polled to completion and downloaded. Prints rows/s, distinct
 * images/s and the server's peak RSS; the download must hold as many records as the upload.
 */
export async function benchCatalogue(file: string, rows: number, imagesDir: string, upload: Upload): Promise<void> {
  const photos = await startPhotoServer(imagesDir);
  const server = await startAppServer({ ALLOW_PRIVATE_IMAGE_URLS: '127.0.0.1/32' });
  try {
    const scaled = scaleCatalogue(await readFile(file), rows, photos.base);
    const name = path.basename(file);
    const t0 = performance.now();
    const jobId = await upload(server.api, new Blob([new Uint8Array(scaled.data)], { type: 'text/csv' }), name, 'complete');
    const tAccepted = performance.now();
    const done = await waitForJob(server.api, jobId);
    const tDone = performance.now();
    const out = Buffer.from(await (await fetch(server.api(`/download/${jobId}`))).arrayBuffer());
    const seconds = (performance.now() - t0) / 1000;
    const lines = (b: Buffer) =>
      b
        .toString('latin1')
        .split(/\r?\n/)
        .filter((l) => l !== '').length;
    console.log(
      `\n== ${name} grown to ${scaled.rows} rows, ${scaled.distinctImages} distinct images (${(scaled.data.length / 1024).toFixed(0)} KB) ==`,
    );
    console.log(
      `status ${done.status}: ${done.successfulProducts} ok, ${done.errorProducts} failed of ${done.processedProducts} images; photo requests ${photos.requests()}`,
    );
    console.log(
      `upload accepted in ${Math.round(tAccepted - t0)} ms; processing ${((tDone - tAccepted) / 1000).toFixed(1)} s; download ${out.length} bytes, ${lines(out)} lines (upload ${lines(scaled.data)})`,
    );
    console.log(
      `rows/second: ${(scaled.rows / seconds).toFixed(2)}; distinct images/second: ${(scaled.distinctImages / seconds).toFixed(2)}`,
    );
    console.log(`server peak RSS: ${peakRssMb(server.child.pid!) ?? 'n/a'} MB`);
  } finally {
    await server.stop();
    photos.server.close();
  }
}

export type Upload = (api: (p: string) => string, file: Blob, name: string, mode: string) => Promise<string>;
