/**
 * The engine's own PaddleOCR runner (facts/ocr/paddle-runner.ts, not wired yet) against @gutenye/ocr-node, which
 * the engine reads through (facts/ocr/paddle.ts), issue 26:
 *   node --expose-gc --import tsx packages/engine/tools/measure/measure-ocr-runtime.ts ../shared/eval/dev/images
 * Every image is prepared as readText prepares it (prepare.ts), then read by both, in turns. Prints every image whose
 * lines differ (text, mean, box), the wall ms per photo of each, then, each in a fresh process, the RSS a runtime
 * adds: loaded, and at its peak over the whole set (library; ours with the ONNX memory arena on and off).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import type { PaddleLine } from '../../src/facts/ocr/paddle.ts';
import { openPaddle, paddleRun } from '../../src/facts/ocr/paddle-runner.ts';
import { DEFAULT_MAX_SIDE } from '../../src/facts/ocr/index.ts';
import { pageAsPng, prepareForOcr, type PreparedImage } from '../../src/facts/ocr/prepare.ts';

/** A prepared page, and the same page as PNG for the library (which takes encoded images). */
interface Page {
  page: PreparedImage;
  png: Buffer;
}
type Reader = (page: Page) => Promise<PaddleLine[]>;
const RUNTIMES = ['library', 'ours', 'ours-no-arena'] as const;
type Runtime = (typeof RUNTIMES)[number];

const mb = (bytes: number): number => Math.round(bytes / 1048576);
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const mean = (xs: number[]): number => Math.round(xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length));

async function reader(runtime: Runtime): Promise<Reader> {
  if (runtime === 'library') {
    // The library the engine read with until session 12, imported only here: importing it
    // instantiates opencv.js, which must not land in the other runtimes' processes or before a baseline.
    const { loadPaddleLibrary: loadPaddle } = await import('../../src/testing/paddle-library.ts');
    const ocr = await loadPaddle();
    return (p) => ocr.detect(p.png);
  }
  const paddle = await openPaddle({ memArena: runtime === 'ours' });
  return (p) => paddleRun(paddle, p.page);
}

async function prepared(dir: string, files: readonly string[]): Promise<Page[]> {
  const pages: Page[] = [];
  for (const f of files) {
    const page = await prepareForOcr(readFileSync(path.join(dir, f)), DEFAULT_MAX_SIDE);
    pages.push({ page, png: await pageAsPng(page) });
  }
  return pages;
}

async function compare(dir: string, files: readonly string[]): Promise<void> {
  const pages = await prepared(dir, files);
  const [library, ours] = [await reader('library'), await reader('ours')];
  const ms: Record<'library' | 'ours', number[]> = { library: [], ours: [] };
  let differences = 0;
  let withText = 0;
  let lines = 0;
  for (const [i, f] of files.entries()) {
    const page = pages[i]!;
    const order = i % 2 === 0 ? (['library', 'ours'] as const) : (['ours', 'library'] as const);
    const got: Partial<Record<'library' | 'ours', PaddleLine[]>> = {};
    for (const which of order) {
      const started = performance.now();
      got[which] = await (which === 'library' ? library : ours)(page);
      ms[which].push(performance.now() - started);
    }
    withText += got.library!.length > 0 ? 1 : 0;
    lines += got.library!.length;
    if (!isDeepStrictEqual(got.library, got.ours)) {
      differences++;
      console.log(`differs ${f}:\n  library ${JSON.stringify(got.library)}\n  ours    ${JSON.stringify(got.ours)}`);
    }
  }
  console.log(`${files.length} photos, ${withText} with lines (${lines} lines): ${differences} differ (text, mean, box)`);
  for (const which of ['library', 'ours'] as const) {
    console.log(`${which.padEnd(8)} wall ms/photo: median ${Math.round(median(ms[which]))}, mean ${mean(ms[which])}`);
  }
}

/** In a fresh process: RSS added by loading the runtime, and at its peak over the set (after the images are prepared). */
async function rss(runtime: Runtime, dir: string, files: readonly string[]): Promise<void> {
  const pages = await prepared(dir, files);
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) {
    throw new Error('run with node --expose-gc');
  }
  gc();
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 10);
  const read = await reader(runtime);
  gc();
  const loaded = process.memoryUsage().rss;
  for (const page of pages) {
    await read(page);
  }
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage().rss);
  gc();
  const after = process.memoryUsage().rss;
  console.log(
    `${runtime.padEnd(13)} RSS added: loaded ${mb(loaded - before)} MB, peak ${mb(peak - before)} MB, after the set ${mb(after - before)} MB`,
  );
}

async function main(): Promise<void> {
  const [first, second, third] = process.argv.slice(2);
  const dir = first === 'rss' ? third : first;
  if (!dir) {
    throw new Error('usage: measure-ocr-runtime.ts <images dir> | rss <library|ours|ours-no-arena> <images dir>');
  }
  const files = readdirSync(dir)
    .filter((f) => /\.(jpe?g|png|webp)$/i.test(f))
    .sort();
  if (first === 'rss') {
    await rss(second as Runtime, dir, files);
    return;
  }
  await compare(dir, files);
  for (const runtime of RUNTIMES) {
    const script = fileURLToPath(import.meta.url);
    process.stdout.write(execFileSync(process.execPath, [...process.execArgv, script, 'rss', runtime, dir], { encoding: 'utf8' }));
  }
}

await main();
