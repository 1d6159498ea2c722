/**
 * Fits the classifier's guess line (compose/guess-line.model.ts) on the training photos, never on dev. A photo that
 * nothing else names (no title noun, no sure category, no sure classifier noun, no sure detection, no plausible
 * guess of the category head) may still get the classifier's non-fashion noun as a flagged guess when it passes the
 * line. The training set is fashion only, so every such noun is false there: the line is the lowest that names one
 * on at most GUESS_FALSE_RATE of all training photos, chosen on 4 grouped folds and judged on the 5th.
 * What it cannot measure: how often the guess is right on furniture or devices (no such photo in train/); dev checks.
 *
 *   npm run train:colour-trust            # once: extracts every training photo's facts into the cache below
 *   npm run train:guess-line -- [--facts /tmp/alt-optimizer-train-facts.jsonl] [--write]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPlan } from '../../src/compose/build-plan.ts';
import { classifierGuess, headGuess } from '../../src/compose/guess-subject.ts';
import type { VisualFacts } from '../../src/types.ts';
import { parseArgs } from '../eval/args.ts';
import { readTrainingSet } from '../train/dataset.ts';
import { groupedFolds } from '../train/metrics.ts';

const GUESS_FALSE_RATE = 0.005;
const NEVER = 1.01;
const GRID = Array.from({ length: 90 }, (_, i) => Math.round((0.1 + i * 0.01) * 100) / 100);
const MODEL_FILE = fileURLToPath(new URL('../../src/compose/guess-line.model.ts', import.meta.url));

interface Row {
  group: string;
  facts: VisualFacts;
  /** Nothing before the classifier's guess names this photo. */
  reached: boolean;
}

/** Photos the classifier's guess names falsely at line g (every non-fashion noun is false on a fashion photo). */
function falseNames(rows: readonly Row[], g: number): number {
  return rows.filter((r) => r.reached && classifierGuess(r.facts, g)).length;
}

function lowest(rows: readonly Row[]): number {
  return GRID.find((g) => falseNames(rows, g) / rows.length <= GUESS_FALSE_RATE) ?? NEVER;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const dir = path.resolve(args.get('data') ?? '../shared/train/product-categories');
  const factsFile = args.get('facts') ?? '/tmp/alt-optimizer-train-facts.jsonl';
  const facts = new Map<string, VisualFacts>();
  for (const line of readFileSync(factsFile, 'utf8').split('\n').filter(Boolean)) {
    const r = JSON.parse(line) as { file: string; facts: VisualFacts };
    facts.set(r.file, r.facts);
  }
  const rows: Row[] = (await readTrainingSet(dir)).flatMap((t) => {
    const f = facts.get(t.file);
    if (!f) {
      return [];
    }
    const plan = buildPlan(f, { language: 'en' });
    const reached = (plan.source === 'guess' || plan.source === 'none') && !headGuess(f);
    return [{ group: t.productGroup, facts: f, reached }];
  });
  const folds = groupedFolds(
    rows.map((r) => r.group),
    5,
  );
  let bad = 0;
  const lines: number[] = [];
  for (let k = 0; k < 5; k++) {
    const g = lowest(rows.filter((_, i) => folds[i] !== k));
    lines.push(g);
    bad += falseNames(
      rows.filter((_, i) => folds[i] === k),
      g,
    );
  }
  const final = lowest(rows);
  const reached = rows.filter((r) => r.reached).length;
  const curve = [0.3, 0.4, 0.5, 0.6, 0.7, 0.8].map((g) => `${g}: ${falseNames(rows, g)}`).join(', ');
  process.stdout.write(
    `training photos with facts: ${rows.length} (fashion only); reaching the guess: ${reached}\n` +
      `false names by line (all photos): ${curve}\n` +
      `line (false non-fashion guess ≤ ${GUESS_FALSE_RATE * 100} % of photos): folds ${lines.join(', ')} → ${final}; ` +
      `out-of-fold ${((100 * bad) / rows.length).toFixed(2)} % of photos\n`,
  );
  if (args.has('write')) {
    writeFileSync(
      MODEL_FILE,
      `/** Written by \`npm run train:guess-line -- --write\` from ${rows.length} training photos; do not edit by hand. */\n` +
        `export const GUESS_LINE = { line: ${final} };\n`,
    );
    process.stdout.write(`wrote ${MODEL_FILE}\n`);
  }
}

await main();
