/**
 * Engine throughput benchmark (issue 3 §4):
 *   npm run bench:engine -- --data DIR [--workers N] [--limit N] [--mode simple|complete] [--lang en|fr] [--rounds N]
 *                            [--memory-image FILE | --no-memory]
 * Runs the worker pool on all cores (one lane per worker, models loaded once per worker) and prints
 * images/second, per-image latency p50/p95, peak RSS of the process and each worker's own heap + external memory.
 * First (unless --no-memory) it prints the memory each model and stage adds, measured in a fresh process on one
 * photo with text (engine-memory.ts; default the dev set's p0016.jpg, else the first image).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createEnginePool, forEachInLanes, providerConfigFromEnv, type AltContext } from '@alt-optimizer/engine';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return Math.round(sorted[i] ?? 0);
}

const data = arg('data');
if (!data) {
  process.stderr.write('usage: npm run bench:engine -- --data DIR [--workers N] [--limit N]\n');
  process.exit(2);
}
const workers = Number(arg('workers') ?? availableParallelism());
const limit = Number(arg('limit') ?? Infinity);
const rounds = Number(arg('rounds') ?? 1);
const mode = arg('mode') ?? 'simple';
const language = arg('lang') === 'fr' ? 'fr' : 'en';

// Titles come from labels.jsonl only in complete mode, as the eval does; simple mode reads just the images.
const titles = new Map<string, string>();
if (mode === 'complete') {
  for (const line of readFileSync(join(data, 'labels.jsonl'), 'utf8').split('\n').filter(Boolean)) {
    const l = JSON.parse(line) as { file: string; title: string | null };
    if (l.title) {
      titles.set(l.file, l.title);
    }
  }
}
const files = readdirSync(join(data, 'images'))
  .filter((f) => /\.(?:jpe?g|png|webp)$/i.test(f))
  .sort()
  .slice(0, limit)
  .map((f) => `images/${f}`);
const images = files.map((f) => ({ file: f, bytes: new Uint8Array(readFileSync(join(data, f))) }));

if (!process.argv.includes('--no-memory')) {
  const withText = join(data, 'images', 'p0016.jpg');
  const image = arg('memory-image') ?? (existsSync(withText) ? withText : join(data, files[0] ?? ''));
  const script = fileURLToPath(new URL('./engine-memory.ts', import.meta.url));
  const run = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', script, image], { encoding: 'utf8' });
  process.stdout.write(run.status === 0 ? `bench:engine memory (${image})\n${run.stdout}` : `memory steps failed: ${run.stderr}\n`);
}

// The process before any worker: Node, tsx, the engine's modules on this thread and the photos held in memory.
const rssBeforePool = process.memoryUsage().rss;
let peakRss = rssBeforePool;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 50);

const tLoad = performance.now();
const engine = await createEnginePool({ workers, provider: providerConfigFromEnv(process.env) });
const loadMs = performance.now() - tLoad;

const latencies: number[] = [];
const stageTotals = new Map<string, number>();
const perWorker = new Map<number, { images: number; heapUsedMb: number; externalMb: number }>();
const queue = Array.from({ length: rounds }, () => images).flat();
async function analyseOne(img: (typeof queue)[number]): Promise<void> {
  const context: AltContext = { language, title: titles.get(img.file) };
  const t0 = performance.now();
  const r = await engine.analyze(img.bytes, context);
  latencies.push(performance.now() - t0);
  for (const [k, v] of Object.entries(r.facts.timingsMs)) {
    stageTotals.set(k, (stageTotals.get(k) ?? 0) + v);
  }
  if (r.runtime) {
    const w = perWorker.get(r.runtime.threadId) ?? { images: 0, heapUsedMb: 0, externalMb: 0 };
    w.images++;
    w.heapUsedMb = Math.max(w.heapUsedMb, r.runtime.heapUsedMb);
    w.externalMb = Math.max(w.externalMb, r.runtime.externalMb);
    perWorker.set(r.runtime.threadId, w);
  }
}
const t0 = performance.now();
const cpu0 = process.cpuUsage();
await forEachInLanes(queue, engine.workers, analyseOne);
const wallS = (performance.now() - t0) / 1000;
// CPU time of the whole process (all worker threads): on a shared, overloaded machine wall-clock throughput
// says more about the neighbours than about the engine, so also report CPU seconds per image.
const cpu = process.cpuUsage(cpu0);
const cpuPerImageS = (cpu.user + cpu.system) / 1e6 / Math.max(1, queue.length);
await engine.close();
clearInterval(sampler);

const sorted = [...latencies].sort((a, b) => a - b);
const mb = (b: number): number => Math.round(b / 1048576);
const lines = [
  `bench:engine ${queue.length} images (${mode}/${language}, ${engine.name}), ${engine.workers} workers, ${availableParallelism()} cores`,
  `  model load (all workers)  ${Math.round(loadMs)} ms`,
  `  throughput                ${(queue.length / wallS).toFixed(2)} images/s`,
  `  latency p50 / p95         ${percentile(sorted, 50)} / ${percentile(sorted, 95)} ms`,
  `  CPU per image             ${(cpuPerImageS * 1000).toFixed(0)} ms (→ ${(engine.workers / cpuPerImageS).toFixed(2)} images/s on ${engine.workers} idle cores)`,
  `  load average (1 min)      ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`,
  `  peak RSS (process)        ${mb(peakRss)} MB (${Math.round(mb(peakRss) / engine.workers)} MB per worker)`,
  `  … of which the pool        ${mb(peakRss - rssBeforePool)} MB over the ${mb(rssBeforePool)} MB before it: ${Math.round(mb(peakRss - rssBeforePool) / engine.workers)} MB per worker, the shared OCR thread included`,
  ...[...perWorker.entries()].map(
    ([id, w]) => `  worker ${id}: ${w.images} images, heap ≤ ${w.heapUsedMb} MB, external (WASM/tensors) ≤ ${w.externalMb} MB`,
  ),
  `  mean stage ms: ${[...stageTotals.entries()].map(([k, v]) => `${k} ${(v / queue.length).toFixed(1)}`).join(', ')}`,
];
process.stdout.write(`${lines.join('\n')}\n`);
