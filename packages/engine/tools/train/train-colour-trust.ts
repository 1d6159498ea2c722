/**
 * Fits the colour-trust model (src/compose/colour-trust.ts) on the training photos whose catalogue names their
 * colour: Kaggle titles ("Puma Men Black T-shirt") and Spree file names (",dark_blue.jpg"). Never the eval set.
 *
 *   npm run train:colour-trust -- [--data ../shared/train/product-categories] [--facts /tmp/train-facts.jsonl]
 *                                 [--threshold 0.5] [--cached-only] [--write]
 *
 * Each photo's facts are extracted once (OCR off) and kept in --facts, so a second run takes seconds. The model is
 * fitted without class weights, so its output is a probability; a colour is written when it is more likely right
 * than wrong (--threshold 0.5). The out-of-fold curve (grouped 5-fold cross-validation, products kept together) shows
 * what each threshold keeps; --write writes the model file.
 */
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { pixelColourEvidence } from '../../src/compose/choose-colours.ts';
import { colourTrustFeatures } from '../../src/compose/colour-trust.ts';
import { categoryLexNoun, colourWord } from '../../src/compose/lexicon/index.ts';
import { extractFacts, loadFactModels } from '../../src/facts/index.ts';
import type { VisualFacts } from '../../src/types.ts';
import { parseArgs } from '../eval/args.ts';
import { colourTruth } from './colour-truth.ts';
import { readTrainingSet } from './dataset.ts';
import { fitLogReg, predictProba, type LinearHead } from './logreg.ts';
import { auroc, groupedFolds } from './metrics.ts';

const args = parseArgs(process.argv.slice(2));
const dir = path.resolve(args.get('data') ?? '../shared/train/product-categories');
const factsFile = args.get('facts') ?? '/tmp/alt-optimizer-train-facts.jsonl';
const threshold = Number(args.get('threshold') ?? '0.5');
const C = 1;
const modelFile = fileURLToPath(new URL('../../src/compose/colour-trust.model.ts', import.meta.url));

interface Row {
  file: string;
  category: string;
  group: string;
  truth: string[];
}

async function readRows(): Promise<Row[]> {
  return (await readTrainingSet(dir))
    .map((r) => ({ file: r.file, category: r.category, group: r.productGroup, truth: colourTruth(r.source, r.title, r.sourcePath) }))
    .filter((r) => r.truth.length > 0);
}

async function factsFor(rows: Row[]): Promise<Map<string, VisualFacts>> {
  const cache = new Map<string, VisualFacts>();
  if (existsSync(factsFile)) {
    for (const line of readFileSync(factsFile, 'utf8').split('\n').filter(Boolean)) {
      const r = JSON.parse(line) as { file: string; facts: VisualFacts };
      cache.set(r.file, r.facts);
    }
  }
  const missing = rows.filter((r) => !cache.has(r.file));
  if (missing.length > 0 && !args.has('cached-only')) {
    await loadFactModels({ ocr: false });
    const start = Date.now();
    for (const [i, r] of missing.entries()) {
      const { features: _features, ...facts } = await extractFacts(readFileSync(path.join(dir, r.file)), { ocr: false });
      cache.set(r.file, facts);
      appendFileSync(factsFile, `${JSON.stringify({ file: r.file, facts })}\n`);
      if (i % 250 === 249) {
        process.stderr.write(`facts: ${i + 1}/${missing.length} (${Math.round((Date.now() - start) / 1000)} s)\n`);
      }
    }
  }
  return cache;
}

const rows = await readRows();
const facts = await factsFor(rows);
const X: Float64Array[] = [];
const y: number[] = [];
const groups: string[] = [];
for (const r of rows) {
  const f = facts.get(r.file);
  const read = f && pixelColourEvidence(f, categoryLexNoun(r.category));
  if (!read?.evidence) {
    continue;
  }
  X.push(Float64Array.from(colourTrustFeatures(read.evidence)));
  y.push(read.keys.some((k) => r.truth.includes(colourWord(k)?.family ?? '')) ? 1 : 0);
  groups.push(r.group);
}
process.stdout.write(
  `${rows.length} photos with a catalogue colour; ${X.length} with a pixel colour, ${y.filter((v) => v === 1).length} right\n`,
);

const folds = groupedFolds(groups, 5);
const oof = new Float64Array(X.length);
for (let k = 0; k < 5; k++) {
  const train = X.flatMap((_, i) => (folds[i] === k ? [] : [i]));
  const head = await fitLogReg(
    train.map((i) => X[i]!),
    train.map((i) => y[i]!),
    2,
    { C, balanced: false },
  );
  X.forEach((x, i) => {
    if (folds[i] === k) {
      oof[i] = predictProba(head, x)[1] ?? 0;
    }
  });
}

/** Out-of-fold precision and coverage of the colours kept at each threshold. */
function curve(t: number): { kept: number; precision: number; wrongOfAll: number } {
  let kept = 0;
  let right = 0;
  oof.forEach((p, i) => {
    if (p >= t) {
      kept++;
      right += y[i] ?? 0;
    }
  });
  return { kept: kept / X.length, precision: kept ? right / kept : 1, wrongOfAll: (kept - right) / X.length };
}
const ranking = auroc(
  [...oof].filter((_, i) => y[i] === 1),
  [...oof].filter((_, i) => y[i] === 0),
);
process.stdout.write(`out-of-fold AUROC (right vs wrong colours): ${ranking.toFixed(3)}\n`);
process.stdout.write('threshold  kept %  precision %  wrong, % of all\n');
for (let t = 0.3; t <= 0.9; t = Math.round((t + 0.05) * 100) / 100) {
  const c = curve(t);
  const mark = Math.abs(t - threshold) < 1e-9 ? '  <- threshold' : '';
  process.stdout.write(
    `${t.toFixed(2).padStart(9)}  ${(c.kept * 100).toFixed(1).padStart(6)}  ${(c.precision * 100).toFixed(1).padStart(11)}  ${(c.wrongOfAll * 100).toFixed(1).padStart(15)}${mark}\n`,
  );
}

if (args.has('write')) {
  const head: LinearHead = await fitLogReg(X, y, 2, { C, balanced: false });
  const d = head.dims;
  // Two-class softmax = logistic on the difference of the two rows.
  const weights = Array.from({ length: d }, (_, j) => round((head.weights[d + j] ?? 0) - (head.weights[j] ?? 0)));
  const bias = round((head.bias[1] ?? 0) - (head.bias[0] ?? 0));
  const source =
    `/** Written by \`npm run train:colour-trust -- --write\` from ${X.length} training photos; do not edit by hand. */\n` +
    `export const COLOUR_TRUST_MODEL = { weights: [${weights.join(', ')}], bias: ${bias}, threshold: ${threshold} };\n`;
  // Formatted as the repository's own files are, so format:check passes on the file as written.
  writeFileSync(modelFile, await prettier.format(source, { ...(await prettier.resolveConfig(modelFile)), filepath: modelFile }));
  process.stdout.write(`wrote ${modelFile}\n`);
}

function round(v: number): number {
  return Math.round(v * 10000) / 10000;
}
