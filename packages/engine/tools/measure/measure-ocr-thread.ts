/**
 * What the pool's shared OCR thread costs, and whether it reads what this thread reads (issue 26):
 *   node --import tsx packages/engine/tools/measure/measure-ocr-thread.ts ../shared/eval/dev/images
 * Reads every image through the OCR thread (as an engine worker does), then in this thread (second, so the RSS the
 * thread adds is measured on a process that never loaded OCR). Prints every image whose result differs (ms
 * aside), the CPU per photo of each path, and the OCR thread's memory: the RSS this otherwise idle process gains
 * once the thread starts (peak over the run) and the thread's own heap and external at the end.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { closeOcr, readText, type ReadTextResult } from '../../src/facts/ocr/index.ts';
import { useSharedOcr } from '../../src/facts/ocr/shared.ts';
import { createSharedOcrThread } from '../../src/pool/ocr-thread.ts';

const mb = (bytes: number): number => Math.round(bytes / 1048576);
const withoutMs = (r: ReadTextResult): Omit<ReadTextResult, 'ms'> => ({ lines: r.lines, textShare: r.textShare });

/** Reads every file with readText as the engine calls it; CPU of the whole process (all its threads) per file. */
async function readAll(dir: string, files: readonly string[]): Promise<{ results: ReadTextResult[]; cpuMs: number }> {
  const cpu0 = process.cpuUsage();
  const results: ReadTextResult[] = [];
  for (const f of files) {
    results.push(await readText(readFileSync(path.join(dir, f))));
  }
  const cpu = process.cpuUsage(cpu0);
  return { results, cpuMs: Math.round((cpu.user + cpu.system) / 1000 / Math.max(1, files.length)) };
}

async function main(): Promise<void> {
  const dir = process.argv[2];
  if (!dir) {
    throw new Error('usage: measure-ocr-thread.ts <images dir>');
  }
  const files = readdirSync(dir)
    .filter((f) => /\.(jpe?g|png|webp)$/i.test(f))
    .sort();
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  }, 20);
  const ocr = createSharedOcrThread();
  useSharedOcr(ocr.connect());
  const shared = await readAll(dir, files);
  const thread = await ocr.runtime();
  clearInterval(sampler);
  await ocr.close();
  const here = await readAll(dir, files);
  await closeOcr();

  let differences = 0;
  for (const [i, f] of files.entries()) {
    const [a, b] = [here.results[i], shared.results[i]];
    if (!a || !b || !isDeepStrictEqual(withoutMs(a), withoutMs(b))) {
      differences++;
      console.log(`differs ${f}: ${JSON.stringify(a?.lines)} / ${JSON.stringify(b?.lines)}`);
    }
  }
  const withText = here.results.filter((r) => r.lines.length > 0).length;
  console.log(`${files.length} images, ${withText} with lines, ${differences} differences`);
  console.log(`CPU per photo read: this thread ${here.cpuMs} ms, OCR thread ${shared.cpuMs} ms`);
  console.log(
    `OCR thread: +${mb(rssPeak - rssBefore)} MB RSS at peak (process ${mb(rssBefore)} -> ${mb(rssPeak)} MB), ` +
      `heap ${thread?.heapUsedMb} MB, external ${thread?.externalMb} MB at the end`,
  );
}

await main();
