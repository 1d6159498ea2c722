/**
 * Fits the classifier's noun gates (compose/noun-gate.model.ts) on the training photos, never on dev. The training
 * set is fashion only, so it measures two things exactly:
 * - `gate`: how often a non-fashion noun (furniture, a device, an animal) would be named on a fashion photo — every
 *   such noun is false there; the gate is the lowest line that keeps it at or under FALSE_GENERAL_RATE;
 * - `fashionGate`: how often the coarse fashion word (clothing, footwear, bag, watch…) is right; the lowest line with
 *   precision ≥ FASHION_PRECISION;
 * - `contradiction`: the line a non-fashion noun must cross to flag the fashion head's or the merchant's noun for
 *   review (crossed by at most CONTRADICTION_RATE of fashion photos);
 * - `agreement`: under the gate, a non-fashion noun both the product crop and the whole frame read over this line is
 *   named too (it may add at most AGREEMENT_EXTRA_RATE of fashion photos to the gate's false names);
 * - fine fashion nouns (swim cap, socks, backpack; not clothing) are measured, not written: no line reaches
 *   FINE_FASHION_PRECISION on the training folds (85.5 % at p = 1), so the classifier never names over the fashion
 *   head's refused coarse guess.
 * - `headAgreement`: the same, for the nouns that are also the category head's classes (T-shirt, sneakers, backpack,
 *   sandals…) — the lowest line where the classifier alone is right ≥ FINE_FASHION_PRECISION of the time. Runtime
 *   (pixel-subject.ts) names such a noun only when the head's refused fine guess is that same noun: two models
 *   agreeing are at least as sure as the classifier alone.
 * Each line is chosen on 4 grouped folds and judged on the 5th; the file gets the lines chosen on all of them.
 *
 *   node --import tsx packages/engine/tools/imagenet/extract-imagenet.ts --train ../shared/train/product-categories --out /tmp/imagenet-train.jsonl
 *   npm run train:noun-gate -- --cache /tmp/imagenet-train.jsonl [--write]
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { NounScore } from '../../src/types.ts';
import { nounScores } from '../../src/facts/imagenet/noun-scores.ts';
import { agreedNoun, isFashionNoun, pickFashionRoot, pickFineFashion, pickNoun } from '../../src/compose/seen-noun.ts';
import { groupedFolds } from '../train/metrics.ts';
import { crossValidateLine, pct, precisionOver, rateUnder, type Line as FitLine } from '../train/fit-line.ts';
import { fail, parseArgs } from '../eval/args.ts';
import { readImagenetRecords } from './extract-imagenet.ts';
import { TRAIN_ACCEPTS } from './train-truth.ts';
import { CATEGORY_VOCABULARY } from '../../src/facts/category/vocabulary.ts';

const FALSE_GENERAL_RATE = 0.02;
/** Extra non-fashion nouns on fashion photos the two-view agreement line may add on top of the gate's. */
const AGREEMENT_EXTRA_RATE = 0.005;
const FINE_FASHION_PRECISION = 0.9;
const FASHION_PRECISION = 0.95;
const CONTRADICTION_RATE = 0.005;
const MODEL_FILE = fileURLToPath(new URL('../../src/compose/noun-gate.model.ts', import.meta.url));

interface Row {
  category: string;
  group: string;
  /** The view the runtime names from: the product crop, else the frame. */
  scores: NounScore[];
  /** The whole frame, when the crop differs from it (the two-view agreement line reads both). */
  frame?: NounScore[] | undefined;
}

type Line = FitLine<Row>;

/** Non-fashion nouns named on fashion photos: every hit is bad. */
const general: Line = (rows, g) => {
  const hits = rows.filter((r) => pickNoun(r.scores, g, (s) => !isFashionNoun(s.id))).length;
  return { hits, bad: hits };
};

/** Coarse fashion words named: bad when the category does not accept it. */
const fashion: Line = (rows, g) => {
  let hits = 0;
  let bad = 0;
  for (const r of rows) {
    const pick = pickFashionRoot(r.scores, g);
    if (pick) {
      hits++;
      bad += (TRAIN_ACCEPTS[r.category] ?? []).includes(pick.id) ? 0 : 1;
    }
  }
  return { hits, bad };
};

/** A fine fashion noun (a swim cap, socks, a swimsuit) named over the head's refused guess: bad when not accepted. */
const fine: Line = (rows, g) => {
  let hits = 0;
  let bad = 0;
  for (const r of rows) {
    const pick = pickFineFashion(r.scores, g);
    if (pick) {
      hits++;
      bad += (TRAIN_ACCEPTS[r.category] ?? []).includes(pick.id) ? 0 : 1;
    }
  }
  return { hits, bad };
};

/** The category head's classes the classifier also has a noun for (T-shirt, sneakers, backpack). */
const HEAD_CLASS_NOUNS: ReadonlySet<string> = new Set(Object.keys(CATEGORY_VOCABULARY));

/** The classifier's reading of a noun the head has a class for, named: bad when the category does not accept it. */
const headClass: Line = (rows, g) => {
  let hits = 0;
  let bad = 0;
  for (const r of rows) {
    const pick = pickNoun(r.scores, g, (s) => HEAD_CLASS_NOUNS.has(s.id));
    if (pick) {
      hits++;
      bad += (TRAIN_ACCEPTS[r.category] ?? []).includes(pick.id) ? 0 : 1;
    }
  }
  return { hits, bad };
};

/** Non-fashion nouns both views agree on, under the single-view gate: every hit on a fashion photo is bad. */
const agreeing =
  (gate: number): Line =>
  (rows, g) => {
    const hits = rows.filter((r) => !pickNoun(r.scores, gate, (s) => !isFashionNoun(s.id)) && agreedNoun(r.scores, r.frame, g)).length;
    return { hits, bad: hits };
  };

function main(): void {
  const args = parseArgs(process.argv.slice(2));
  const rows: Row[] = readImagenetRecords(args.get('cache') ?? fail('--cache FILE.jsonl is required'))
    .filter((r) => TRAIN_ACCEPTS[r.category] !== undefined)
    .map((r) => ({
      category: r.category,
      group: r.group,
      scores: nounScores((r.crop ?? r.frame).map((v) => v / 255)),
      frame: r.crop ? nounScores(r.frame.map((v) => v / 255)) : undefined,
    }));
  const folds = groupedFolds(
    rows.map((r) => r.group),
    5,
  );
  const n = rows.length;
  const g = crossValidateLine(rows, folds, general, rateUnder(FALSE_GENERAL_RATE));
  const f = crossValidateLine(rows, folds, fashion, precisionOver(FASHION_PRECISION));
  const c = crossValidateLine(rows, folds, general, rateUnder(CONTRADICTION_RATE));
  const a = crossValidateLine(rows, folds, agreeing(g.final), rateUnder(AGREEMENT_EXTRA_RATE));
  const fi = crossValidateLine(rows, folds, fine, precisionOver(FINE_FASHION_PRECISION));
  const h = crossValidateLine(rows, folds, headClass, precisionOver(FINE_FASHION_PRECISION));
  process.stdout.write(
    `training photos: ${n} (fashion only)\n` +
      `gate (non-fashion noun on a fashion photo ≤ ${FALSE_GENERAL_RATE * 100} %): folds ${g.lines.join(', ')} → ${g.final}; out-of-fold ${pct(g.bad, n)} of photos\n` +
      `fashionGate (coarse fashion word right ≥ ${FASHION_PRECISION * 100} %): folds ${f.lines.join(', ')} → ${f.final}; out-of-fold named ${pct(f.hits, n)}, right ${pct(f.hits - f.bad, f.hits)}\n` +
      `contradiction (≤ ${CONTRADICTION_RATE * 100} % of fashion photos): folds ${c.lines.join(', ')} → ${c.final}; out-of-fold ${pct(c.bad, n)}\n` +
      `agreement (crop and frame both over it, ≤ ${AGREEMENT_EXTRA_RATE * 100} % more fashion photos): folds ${a.lines.join(', ')} → ${a.final}; out-of-fold ${pct(a.bad, n)}\n` +
      `fineFashion (fine fashion noun right ≥ ${FINE_FASHION_PRECISION * 100} %): folds ${fi.lines.join(', ')} → ${fi.final}; out-of-fold named ${pct(fi.hits, n)}, right ${pct(fi.hits - fi.bad, fi.hits)}\n` +
      `headAgreement (a head-class noun right ≥ ${FINE_FASHION_PRECISION * 100} %, the classifier alone): folds ${h.lines.join(', ')} → ${h.final}; out-of-fold named ${pct(h.hits, n)}, right ${pct(h.hits - h.bad, h.hits)}\n`,
  );
  if (args.has('write')) {
    writeFileSync(
      MODEL_FILE,
      `/** Written by \`npm run train:noun-gate -- --write\` from ${n} training photos (grouped 5-fold figures in the engine README); do not edit by hand. */\n` +
        `export const NOUN_GATE = { gate: ${g.final}, fashionGate: ${f.final}, contradiction: ${c.final}, agreement: ${a.final}, headAgreement: ${h.final} };\n`,
    );
    process.stdout.write(`wrote ${MODEL_FILE}\n`);
  }
}

main();
