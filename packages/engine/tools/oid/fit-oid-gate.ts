/**
 * Fits the Open Images detector's line (src/compose/oid-gate.model.ts) on the training photos, never on dev: the
 * lowest score from which the detection oid-subject.ts takes for the product names it rightly at least PRECISION of
 * the time, chosen on 4 grouped folds and judged on the 5th. The training set is fashion only, so a right name is
 * footwear on a shoe category, high heels on heels, a boot on formal shoes, a bottle on perfume; every chair, car or
 * camera is wrong there. It measures how far the detector's score can be trusted on catalogue photos, not how often
 * it is right on furniture (none in train/): dev checks that.
 *
 *   node --import tsx packages/engine/tools/train/extract-train-facts.ts   # once (resumable; --shard 0/2 and 1/2)
 *   npm run train:oid-gate -- [--facts /tmp/alt-optimizer-train-facts.jsonl] [--write]
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { oidSubject } from '../../src/compose/oid-subject.ts';
import { GUESS_LINE } from '../../src/compose/guess-line.model.ts';
import { pixelSubject } from '../../src/compose/pixel-subject.ts';
import type { VisualFacts } from '../../src/types.ts';
import { parseArgs } from '../eval/args.ts';
import { TRAIN_ACCEPTS } from '../imagenet/train-truth.ts';
import { readTrainingSet } from '../train/dataset.ts';
import { DEFAULT_FACTS_FILE, readFactsCache } from '../train/facts-cache.ts';
import { groupedFolds } from '../train/metrics.ts';
import { crossValidateLine, pct, precisionOver, type Line } from '../train/fit-line.ts';

const PRECISION = 0.9;
const MODEL_FILE = fileURLToPath(new URL('../../src/compose/oid-gate.model.ts', import.meta.url));

/** The training categories that are footwear, as the classifier's noun gate counts them. */
const FOOTWEAR = Object.keys(TRAIN_ACCEPTS).filter((c) => TRAIN_ACCEPTS[c]?.includes('footwear'));
/** Training categories on which each label names the product rightly. */
const ACCEPTS: Readonly<Record<string, readonly string[]>> = {
  Footwear: FOOTWEAR,
  'High heels': ['heels'],
  Boot: ['formal_shoes'],
  Bottle: ['perfume'],
};

interface Row {
  category: string;
  group: string;
  facts: VisualFacts;
}

const named: Line<Row> = (rows, g) => {
  let hits = 0;
  let bad = 0;
  for (const r of rows) {
    const label = oidSubject(r.facts, g)?.label;
    if (label) {
      hits++;
      bad += (ACCEPTS[label] ?? []).includes(r.category) ? 0 : 1;
    }
  }
  return { hits, bad };
};

const args = parseArgs(process.argv.slice(2));
const dir = path.resolve(args.get('data') ?? '../shared/train/product-categories');
const facts = readFactsCache(args.get('facts') ?? DEFAULT_FACTS_FILE);
const rows: Row[] = (await readTrainingSet(dir)).flatMap((t) => {
  const f = facts.get(t.file);
  return f?.oid ? [{ category: t.category, group: t.productGroup, facts: f }] : [];
});
const folds = groupedFolds(
  rows.map((r) => r.group),
  5,
);
const n = rows.length;
const curve = [0.3, 0.4, 0.5, 0.6, 0.7, 0.8]
  .map((g) => {
    const { hits, bad } = named(rows, g);
    return `${g}: ${hits} named, ${pct(hits - bad, hits)} right`;
  })
  .join('; ');
const fit = crossValidateLine(rows, folds, named, precisionOver(PRECISION));
/** Where the composer reaches the detector (after the fashion head and the classifier): its names at the line. */
const reached = rows.filter((r) => pixelSubject(r.facts, GUESS_LINE.outsideHead, fit.final)?.oid !== undefined);
const reachedWrong = reached.filter((r) => !(ACCEPTS[oidSubject(r.facts, fit.final)?.label ?? ''] ?? []).includes(r.category));
process.stdout.write(
  `training photos with detector facts: ${n} (fashion only)\n${curve}\n` +
    `line (right ≥ ${PRECISION * 100} %): folds ${fit.lines.join(', ')} → ${fit.final}; out-of-fold ${fit.hits} named ` +
    `(${pct(fit.hits, n)} of photos), ${pct(fit.hits - fit.bad, fit.hits)} right\n` +
    `names the composer writes at that line: ${reached.length}, ${reachedWrong.length} of them false ` +
    `(${pct(reachedWrong.length, n, 2)} of all photos)\n`,
);
if (args.has('write')) {
  writeFileSync(
    MODEL_FILE,
    `/** Written by \`npm run train:oid-gate -- --write\` from ${n} training photos; do not edit by hand. */\n` +
      `export const OID_GATE = { line: ${fit.final} };\n`,
  );
  process.stdout.write(`wrote ${MODEL_FILE}\n`);
}
