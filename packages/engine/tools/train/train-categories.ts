/**
 * Trains the product-category head (issue 6) and writes packages/engine/models/category-head.json.
 *   npm run train:categories -- --data ../shared/train/product-categories [--out FILE]
 *     [--folds 5] [--cs 0.01,0.03,0.1,0.3,1] [--gate exemplars|centroids] [--centroids 16] [--k 10]
 *     [--sim-quantile 0.1] [--fine-precision 0.95] [--group-precision 0.95] [--cache-dir DIR]
 *     [--silent-groups accessories]  (coarse groups never named on their own; comma-separated)
 *     [--extract-only --shard I/N]   (run N of these in parallel to fill the feature cache faster)
 *     [--max-per-class N]            (first N images of each class in labels.csv order; default all)
 * Extraction runs class by class in round-robin order, so a partial cache is class-balanced.
 * Features go through the engine's own CenterNet pass and are cached outside the repo.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { encodeF32, encodeI8 } from '../../src/facts/category/codec.ts';
import { unitNormalise } from '../../src/facts/category/gate.ts';
import { DEFAULT_MODEL_PATH, MODEL_FORMAT, MODEL_VERSION, type CategoryModelFile } from '../../src/facts/category/model-file.ts';
import { FEATURE_DIMS } from '../../src/facts/category/pooling.ts';
import { CATEGORY_IDS, CATEGORY_VOCABULARY, GROUP_IDS } from '../../src/facts/category/vocabulary.ts';
import { calibrate } from './calibrate.ts';
import {
  classReferences,
  gateFrom,
  outOfFold,
  outOfFoldSimilarity,
  scorePredictions,
  type CvScore,
  type GateConfig,
} from './cross-validate.ts';
import { hashTrainingSet, readTrainingSet } from './dataset.ts';
import { complete, featuresFor } from './extract-set.ts';
import { EXTRACTOR_ID } from './extractor.ts';
import { fitLogReg, type LinearHead } from './logreg.ts';
import { groupedFolds } from './metrics.ts';

const { values: args } = parseArgs({
  options: {
    data: { type: 'string' },
    out: { type: 'string', default: DEFAULT_MODEL_PATH },
    folds: { type: 'string', default: '5' },
    cs: { type: 'string', default: '0.01,0.03,0.1,0.3,1' },
    gate: { type: 'string', default: 'exemplars' },
    centroids: { type: 'string', default: '16' },
    k: { type: 'string', default: '10' },
    'sim-quantile': { type: 'string', default: '0.1' },
    'fine-precision': { type: 'string', default: '0.95' },
    'group-precision': { type: 'string', default: '0.95' },
    'silent-groups': { type: 'string', default: '' },
    'cache-dir': { type: 'string' },
    'extract-only': { type: 'boolean', default: false },
    shard: { type: 'string' },
    'max-per-class': { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

const USAGE = `usage: npm run train:categories -- --data DIR (labels.csv + images/) [--out FILE]
  [--folds 5] [--cs 0.01,0.03,0.1,0.3,1] [--gate exemplars|centroids] [--centroids 16] [--k 10]
  [--sim-quantile 0.1] [--fine-precision 0.95] [--group-precision 0.95] [--cache-dir DIR]
  [--silent-groups accessories] [--extract-only --shard I/N] [--max-per-class N]
writes ${DEFAULT_MODEL_PATH} unless --out is given (see packages/engine/models/README.md)
`;

const log = (msg: string): void => {
  process.stderr.write(`${new Date().toISOString().slice(11, 19)} ${msg}\n`);
};
const round = (v: number, d = 4): number => Math.round(v * 10 ** d) / 10 ** d;

async function main(): Promise<void> {
  if (args.help) {
    process.stdout.write(USAGE);
    return;
  }
  if (!args.data) {
    throw new Error(USAGE);
  }
  const dataDir = path.resolve(args.data);
  const allRows = await readTrainingSet(dataDir);
  const cap = args['max-per-class'] ? Number(args['max-per-class']) : Infinity;
  const seen = new Map<string, number>();
  const ranked = allRows.map((r) => {
    const rank = seen.get(r.category) ?? 0;
    seen.set(r.category, rank + 1);
    return { r, rank };
  });
  // Round-robin over classes (rank, then class order of appearance): any prefix is balanced.
  const rows = ranked
    .filter((e) => e.rank < cap)
    .sort((a, b) => a.rank - b.rank || a.r.category.localeCompare(b.r.category))
    .map((e) => e.r);
  const classes = CATEGORY_IDS.filter((id) => rows.some((r) => r.category === id));
  const unknown = [...new Set(rows.map((r) => r.category))].filter((c) => !(c in CATEGORY_VOCABULARY));
  if (unknown.length > 0) {
    throw new Error(`labels.csv has categories missing from vocabulary.ts: ${unknown.join(', ')}`);
  }
  const classIndex = new Map(classes.map((c, i) => [c, i] as const));
  const groupIndex = new Map(GROUP_IDS.map((g, i) => [g, i] as const));
  const groupOf = classes.map((c) => groupIndex.get(CATEGORY_VOCABULARY[c].group) as number);
  log(`${rows.length} images, ${classes.length} classes`);
  const [shardIndex, shardCount] = (args.shard ?? '0/1').split('/').map(Number);
  const cached = await featuresFor(
    dataDir,
    rows.map((r) => r.file),
    'train',
    {
      cacheDir: args['cache-dir'],
      shard: { index: shardIndex ?? 0, count: shardCount ?? 1 },
    },
  );
  if (args['extract-only']) {
    log(`features cached for shard ${args.shard ?? '0/1'}`);
    return;
  }
  const raw = complete(cached);

  // Standardise on the full training set (unsupervised, so sharing it with the CV folds leaks no labels).
  const mean = new Float64Array(FEATURE_DIMS);
  const std = new Float64Array(FEATURE_DIMS);
  for (const f of raw) {
    f.forEach((v, j) => (mean[j] = (mean[j] as number) + v / raw.length));
  }
  for (const f of raw) {
    f.forEach((v, j) => (std[j] = (std[j] as number) + (v - (mean[j] as number)) ** 2 / raw.length));
  }
  std.forEach((v, j) => (std[j] = Math.sqrt(v) + 1e-6));
  const X = raw.map((f) => Float64Array.from(f, (v, j) => (v - (mean[j] as number)) / (std[j] as number)));
  const y = rows.map((r) => classIndex.get(r.category as (typeof classes)[number]) as number);
  const nFolds = Number(args.folds);
  const folds = groupedFolds(
    rows.map((r) => r.productGroup),
    nFolds,
  );
  const data = { X, y, folds, classes: classes.length, groupOf };

  const cs = (args.cs ?? '')
    .split(',')
    .map(Number)
    .sort((a, b) => a - b);
  const grid: CvScore[] = [];
  let previous: LinearHead[] | undefined;
  let bestScore: CvScore | undefined;
  let bestProbs: Float64Array[] = [];
  for (const C of cs) {
    const { probs, heads } = await outOfFold(data, C, previous);
    previous = heads;
    const score = scorePredictions(probs, data, C);
    grid.push(score);
    log(
      `C=${C}: top-1 ${(score.top1 * 100).toFixed(1)} %, macro ${(score.macroRecall * 100).toFixed(1)} %, top-3 ${(score.top3 * 100).toFixed(1)} %, group ${(score.groupAccuracy * 100).toFixed(1)} %, log-loss ${score.logLoss.toFixed(3)}`,
    );
    // Class-balanced training, so pick C on macro recall (mean per-class accuracy).
    if (!bestScore || score.macroRecall > bestScore.macroRecall) {
      bestScore = score;
      bestProbs = probs;
    }
  }
  if (!bestScore) {
    throw new Error('empty --cs grid');
  }
  log(`chosen C=${bestScore.C}`);

  const silentGroups = (args['silent-groups'] ?? '').split(',').filter(Boolean);
  const badGroups = silentGroups.filter((g) => !groupIndex.has(g as (typeof GROUP_IDS)[number]));
  if (badGroups.length > 0) {
    throw new Error(`--silent-groups: unknown group(s) ${badGroups.join(', ')} (known: ${GROUP_IDS.join(', ')})`);
  }
  const gateCfg: GateConfig = {
    kind: args.gate === 'centroids' ? 'centroids' : 'exemplars',
    k: Number(args.k),
    centroidsPerClass: Number(args.centroids),
  };
  const units = X.map((x) => unitNormalise(x));
  const sims = await outOfFoldSimilarity(data, units, gateCfg);
  const calibration = calibrate(
    {
      probs: bestProbs,
      y,
      groupOf,
      inVocabSim: sims.inVocab,
      pseudoOovSim: sims.pseudoOov,
      silentGroups: silentGroups.map((g) => groupIndex.get(g as (typeof GROUP_IDS)[number]) as number),
    },
    {
      similarityQuantile: Number(args['sim-quantile']),
      finePrecision: Number(args['fine-precision']),
      groupPrecision: Number(args['group-precision']),
    },
  );
  log(`gate ${gateCfg.kind}: thresholds ${JSON.stringify(calibration.thresholds)}, pseudo-OOV AUROC ${calibration.gateAuroc.toFixed(3)}`);

  const head = await fitLogReg(X, y, classes.length, { C: bestScore.C, init: previous?.[0] });
  const refs = classReferences(units, y, gateCfg, classes.length).flat();
  const gate = gateFrom(refs, gateCfg.k);
  const sha256 = await hashTrainingSet(dataDir, allRows);
  const classCounts = Object.fromEntries(classes.map((c) => [c, rows.filter((r) => r.category === c).length]));
  const file: CategoryModelFile = {
    format: MODEL_FORMAT,
    version: MODEL_VERSION,
    createdAt: new Date().toISOString(),
    command: `npm run train:categories -- ${process.argv.slice(2).join(' ')}`.trim(),
    dataset: {
      name: path.basename(dataDir),
      sha256,
      images: rows.length,
      imagesInFolder: allRows.length,
      maxPerClass: Number.isFinite(cap) ? cap : null,
      classCounts,
    },
    extractor: {
      id: EXTRACTOR_ID,
      dims: FEATURE_DIMS,
      description:
        'facts/detect/centernet.ts runCenterNet on decodeImage→letterbox(512, white): mean(tower_0/extern1/hard_swish/mul_1) 480 | mean(tower_0/MobilenetV3/expanded_conv_14/add) 120 | max(tower_0/Sigmoid) 80, per block signed sqrt + L2',
    },
    classes,
    standardise: { mean: encodeF32(mean), std: encodeF32(std) },
    head: { C: bestScore.C, weights: encodeF32(head.weights), bias: encodeF32(head.bias) },
    gate: {
      kind: `${gateCfg.kind}-int8-cosine-top${gateCfg.k}`,
      k: gateCfg.k,
      count: gate.count,
      rows: encodeI8(gate.rows),
      scales: encodeF32(gate.scales),
    },
    thresholds: silentGroups.length > 0 ? { ...calibration.thresholds, silentGroups } : calibration.thresholds,
    metrics: {
      cv: {
        folds: nFolds,
        groupedBy: 'product_group',
        selectedBy: 'macroRecall',
        grid: grid.map((g) => Object.fromEntries(Object.entries(g).map(([k, v]) => [k, round(v)]))),
      },
      calibration: Object.fromEntries(
        Object.entries(calibration)
          .filter(([k]) => k !== 'thresholds')
          .map(([k, v]) => [k, round(v as number)]),
      ),
      calibrationTargets: {
        similarityQuantile: Number(args['sim-quantile']),
        finePrecision: Number(args['fine-precision']),
        groupPrecision: Number(args['group-precision']),
        silentGroups,
      },
    },
  };
  const out = path.resolve(args.out ?? DEFAULT_MODEL_PATH);
  await writeFile(out, `${JSON.stringify(file, null, 1)}\n`);
  log(`wrote ${out}`);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
