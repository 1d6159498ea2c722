/**
 * Threshold calibration on out-of-fold training predictions (no evaluation data):
 * - similarity: the q-quantile of in-vocabulary out-of-fold similarity (keeps 1 − q of known
 *   products), reported against the pseudo-OOV similarity (leave-class-out) as an AUROC;
 * - fine / group probability: the lowest threshold whose out-of-fold precision, among images
 *   that pass the similarity gate, reaches the target.
 */
import type { Thresholds } from '../../src/facts/category/model-file.ts';
import { auroc, quantile } from './metrics.ts';

export interface CalibrationInput {
  probs: readonly Float64Array[];
  y: readonly number[];
  groupOf: readonly number[];
  inVocabSim: readonly number[];
  pseudoOovSim: readonly number[];
  /** Group indices never spoken as a coarse fallback (--silent-groups). */
  silentGroups?: readonly number[];
}

export interface CalibrationTargets {
  similarityQuantile: number;
  finePrecision: number;
  groupPrecision: number;
}

export interface CalibrationReport {
  thresholds: Thresholds;
  gateAuroc: number;
  fineCoverage: number;
  finePrecision: number;
  groupCoverage: number;
  groupPrecision: number;
  pseudoOovAccepted: number;
}

function best(p: Float64Array): number {
  let b = 0;
  p.forEach((v, k) => {
    if (v > (p[b] as number)) {
      b = k;
    }
  });
  return b;
}

function bestGroup(p: Float64Array, groupOf: readonly number[]): [number, number] {
  const gp = new Map<number, number>();
  p.forEach((v, k) => gp.set(groupOf[k] as number, (gp.get(groupOf[k] as number) ?? 0) + v));
  return [...gp.entries()].sort((a, b) => b[1] - a[1])[0] ?? [0, 0];
}

/** Of `indices`, how many `ok` speaks for (does not answer undefined) and how many of those it calls right. */
function tally(indices: readonly number[], ok: (i: number) => boolean | undefined): { n: number; good: number } {
  let n = 0;
  let good = 0;
  for (const i of indices) {
    const r = ok(i);
    if (r !== undefined) {
      n++;
      good += r ? 1 : 0;
    }
  }
  return { n, good };
}

const GRID = Array.from({ length: 19 }, (_, i) => 0.05 * (i + 1));

export function calibrate(d: CalibrationInput, t: CalibrationTargets): CalibrationReport {
  const similarity = quantile(d.inVocabSim, t.similarityQuantile);
  const passing = d.probs.flatMap((p, i) => ((d.inVocabSim[i] as number) >= similarity ? [i] : []));
  const pick = (target: number, ok: (i: number, th: number) => boolean | undefined): number => {
    for (const th of GRID) {
      const { n, good } = tally(passing, (i) => ok(i, th));
      if (n > 0 && good / n >= target) {
        return Math.round(th * 100) / 100;
      }
    }
    return 0.95;
  };
  const fineOk = (i: number, th: number): boolean | undefined => {
    const p = d.probs[i] as Float64Array;
    const b = best(p);
    return (p[b] as number) >= th ? b === d.y[i] : undefined;
  };
  const fineProbability = pick(t.finePrecision, fineOk);
  // The group fallback only speaks when the fine label did not.
  const groupOk = (i: number, th: number): boolean | undefined => {
    if (fineOk(i, fineProbability) !== undefined) {
      return undefined;
    }
    const [g, gp] = bestGroup(d.probs[i] as Float64Array, d.groupOf);
    if (d.silentGroups?.includes(g)) {
      return undefined;
    }
    return gp >= th ? g === d.groupOf[d.y[i] as number] : undefined;
  };
  const groupProbability = Math.max(fineProbability, pick(t.groupPrecision, groupOk));
  const n = d.probs.length;
  // groupOk is silent wherever the fine label spoke, so each row counts in one of the two at most.
  const { n: fineN, good: fineGood } = tally(passing, (i) => fineOk(i, fineProbability));
  const { n: groupN, good: groupGood } = tally(passing, (i) => groupOk(i, groupProbability));
  return {
    thresholds: { fineProbability, groupProbability, similarity: Math.round(similarity * 1000) / 1000 },
    gateAuroc: auroc(d.inVocabSim, d.pseudoOovSim),
    fineCoverage: fineN / n,
    finePrecision: fineN ? fineGood / fineN : Number.NaN,
    groupCoverage: groupN / n,
    groupPrecision: groupN ? groupGood / groupN : Number.NaN,
    pseudoOovAccepted: d.pseudoOovSim.filter((s) => s >= similarity).length / n,
  };
}
