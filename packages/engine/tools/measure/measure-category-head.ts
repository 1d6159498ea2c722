/**
 * Measures a category-head model file on an eval folder (labels.jsonl + images/):
 *   node --import tsx packages/engine/tools/measure/measure-category-head.ts --data ../shared/eval/dev [--model FILE]
 * Prints fine/coarse precision and coverage on in-vocabulary products, the false-label rate
 * on everything else, the gate AUROC and the classification time per image.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { decideCategory, scoreCategory } from '../../src/facts/category/classify.ts';
import { DEFAULT_MODEL_PATH, loadModelFile } from '../../src/facts/category/model-file.ts';
import { truthFor, type EvalLabel } from './category-truth.ts';
import { complete, featuresFor } from '../train/extract-set.ts';
import { auroc } from '../train/metrics.ts';

const { values: args } = parseArgs({
  options: {
    data: { type: 'string' },
    model: { type: 'string', default: DEFAULT_MODEL_PATH },
    sim: { type: 'string' },
    p: { type: 'string' },
  },
});

async function main(): Promise<void> {
  const dir = path.resolve(args.data ?? '../shared/eval/dev');
  const labels = (await readFile(path.join(dir, 'labels.jsonl'), 'utf8'))
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as EvalLabel);
  const feats = complete(
    await featuresFor(
      dir,
      labels.map((l) => l.file),
      'eval',
    ),
  );
  const model = loadModelFile(args.model);
  const t = { ...model.thresholds };
  if (args.sim) {
    t.similarity = Number(args.sim);
  }
  if (args.p) {
    t.fineProbability = Number(args.p);
  }
  // Best of 3 rounds: the box is shared, the minimum is the least disturbed measurement.
  let msPerImage = Infinity;
  let scores = feats.map((f) => scoreCategory(model, f));
  for (let round = 0; round < 3; round++) {
    const start = performance.now();
    scores = feats.map((f) => scoreCategory(model, f));
    msPerImage = Math.min(msPerImage, (performance.now() - start) / feats.length);
  }
  let inN = 0,
    fineN = 0,
    fineOk = 0,
    groupN = 0,
    groupOk = 0,
    anyOk = 0,
    top1 = 0,
    oovN = 0,
    oovLabelled = 0;
  const posSim: number[] = [];
  const negSim: number[] = [];
  const wrong: string[] = [];
  labels.forEach((l, i) => {
    const truth = truthFor(l);
    const s = scores[i];
    if (!s) {
      return;
    }
    const fact = decideCategory(model, s, t);
    if (!truth.inVocab) {
      oovN++;
      negSim.push(s.similarity);
      if (fact) {
        oovLabelled++;
        wrong.push(
          `${l.file} OOV(${l.category}) → ${fact.fine ?? fact.group} p=${fact.probability.toFixed(2)} sim=${fact.gateScore.toFixed(2)}`,
        );
      }
      return;
    }
    inN++;
    posSim.push(s.similarity);
    const bestK = s.probabilities.indexOf(Math.max(...s.probabilities));
    if (truth.fine && model.classes[bestK] === truth.fine) {
      top1++;
    }
    if (fact?.fine && truth.fine !== null) {
      fineN++;
      const ok = fact.fine === truth.fine;
      fineOk += ok ? 1 : 0;
      anyOk += ok ? 1 : 0;
      if (!ok) {
        wrong.push(`${l.file} ${truth.fine} → ${fact.fine} p=${fact.probability.toFixed(2)}`);
      }
    } else if (fact) {
      groupN++;
      const ok = fact.group === truth.group;
      groupOk += ok ? 1 : 0;
      anyOk += ok ? 1 : 0;
      if (!ok) {
        wrong.push(`${l.file} ${truth.fine ?? truth.group} → group ${fact.group} p=${fact.probability.toFixed(2)}`);
      }
    }
  });
  const pct = (a: number, b: number): string => (b ? `${((100 * a) / b).toFixed(1)} %` : 'n/a');
  console.log(`thresholds ${JSON.stringify(t)}  gate ${model.file.gate.kind} (${model.gate.count} refs)`);
  console.log(`in-vocabulary products: ${inN}; top-1 (ungated) ${pct(top1, inN)}`);
  console.log(`fine:   named ${fineN} (${pct(fineN, inN)} coverage), precision ${pct(fineOk, fineN)}`);
  console.log(`coarse: named ${groupN} more (${pct(groupN, inN)}), precision ${pct(groupOk, groupN)}`);
  console.log(`correct product word on ${anyOk}/${inN} (${pct(anyOk, inN)})`);
  console.log(`out-of-vocabulary: ${oovLabelled}/${oovN} labelled (false-label rate ${pct(oovLabelled, oovN)})`);
  console.log(`gate AUROC (in-vocab vs OOV similarity): ${auroc(posSim, negSim).toFixed(3)}`);
  console.log(`classification time: ${msPerImage.toFixed(2)} ms/image (head + gate, features excluded)`);
  if (process.env.VERBOSE) {
    console.log(wrong.join('\n'));
  }
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
