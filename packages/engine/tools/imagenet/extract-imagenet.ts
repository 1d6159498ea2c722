/**
 * Caches the classifier's outputs on a folder of photos (training set or dev set): for each photo the whole
 * frame's and the product crop's 1,001 probabilities (uint8, as the model gives them) and the facts the runtime
 * crops by (plain backdrop, product box), so the noun gate can be fitted and checked in seconds.
 *
 *   node --import tsx packages/engine/tools/imagenet/extract-imagenet.ts --train ../shared/train/product-categories --out /tmp/imagenet-train.jsonl
 *   node --import tsx packages/engine/tools/imagenet/extract-imagenet.ts --dev ../shared/eval/dev --out /tmp/imagenet-dev.jsonl
 */
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { decodeImage, thumbnail, COLOUR_THUMB } from '../../src/facts/decode.ts';
import { imagenetViews } from '../../src/facts/imagenet/index.ts';
import { analyseColours } from '../../src/facts/colour/analyse.ts';
import { readTrainingSet } from '../train/dataset.ts';
import { fail, parseArgs } from '../eval/args.ts';

export interface ImagenetRecord {
  file: string;
  /** Training category id, or the dev label's category. */
  category: string;
  group: string;
  plain: boolean;
  /** 1,001 probabilities × 255, rounded: the frame, then the crop (absent when the crop is the frame). */
  frame: number[];
  crop?: number[] | undefined;
}

const toBytes = (p: Float32Array): number[] => Array.from(p, (v) => Math.round(v * 255));

export function readImagenetRecords(file: string): ImagenetRecord[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as ImagenetRecord);
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const out = args.get('out') ?? fail('--out FILE.jsonl is required');
  const train = args.get('train');
  const dev = args.get('dev');
  const rows: { file: string; category: string; group: string }[] = train
    ? (await readTrainingSet(train)).map((r) => ({ file: path.join(train, r.file), category: r.category, group: r.productGroup }))
    : dev
      ? readFileSync(path.join(dev, 'labels.jsonl'), 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((l) => JSON.parse(l) as { file: string; category: string })
          .map((l) => ({ file: path.join(dev, l.file), category: l.category, group: l.file }))
      : fail('--train DIR or --dev DIR is required');
  const done = new Set(existsSync(out) ? readImagenetRecords(out).map((r) => r.file) : []);
  if (done.size === 0) {
    writeFileSync(out, '');
  }
  let n = 0;
  for (const row of rows) {
    if (done.has(row.file)) {
      continue;
    }
    const img = await decodeImage(readFileSync(row.file));
    const colour = analyseColours(await thumbnail(img, COLOUR_THUMB), { exclude: [], skin: false });
    const box = colour.background.plain ? colour.foregroundBox : undefined;
    const views = await imagenetViews(img, box);
    const rec: ImagenetRecord = {
      ...row,
      plain: colour.background.plain,
      frame: toBytes(views.frame),
      crop: views.crop ? toBytes(views.crop) : undefined,
    };
    appendFileSync(out, `${JSON.stringify(rec)}\n`);
    if (++n % 250 === 0) {
      process.stderr.write(`  ${n}/${rows.length - done.size}\n`);
    }
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  await main();
}
