/**
 * Single-image latency (issue 26, "reuse the one decode"):
 *   npm run bench:single --workspace @alt-optimizer/bench -- [--data DIR] [--photos N] [--rounds N] [--workers N]
 * Starts the real server on the loopback (ENGINE_WORKERS, default 1, so the decoded raster crosses into a worker as in
 * production), posts N dev photos (default 6, spread over the set) one at a time to POST /api/analyze-single-image,
 * after one warm-up request, and prints the milliseconds per request: each photo's median over the rounds, then the
 * median and mean of every request.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { arg, startAppServer } from './bulk-bench-support.ts';

const data = arg('data') ?? '/work/shared/eval/dev';
const photos = Number(arg('photos') ?? 6);
const rounds = Number(arg('rounds') ?? 3);
const workers = arg('workers') ?? '1';

const all = readdirSync(join(data, 'images'))
  .filter((f) => /\.(?:jpe?g|png|webp)$/i.test(f))
  .sort();
const step = Math.max(1, Math.floor(all.length / photos));
const chosen = all.filter((_, i) => i % step === 0).slice(0, photos);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}

const server = await startAppServer({ ENGINE_WORKERS: workers, RATE_LIMIT_IMAGES_PER_MINUTE: '0' });

async function post(file: string): Promise<number> {
  const body = new FormData();
  body.append('image', new Blob([readFileSync(join(data, 'images', file))], { type: 'image/jpeg' }), file);
  body.append('language', 'en');
  const t0 = performance.now();
  const res = await fetch(server.api('/analyze-single-image'), { method: 'POST', body });
  await res.arrayBuffer();
  if (!res.ok) {
    throw new Error(`${file}: HTTP ${res.status}`);
  }
  return performance.now() - t0;
}

try {
  await post(chosen[0]!);
  const times = new Map<string, number[]>(chosen.map((f) => [f, []]));
  for (let r = 0; r < rounds; r++) {
    for (const file of chosen) {
      times.get(file)!.push(await post(file));
    }
  }
  for (const [file, ms] of times) {
    console.log(`${file.padEnd(12)} ${median(ms).toFixed(0).padStart(6)} ms/request (median of ${ms.length})`);
  }
  const every = [...times.values()].flat();
  const mean = every.reduce((a, b) => a + b, 0) / every.length;
  console.log(
    `single image, ${chosen.length} photos × ${rounds} rounds, ${workers} worker(s): ` +
      `median ${median(every).toFixed(0)} ms/request, mean ${mean.toFixed(0)} ms/request`,
  );
} finally {
  await server.stop();
}
