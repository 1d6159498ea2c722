/**
 * Issue 26: how small can CenterNet's input be and keep its answers? Runs the detector (onnxruntime, centernet.ts) at 512 px (as exported) and
 * at each smaller size on the same photos, and prints for each size: CPU ms per run, how many photos keep the same
 * trusted objects (label multiset at the trust line, every box matched at IoU ≥ 0.5), keep the person candidate that
 * gates face detection, and keep the category head's decision (group, fine noun) and its open-gate guess.
 *
 *   node --import tsx packages/engine/tools/measure/measure-centernet-input.ts --data ../shared/eval/dev \
 *     [--data2 ../shared/train/product-categories --limit2 250] [--sizes 448,384,320]
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { TRUST_SCORE } from '../../src/facts/assemble.ts';
import { classifyCategory, guessCategory } from '../../src/facts/category/index.ts';
import { decodeImage, letterbox } from '../../src/facts/decode.ts';
import { centerNetAt, type CenterNetResult } from '../../src/facts/detect/centernet.ts';
import { iou } from '../../src/facts/detect/nms.ts';
import { initTf } from '../../src/testing/tfjs-runtime.ts';

const { values } = parseArgs({
  options: {
    data: { type: 'string', default: '../shared/eval/dev' },
    data2: { type: 'string' },
    limit2: { type: 'string', default: '250' },
    sizes: { type: 'string', default: '448,384,320' },
  },
});

function imagesIn(dir: string, limit = Infinity): string[] {
  const folder = path.join(dir, 'images');
  const all = readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.(?:jpe?g|png|webp)$/i.test(f))
    .sort();
  // Every k-th file: a spread over the set's categories, the same photos on every run.
  const step = Math.max(1, Math.floor(all.length / Math.min(limit, all.length)));
  return all
    .filter((_, i) => i % step === 0)
    .slice(0, limit)
    .map((f) => path.join(folder, f));
}

const files = [...imagesIn(values.data), ...(values.data2 ? imagesIn(values.data2, Number(values.limit2)) : [])];
const sizes = values.sizes.split(',').map(Number);
await initTf();
const reference = centerNetAt(512);
const others = sizes.map((s) => centerNetAt(s));

interface Answer {
  trusted: CenterNetResult['detections'];
  person: boolean;
  category: string;
  guess: string;
  cpuMs: number;
}

async function answer(net: ReturnType<typeof centerNetAt>, img: Awaited<ReturnType<typeof decodeImage>>): Promise<Answer> {
  const input = await letterbox(img, net.size);
  const t0 = process.cpuUsage();
  const r = await net.run(input);
  const cpu = process.cpuUsage(t0);
  const c = classifyCategory(r.features);
  const g = guessCategory(r.features);
  return {
    trusted: r.detections.filter((d) => d.score >= TRUST_SCORE),
    person: r.detections.some((d) => d.label === 'person'),
    category: c ? `${c.group}/${c.fine ?? ''}` : '-',
    guess: g ? `${g.group}/${g.fine ?? ''}` : '-',
    cpuMs: (cpu.user + cpu.system) / 1000,
  };
}

function sameObjects(a: Answer['trusted'], b: Answer['trusted']): boolean {
  if (a.length !== b.length) {
    return false;
  }
  const free = [...b];
  for (const d of a) {
    const i = free.findIndex((e) => e.label === d.label && iou(e.box, d.box) >= 0.5);
    if (i < 0) {
      return false;
    }
    free.splice(i, 1);
  }
  return true;
}

const tally = sizes.map(() => ({ objects: 0, labels: 0, person: 0, category: 0, guess: 0, cpu: 0, changed: [] as string[] }));
let refCpu = 0;
for (const [n, file] of files.entries()) {
  const img = await decodeImage(new Uint8Array(readFileSync(file)));
  const ref = await answer(reference, img);
  refCpu += ref.cpuMs;
  for (const [k, net] of others.entries()) {
    const a = await answer(net, img);
    const t = tally[k]!;
    const labels = (x: Answer): string =>
      x.trusted
        .map((d) => d.label)
        .sort()
        .join(',');
    t.cpu += a.cpuMs;
    t.objects += sameObjects(ref.trusted, a.trusted) ? 1 : 0;
    t.labels += labels(ref) === labels(a) ? 1 : 0;
    t.person += ref.person === a.person ? 1 : 0;
    t.category += ref.category === a.category ? 1 : 0;
    t.guess += ref.guess === a.guess ? 1 : 0;
    if (labels(ref) !== labels(a) || ref.category !== a.category) {
      t.changed.push(`${path.basename(file)}: [${labels(ref)}] ${ref.category} → [${labels(a)}] ${a.category}`);
    }
  }
  if ((n + 1) % 50 === 0) {
    process.stderr.write(`${n + 1}/${files.length}\n`);
  }
}
const pct = (v: number): string => `${((100 * v) / files.length).toFixed(1)} %`;
console.log(`${files.length} photos; 512 px: ${(refCpu / files.length).toFixed(0)} ms CPU per run`);
console.log('size  CPU ms  same objects  same labels  same person cue  same category  same guess');
for (const [k, s] of sizes.entries()) {
  const t = tally[k]!;
  console.log(
    `${s}  ${(t.cpu / files.length).toFixed(0).padStart(6)}  ${pct(t.objects).padStart(12)}  ${pct(t.labels).padStart(11)}  ${pct(t.person).padStart(15)}  ${pct(t.category).padStart(13)}  ${pct(t.guess).padStart(10)}`,
  );
}
for (const [k, s] of sizes.entries()) {
  console.log(`\n${s} px, photos whose labels or category changed (${tally[k]!.changed.length}):`);
  console.log(tally[k]!.changed.slice(0, 40).join('\n'));
}
