/**
 * Fits the two guess lines of compose/guess-line.model.ts on the training photos, never on dev. The training set is
 * fashion only, so both measure false names exactly, and each is the lowest line that names falsely on at most
 * GUESS_FALSE_RATE of all training photos, chosen on 4 grouped folds and judged on the 5th:
 * - `line`: a photo that nothing else names (no title noun, no sure category, no sure classifier noun, no sure
 *   detection, no plausible guess of the category head) may get the classifier's non-fashion noun as a flagged guess.
 *   Every such noun is false on a fashion photo.
 * - `outsideHead`: a garment the category head has no class for (a swimsuit, a swim cap) replaces the head's
 *   refused guess of another garment. False unless the photo's category accepts it (a cap photo may be a swim cap);
 *   the line keeps it at or under GUESS_FALSE_RATE of the photos whose refused guess would be named.
 * What it cannot measure: how often the guesses are right on furniture, devices or swimwear (none in train/); dev
 * checks.
 *
 *   npm run train:colour-trust            # once: extracts every training photo's facts into the cache below
 *   npm run train:guess-line -- [--facts /tmp/alt-optimizer-train-facts.jsonl] [--write]
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPlan } from '../../src/compose/build-plan.ts';
import { classifierGuess, headGuess } from '../../src/compose/guess-subject.ts';
import { pixelSubject } from '../../src/compose/pixel-subject.ts';
import { outsideHeadNoun } from '../../src/compose/outside-head.ts';
import type { VisualFacts } from '../../src/types.ts';
import { parseArgs } from '../eval/args.ts';
import { readTrainingSet } from '../train/dataset.ts';
import { DEFAULT_FACTS_FILE, readFactsCache } from '../train/facts-cache.ts';
import { groupedFolds } from '../train/metrics.ts';
import { crossValidateLine, NEVER, pct, rateUnder, type Line } from '../train/fit-line.ts';
import { TRAIN_ACCEPTS } from './train-truth.ts';

const GUESS_FALSE_RATE = 0.005;
const MODEL_FILE = fileURLToPath(new URL('../../src/compose/guess-line.model.ts', import.meta.url));

interface Row {
  category: string;
  group: string;
  facts: VisualFacts;
  /** Nothing before the classifier's guess names this photo. */
  reached: boolean;
  /** The category head's refused guess names this photo (the outside-head garment may replace it). */
  headNamed: boolean;
}

/** Photos the classifier's guess names at line g: every non-fashion noun is false on a fashion photo. */
const guessed: Line<Row> = (rows, g) => {
  const hits = rows.filter((r) => r.reached && classifierGuess(r.facts, g)).length;
  return { hits, bad: hits };
};

/** Photos whose head guess a garment outside the head's classes replaces at line g; false unless accepted. */
const outsideHead: Line<Row> = (rows, g) => {
  let hits = 0;
  let bad = 0;
  for (const r of rows) {
    const subject = pixelSubject(r.facts, g);
    const outside = subject?.source === 'seen' ? outsideHeadNoun(r.facts, g) : undefined;
    if (outside && subject?.noun.id === outside.id) {
      hits++;
      bad += (TRAIN_ACCEPTS[r.category] ?? []).includes(outside.id) ? 0 : 1;
    }
  }
  return { hits, bad };
};

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const dir = path.resolve(args.get('data') ?? '../shared/train/product-categories');
  const facts = readFactsCache(args.get('facts') ?? DEFAULT_FACTS_FILE);
  const rows: Row[] = (await readTrainingSet(dir)).flatMap((t) => {
    const f = facts.get(t.file);
    if (!f) {
      return [];
    }
    const plan = buildPlan(f, { language: 'en' });
    const reached = (plan.source === 'guess' || plan.source === 'none') && !headGuess(f);
    const headNamed = !f.category && pixelSubject(f, NEVER)?.source === 'category';
    return [{ category: t.category, group: t.productGroup, facts: f, reached, headNamed }];
  });
  const folds = groupedFolds(
    rows.map((r) => r.group),
    5,
  );
  const n = rows.length;
  const guess = crossValidateLine(rows, folds, guessed, rateUnder(GUESS_FALSE_RATE));
  const named = rows.filter((r) => r.headNamed);
  const outside = crossValidateLine(
    named,
    folds.filter((_, i) => rows[i]?.headNamed),
    outsideHead,
    rateUnder(GUESS_FALSE_RATE),
  );
  const curve = (line: Line<Row>): string => [0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9].map((g) => `${g}: ${line(rows, g).bad}`).join(', ');
  process.stdout.write(
    `training photos with facts: ${n} (fashion only); reaching the guess: ${rows.filter((r) => r.reached).length}\n` +
      `line, false names by line (all photos): ${curve(guessed)}\n` +
      `line (false non-fashion guess ≤ ${GUESS_FALSE_RATE * 100} % of photos): folds ${guess.lines.join(', ')} → ${guess.final}; ` +
      `out-of-fold ${pct(guess.bad, n, 2)} of photos\n` +
      `outsideHead, false names by line (all photos): ${curve(outsideHead)}\n` +
      `outsideHead (false garment ≤ ${GUESS_FALSE_RATE * 100} % of the ${named.length} photos the head's refused guess names): ` +
      `folds ${outside.lines.join(', ')} → ${outside.final}; out-of-fold ${pct(outside.bad, named.length, 2)} of them, named ${outside.hits}\n`,
  );
  if (args.has('write')) {
    writeFileSync(
      MODEL_FILE,
      `/** Written by \`npm run train:guess-line -- --write\` from ${n} training photos; do not edit by hand. */\n` +
        `export const GUESS_LINE = { line: ${guess.final}, outsideHead: ${outside.final} };\n`,
    );
    process.stdout.write(`wrote ${MODEL_FILE}\n`);
  }
}

await main();
