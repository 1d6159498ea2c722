/**
 * Measures OCR cost on a folder of images, one core:
 *   node --import tsx packages/engine/tools/measure/measure-ocr.ts ../shared/eval/dev/images [maxSide]
 * Prints per-stage latency (Paddle alone, Tesseract re-read) and how many lines the re-read changed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { closeOcr, DEFAULT_MAX_SIDE, loadOcr, readText } from '../../src/facts/ocr/index.ts';

function percentile(sorted: readonly number[], p: number): number {
  return sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);
}

async function main(): Promise<void> {
  const dir = process.argv[2];
  if (!dir) {
    throw new Error('usage: measure-ocr.ts <images dir> [maxSide]');
  }
  const maxSide = Number(process.argv[3] ?? DEFAULT_MAX_SIDE);
  const files = readdirSync(dir)
    .filter((f) => /\.(jpe?g|png|webp)$/i.test(f))
    .sort();
  const started = performance.now();
  await loadOcr();
  console.log(`load ${Math.round(performance.now() - started)} ms (Paddle + Tesseract)`);

  const plain: number[] = [];
  const refined: number[] = [];
  const plainCpu: number[] = [];
  const refinedCpu: number[] = [];
  const cpuMs = (u: NodeJS.CpuUsage): number => Math.round((u.user + u.system) / 1000);
  let withText = 0;
  let lineCount = 0;
  let changed = 0;
  let dropped = 0;
  for (const file of files) {
    const bytes = readFileSync(path.join(dir, file));
    // CPU time (all threads of the process) as well as wall time: on a shared machine wall time mostly
    // measures the neighbours.
    let cpu = process.cpuUsage();
    const a = await readText(bytes, { maxSide, refine: false });
    plainCpu.push(cpuMs(process.cpuUsage(cpu)));
    cpu = process.cpuUsage();
    const b = await readText(bytes, { maxSide });
    refinedCpu.push(cpuMs(process.cpuUsage(cpu)));
    plain.push(a.ms);
    refined.push(b.ms);
    if (b.lines.length > 0) {
      withText++;
      lineCount += b.lines.length;
      changed += b.lines.filter((line) => !a.lines.some((old) => old.text === line.text)).length;
    }
    if (a.lines.length !== b.lines.length) {
      dropped += a.lines.length - b.lines.length;
    }
    if (a.lines.length > 0) {
      console.log(
        `${file} ${a.ms}→${b.ms} ms share=${b.textShare} ${JSON.stringify(a.lines.map((l) => `${l.text}@${l.confidence}`))} → ${JSON.stringify(b.lines.map((l) => l.text))}`,
      );
    }
  }
  for (const xs of [plain, refined, plainCpu, refinedCpu]) {
    xs.sort((x, y) => x - y);
  }
  const mean = (xs: number[]): number => Math.round(xs.reduce((s, x) => s + x, 0) / Math.max(1, xs.length));
  console.log(
    `images ${files.length}, with kept text ${withText}, lines ${lineCount}, rewritten by re-read ${changed}, dropped by re-read ${dropped}`,
  );
  console.log(`paddle only   p50 ${percentile(plain, 0.5)} p95 ${percentile(plain, 0.95)} mean ${mean(plain)} ms`);
  console.log(`with re-read  p50 ${percentile(refined, 0.5)} p95 ${percentile(refined, 0.95)} mean ${mean(refined)} ms`);
  console.log(`CPU ms, paddle only  p50 ${percentile(plainCpu, 0.5)} p95 ${percentile(plainCpu, 0.95)} mean ${mean(plainCpu)}`);
  console.log(`CPU ms, with re-read p50 ${percentile(refinedCpu, 0.5)} p95 ${percentile(refinedCpu, 0.95)} mean ${mean(refinedCpu)}`);
  await closeOcr();
}

await main();
