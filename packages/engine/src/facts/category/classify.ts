/**
 * Runs the linear head and the gate on one feature vector and applies the thresholds:
 * fine label when probability and similarity pass, else the coarse group when its summed
 * probability passes (with the same similarity gate) and the group is not a silent one, else nothing.
 */
import type { CategoryFact } from '../../types.ts';
import { gateScore, unitNormalise } from './gate.ts';
import type { CategoryModel, Thresholds } from './model-file.ts';
import { FEATURE_DIMS } from './pooling.ts';

export interface CategoryScores {
  /** Softmax over the model's classes, in model order. */
  probabilities: Float32Array;
  similarity: number;
}

export function standardise(model: CategoryModel, features: Float32Array): Float32Array {
  if (features.length !== FEATURE_DIMS) {
    throw new Error(`category features must have ${FEATURE_DIMS} values, got ${features.length}`);
  }
  return Float32Array.from(features, (v, j) => (v - (model.mean[j] as number)) / (model.std[j] as number));
}

export function scoreCategory(model: CategoryModel, features: Float32Array): CategoryScores {
  const x = standardise(model, features);
  const K = model.classes.length;
  const D = FEATURE_DIMS;
  const z = new Float32Array(K);
  let max = -Infinity;
  for (let k = 0; k < K; k++) {
    let s = model.bias[k] as number;
    const off = k * D;
    for (let j = 0; j < D; j++) {
      s += (model.weights[off + j] as number) * (x[j] as number);
    }
    z[k] = s;
    max = Math.max(max, s);
  }
  let sum = 0;
  for (let k = 0; k < K; k++) {
    z[k] = Math.exp((z[k] as number) - max);
    sum += z[k] as number;
  }
  for (let k = 0; k < K; k++) {
    z[k] = (z[k] as number) / sum;
  }
  return { probabilities: z, similarity: gateScore(model.gate, unitNormalise(x)) };
}

/** Applies the gate; exported separately so training can sweep thresholds on cached scores. */
export function decideCategory(
  model: Pick<CategoryModel, 'classes' | 'groupOf'>,
  scores: CategoryScores,
  t: Thresholds,
): CategoryFact | undefined {
  const { probabilities, similarity } = scores;
  if (similarity < t.similarity) {
    return undefined;
  }
  let best = 0;
  const groupP = new Map<string, number>();
  probabilities.forEach((p, k) => {
    if (p > (probabilities[best] as number)) {
      best = k;
    }
    const g = model.groupOf[k] as string;
    groupP.set(g, (groupP.get(g) ?? 0) + p);
  });
  const fineP = probabilities[best] as number;
  const fineGroup = model.groupOf[best] as string;
  if (fineP >= t.fineProbability) {
    return { fine: model.classes[best] as string, group: fineGroup, probability: fineP, gateScore: similarity };
  }
  let bestGroup = fineGroup;
  for (const [g, p] of groupP) {
    if (p > (groupP.get(bestGroup) ?? 0)) {
      bestGroup = g;
    }
  }
  const gp = groupP.get(bestGroup) ?? 0;
  if (gp >= t.groupProbability && !t.silentGroups?.includes(bestGroup)) {
    return { fine: null, group: bestGroup, probability: gp, gateScore: similarity };
  }
  return undefined;
}
