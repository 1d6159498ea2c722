/**
 * Issue 26: does the ImageNet classifier converted to ONNX (classifier.ts) answer as LiteRT.js does (src/testing/litert-classifier.ts), and how
 * fast? Runs both runtimes on every photo's frame view and, when a facts file from the eval (--save-facts) gives
 * the photo's product box, its crop view, then prints: the largest |Δp| over the summed noun scores the composer
 * reads (nounScores) and over the raw classes, how many photos change their top-1 class or top noun, and the ms
 * per run of each runtime (each runtime runs the whole set on its own, after one warm-up run).
 *
 *   npx tsx packages/engine/tools/measure/measure-imagenet-runtime.ts --data ../shared/eval/dev [--facts /tmp/ev/facts.jsonl]
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { decodeImage } from '../../src/facts/decode.ts';
import { classifyImagenet } from '../../src/facts/imagenet/classifier.ts';
import { classifyImagenetLiteRt } from '../../src/testing/litert-classifier.ts';
import { cropInput, frameInput, type Box } from '../../src/facts/imagenet/inputs.ts';
import { nounScores } from '../../src/facts/imagenet/noun-scores.ts';

const { values } = parseArgs({
  options: { data: { type: 'string', default: '../shared/eval/dev' }, facts: { type: 'string' } },
});

/** Product boxes by image file name, from an eval facts file (one JSON object a line: file, facts.productBox). */
function productBoxes(file: string | undefined): Map<string, Box> {
  const boxes = new Map<string, Box>();
  if (!file || !existsSync(file)) {
    return boxes;
  }
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.trim()) {
      const row = JSON.parse(line) as { file: string; facts?: { productBox?: Box } };
      if (row.facts?.productBox) {
        boxes.set(path.basename(row.file), row.facts.productBox);
      }
    }
  }
  return boxes;
}

interface View {
  photo: string;
  input: Uint8Array;
}

async function views(dir: string, boxes: Map<string, Box>): Promise<View[]> {
  const folder = path.join(dir, 'images');
  const files = readdirSync(folder)
    .filter((f) => /\.jpe?g$/i.test(f))
    .sort();
  const out: View[] = [];
  for (const file of files) {
    const img = await decodeImage(readFileSync(path.join(folder, file)));
    out.push({ photo: file, input: await frameInput(img) });
    const box = boxes.get(file);
    const crop = box ? await cropInput(img, box) : undefined;
    if (crop) {
      out.push({ photo: file, input: crop });
    }
  }
  return out;
}

async function runAll(all: View[], classify: (x: Uint8Array) => Promise<Float32Array>): Promise<{ probs: Float32Array[]; ms: number }> {
  await classify(all[0]?.input ?? new Uint8Array(0));
  const probs: Float32Array[] = [];
  const start = performance.now();
  for (const v of all) {
    probs.push(await classify(v.input));
  }
  return { probs, ms: (performance.now() - start) / Math.max(1, all.length) };
}

const argmax = (p: Float32Array): number => p.reduce((best, v, i) => (v > (p[best] ?? 0) ? i : best), 0);

const all = await views(values.data, productBoxes(values.facts));
const lite = await runAll(all, classifyImagenetLiteRt);
const onnx = await runAll(all, classifyImagenet);

let nounDelta = 0;
let classDelta = 0;
let viewsChanged = 0;
const top1Changed = new Set<string>();
const nounChanged = new Set<string>();
all.forEach((v, k) => {
  const a = lite.probs[k] ?? new Float32Array(0);
  const b = onnx.probs[k] ?? new Float32Array(0);
  const worst = Math.max(...a.map((p, i) => Math.abs(p - (b[i] ?? 0))));
  classDelta = Math.max(classDelta, worst);
  viewsChanged += worst > 0 ? 1 : 0;
  if (argmax(a) !== argmax(b)) {
    top1Changed.add(v.photo);
  }
  const na = nounScores(a);
  const nb = nounScores(b);
  const pb = new Map(nb.map((n) => [n.id, n.p]));
  const pa = new Map(na.map((n) => [n.id, n.p]));
  for (const id of new Set([...pa.keys(), ...pb.keys()])) {
    nounDelta = Math.max(nounDelta, Math.abs((pa.get(id) ?? 0) - (pb.get(id) ?? 0)));
  }
  if (na[0]?.id !== nb[0]?.id) {
    nounChanged.add(v.photo);
  }
});

const photos = new Set(all.map((v) => v.photo)).size;
const lines = [
  `${photos} photos, ${all.length} classifier runs (frame + product crop where the facts give a box)`,
  `max |Δp| over noun scores (nounScores, missing = 0): ${nounDelta.toFixed(4)}`,
  `max |Δp| over the 1,001 classes: ${classDelta.toFixed(4)} (${viewsChanged} of ${all.length} runs differ at all)`,
  `photos whose top-1 class changes: ${top1Changed.size}${top1Changed.size ? ` (${[...top1Changed].join(', ')})` : ''}`,
  `photos whose top noun changes: ${nounChanged.size}${nounChanged.size ? ` (${[...nounChanged].join(', ')})` : ''}`,
  `ms per run: LiteRT.js ${lite.ms.toFixed(1)}, onnxruntime ${onnx.ms.toFixed(1)}`,
];
process.stdout.write(`${lines.join('\n')}\n`);
process.exit(0);
