/**
 * Fits TYPE_THRESHOLDS.modelWorn (facts/image-type.ts) on the training photos, never on dev: on a backdrop that is
 * not plain, a person is a catalogue model only when the classifier sees clothes, shoes or accessories
 * (facts/imagenet/worn-share.ts). Every training photo is a product, so every model shot there is a true one, and
 * the gate is the highest line that turns at most MAX_DEMOTED of them into scenes, chosen on 4 grouped folds and
 * judged on the 5th. What it cannot measure: how many people photos it keeps from reading as "worn by a model"
 * (no such photo in train/); dev's general photos check that.
 *
 *   npm run train:model-gate -- [--facts /tmp/alt-optimizer-train-facts.jsonl]
 */
import path from 'node:path';
import { wornShare } from '../../src/facts/imagenet/worn-share.ts';
import { parseArgs } from '../eval/args.ts';
import { readTrainingSet } from '../train/dataset.ts';
import { DEFAULT_FACTS_FILE, readFactsCache } from '../train/facts-cache.ts';
import { pct } from '../train/fit-line.ts';
import { groupedFolds } from '../train/metrics.ts';

const MAX_DEMOTED = 0.02;
const GRID = Array.from({ length: 51 }, (_, i) => i / 100);

/** The highest line that demotes at most MAX_DEMOTED of these model shots' worn shares. */
function highestLine(shares: readonly number[]): number {
  const ok = GRID.filter((g) => shares.filter((s) => s < g).length <= MAX_DEMOTED * shares.length);
  return ok[ok.length - 1] ?? 0;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const dir = path.resolve(args.get('data') ?? '../shared/train/product-categories');
  const facts = readFactsCache(args.get('facts') ?? DEFAULT_FACTS_FILE);
  const rows = (await readTrainingSet(dir)).flatMap((t) => {
    const f = facts.get(t.file);
    return f && f.imageType === 'model' && !f.background.plain
      ? [{ group: t.productGroup, share: wornShare(f.imagenet ?? { frame: [] }) }]
      : [];
  });
  const folds = groupedFolds(
    rows.map((r) => r.group),
    5,
  );
  let demoted = 0;
  const lines: number[] = [];
  for (let k = 0; k < 5; k++) {
    const g = highestLine(rows.filter((_, i) => folds[i] !== k).map((r) => r.share));
    lines.push(g);
    demoted += rows.filter((r, i) => folds[i] === k && r.share < g).length;
  }
  const all = rows.map((r) => r.share);
  const curve = [0.05, 0.1, 0.15, 0.2, 0.3].map((g) => `${g}: ${all.filter((s) => s < g).length}`).join(', ');
  process.stdout.write(
    `training model shots on a backdrop that is not plain: ${rows.length} (of ${facts.size} photos with facts)\n` +
      `demoted by line: ${curve}\n` +
      `modelWorn (demotes ≤ ${MAX_DEMOTED * 100} %): folds ${lines.join(', ')} → ${highestLine(all)}; ` +
      `out-of-fold ${pct(demoted, rows.length)} demoted\n`,
  );
}

await main();
