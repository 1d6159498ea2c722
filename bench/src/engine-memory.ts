/**
 * Memory per model and per stage of the local engine (issue 26), in one fresh process so the figures are its own:
 *   node --import tsx bench/src/engine-memory.ts IMAGE   (bench:engine runs it first, on the first dev image)
 * Loads each model in turn, then runs its stage once on IMAGE (a model's WASM memory grows on its first run to
 * the size its activations need, and never shrinks), and prints the RSS, V8 heap and external (WASM memories,
 * tensors, Buffers) after each step and the step's own delta. OCR loads last, as in the engine (only when the text
 * cue fires).
 */
import { readFileSync } from 'node:fs';
import { COLOUR_THUMB, decodeImage, letterbox, thumbnail } from '../../packages/engine/src/facts/decode.ts';
import { CENTERNET_INPUT, loadCenterNet, runCenterNet } from '../../packages/engine/src/facts/detect/centernet.ts';
import { BLAZEFACE_INPUT, detectFaces, loadBlazeFace } from '../../packages/engine/src/facts/detect/blazeface.ts';
import { detectPose, loadMoveNet, MOVENET_INPUT } from '../../packages/engine/src/facts/detect/movenet.ts';
import { imagenetViews, loadImagenet } from '../../packages/engine/src/facts/imagenet/index.ts';
import { detectOid, loadOid } from '../../packages/engine/src/facts/oid/oid-detector.ts';
import { getCategoryModel } from '../../packages/engine/src/facts/category/index.ts';
import { loadTesseract } from '../../packages/engine/src/facts/ocr/tesseract.ts';
import { loadOcr, readText } from '../../packages/engine/src/facts/ocr/index.ts';

interface Reading {
  rss: number;
  heap: number;
  external: number;
}

const mb = (b: number): number => Math.round(b / 1048576);

function read(): Reading {
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed, external: m.external };
}

export interface MemoryStep {
  step: string;
  rssMb: number;
  heapMb: number;
  externalMb: number;
  dRssMb: number;
  dHeapMb: number;
  dExternalMb: number;
}

export async function measureEngineMemory(imagePath: string): Promise<MemoryStep[]> {
  const image = new Uint8Array(readFileSync(imagePath));
  const steps: MemoryStep[] = [];
  let last = read();
  const step = async (name: string, run: () => Promise<unknown>): Promise<void> => {
    await run();
    (globalThis as { gc?: () => void }).gc?.();
    const now = read();
    steps.push({
      step: name,
      rssMb: mb(now.rss),
      heapMb: mb(now.heap),
      externalMb: mb(now.external),
      dRssMb: mb(now.rss - last.rss),
      dHeapMb: mb(now.heap - last.heap),
      dExternalMb: mb(now.external - last.external),
    });
    last = now;
  };
  await step('node + engine modules', () => Promise.resolve());
  const img = await decodeImage(image);
  await step('decode (1024 px working raster)', () => Promise.resolve());
  await step('CenterNet load (ONNX conversion + onnxruntime)', () => loadCenterNet());
  await step(`CenterNet first run (${CENTERNET_INPUT} px)`, async () => runCenterNet(await letterbox(img, CENTERNET_INPUT)));
  await step('BlazeFace load + run', async () => {
    await loadBlazeFace();
    await detectFaces(await letterbox(img, BLAZEFACE_INPUT), 0.5);
  });
  await step('colour thumbnail', () => thumbnail(img, COLOUR_THUMB));
  await step('category head (JSON)', () => Promise.resolve(getCategoryModel()));
  await step('ImageNet (ONNX conversion + run)', async () => {
    await loadImagenet();
    await imagenetViews(img, [0.25, 0.25, 0.5, 0.5]);
  });
  await step('Open Images detector (ONNX conversion + run)', async () => {
    await loadOid();
    await detectOid(img);
  });
  await step('MoveNet (ONNX conversion + run; model shots only)', async () => {
    await loadMoveNet();
    await detectPose(await letterbox(img, MOVENET_INPUT));
  });
  await step('PaddleOCR import + load (text cue only)', () => loadOcr({ refine: false }));
  await step('Tesseract load (a Paddle line to re-read)', () => loadTesseract());
  await step('OCR first read', () => readText(image));
  return steps;
}

export function formatMemorySteps(steps: readonly MemoryStep[]): string[] {
  const pad = (s: string | number, n: number): string => String(s).padStart(n);
  return [
    `  memory per model and stage (one fresh process; MB, total and Δ of this step):`,
    `  ${'step'.padEnd(40)} ${pad('RSS', 6)} ${pad('ΔRSS', 6)} ${pad('heap', 6)} ${pad('Δheap', 6)} ${pad('ext', 6)} ${pad('Δext', 6)}`,
    ...steps.map(
      (s) =>
        `  ${s.step.padEnd(40)} ${pad(s.rssMb, 6)} ${pad(s.dRssMb, 6)} ${pad(s.heapMb, 6)} ${pad(s.dHeapMb, 6)} ${pad(s.externalMb, 6)} ${pad(s.dExternalMb, 6)}`,
    ),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const imagePath = process.argv[2];
  if (!imagePath) {
    process.stderr.write('usage: node --import tsx bench/src/engine-memory.ts IMAGE\n');
    process.exit(2);
  }
  const steps = await measureEngineMemory(imagePath);
  process.stdout.write(`${formatMemorySteps(steps).join('\n')}\n`);
  process.exit(0);
}
