/**
 * Fits TYPE_THRESHOLDS.modelWorn (facts/image-type.ts) on the training photos, never on dev: on a backdrop that is
 * not plain, a person is a catalogue model only when the classifier sees clothes, shoes or accessories
 * (facts/imagenet/worn-share.ts, recorded as the `wornShare` fact). Every training photo is a product, so every
 * model shot there is a true one, and the gate is the highest line that turns at most MAX_DEMOTED of them into
 * scenes, chosen on 4 grouped folds and judged on the 5th. What it cannot measure: how many people photos it keeps from reading as "worn by a model"
 * (no such photo in train/); dev's general photos check that.
 *
 *   npm run train:model-gate -- [--facts /tmp/alt-optimizer-train-facts.jsonl]
 */
import path from 'node:path';
import { parseArgs } from '../eval/args.ts';
import { readTrainingSet } from '../train/dataset.ts';
import { DEFAULT_FACTS_FILE, readFactsCache } from '../train/facts-cache.ts';
import { crossValidateLine, highestLine, pct, rateUnder, type Line } from '../train/fit-line.ts';
import { groupedFolds } from '../train/metrics.ts';

const MAX_DEMOTED = 0.02;

interface Row {
  group: string;
  share: number;
}

/** The gate at line g demotes every model shot whose worn share is under it; each demotion is wrong in train/. */
const demotes: Line<Row> = (rows, g) => {
  const bad = rows.filter((r) => r.share < g).length;
  return { hits: bad, bad };
};

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const dir = path.resolve(args.get('data') ?? '../shared/train/product-categories');
  const facts = readFactsCache(args.get('facts') ?? DEFAULT_FACTS_FILE);
  const rows: Row[] = (await readTrainingSet(dir)).flatMap((t) => {
    const f = facts.get(t.file);
    // Recorded before the gate ran: the cache holds the shots it demoted too.
    return f?.wornShare === undefined ? [] : [{ group: t.productGroup, share: f.wornShare }];
  });
  const folds = groupedFolds(
    rows.map((r) => r.group),
    5,
  );
  const fit = crossValidateLine(rows, folds, demotes, rateUnder(MAX_DEMOTED), highestLine);
  const all = rows.map((r) => r.share);
  const curve = [0.05, 0.1, 0.15, 0.2, 0.3].map((g) => `${g}: ${all.filter((s) => s < g).length}`).join(', ');
  process.stdout.write(
    `training model shots on a backdrop that is not plain: ${rows.length} (of ${facts.size} photos with facts)\n` +
      `demoted by line: ${curve}\n` +
      `modelWorn (demotes ≤ ${MAX_DEMOTED * 100} %): folds ${fit.lines.join(', ')} → ${fit.final}; ` +
      `out-of-fold ${pct(fit.bad, rows.length)} demoted\n`,
  );
}

await main();
