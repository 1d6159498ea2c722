/**
 * Grouped cross-validation: picks C on held-out product groups and returns out-of-fold
 * probabilities and gate similarities, which calibrate the thresholds without ever
 * scoring an image with a model (or references) that saw it.
 */
import { quantiseRows, type GateReferences } from '../../src/facts/category/gate.ts';
import { initTf, tf } from '../../src/testing/tfjs-runtime.ts';
import { fitLogReg, predictProba, type LinearHead } from './logreg.ts';
import { sphericalKMeans } from './kmeans.ts';

export interface GateConfig {
  /** 'exemplars': every training image (int8); 'centroids': k-means per class. */
  kind: 'exemplars' | 'centroids';
  k: number;
  centroidsPerClass: number;
}

export interface FoldData {
  /** Standardised features. */
  X: Float64Array[];
  y: number[];
  folds: number[];
  classes: number;
  groupOf: number[];
}

export interface CvScore {
  C: number;
  top1: number;
  top3: number;
  macroRecall: number;
  groupAccuracy: number;
  logLoss: number;
}

/** Reference vectors per class: the images themselves, or their k-means centroids. */
export function classReferences(
  units: readonly Float32Array[],
  labels: readonly number[],
  cfg: GateConfig,
  classes: number,
): Float32Array[][] {
  const out: Float32Array[][] = [];
  for (let c = 0; c < classes; c++) {
    const members = units.filter((_, i) => labels[i] === c);
    out.push(cfg.kind === 'centroids' ? sphericalKMeans(members, cfg.centroidsPerClass, 7 + c) : members);
  }
  return out;
}

export function gateFrom(refs: readonly Float32Array[], k: number): GateReferences {
  const dims = refs[0]?.length ?? 0;
  const q = quantiseRows(refs, dims);
  return { count: refs.length, dims, rows: q.rows, scales: q.scales, k };
}

function argsortDesc(p: Float64Array): number[] {
  return [...p.keys()].sort((a, b) => (p[b] as number) - (p[a] as number));
}

export function scorePredictions(probs: readonly Float64Array[], d: FoldData, C: number): CvScore {
  let top1 = 0;
  let top3 = 0;
  let group = 0;
  let logLoss = 0;
  const hit = new Float64Array(d.classes);
  const count = new Float64Array(d.classes);
  probs.forEach((p, i) => {
    const y = d.y[i] as number;
    const order = argsortDesc(p);
    const best = order[0] as number;
    count[y] = (count[y] as number) + 1;
    if (best === y) {
      top1++;
      hit[y] = (hit[y] as number) + 1;
    }
    if (order.slice(0, 3).includes(y)) {
      top3++;
    }
    const gp = new Map<number, number>();
    p.forEach((v, k) => gp.set(d.groupOf[k] as number, (gp.get(d.groupOf[k] as number) ?? 0) + v));
    const bestGroup = [...gp.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
    if (bestGroup === d.groupOf[y]) {
      group++;
    }
    logLoss -= Math.log(Math.max(p[y] as number, 1e-12));
  });
  const n = probs.length;
  let macro = 0;
  let present = 0;
  count.forEach((c, k) => {
    if (c > 0) {
      macro += (hit[k] as number) / c;
      present++;
    }
  });
  return { C, top1: top1 / n, top3: top3 / n, macroRecall: macro / present, groupAccuracy: group / n, logLoss: logLoss / n };
}

/** Out-of-fold probabilities for one C (warm-started from the previous C's fold heads). */
export async function outOfFold(d: FoldData, C: number, previous?: LinearHead[]): Promise<{ probs: Float64Array[]; heads: LinearHead[] }> {
  const nFolds = Math.max(...d.folds) + 1;
  const probs: Float64Array[] = new Array<Float64Array>(d.X.length);
  const heads: LinearHead[] = [];
  for (let f = 0; f < nFolds; f++) {
    const trainIdx = d.folds.flatMap((fold, i) => (fold === f ? [] : [i]));
    const head = await fitLogReg(
      trainIdx.map((i) => d.X[i] as Float64Array),
      trainIdx.map((i) => d.y[i] as number),
      d.classes,
      { C, init: previous?.[f] },
    );
    heads.push(head);
    d.folds.forEach((fold, i) => {
      if (fold === f) {
        probs[i] = predictProba(head, d.X[i] as Float64Array);
      }
    });
  }
  return { probs, heads };
}

/** What the int8 model file will hold: quantise then dequantise, so calibration sees the same scores. */
function asStored(refs: readonly Float32Array[]): Float32Array[] {
  const dims = refs[0]?.length ?? 0;
  const q = quantiseRows(refs, dims);
  return refs.map((_, i) => Float32Array.from(q.rows.subarray(i * dims, (i + 1) * dims), (v) => v * (q.scales[i] as number)));
}

/** Mean of the k largest cosine similarities of each query to the references (tfjs matmul + topk). */
function topKMean(queries: readonly Float32Array[], refs: readonly Float32Array[], k: number): number[] {
  if (queries.length === 0) {
    return [];
  }
  const dims = queries[0]?.length ?? 0;
  const pack = (rows: readonly Float32Array[]): tf.Tensor2D => {
    const flat = new Float32Array(rows.length * dims);
    rows.forEach((r, i) => flat.set(r, i * dims));
    return tf.tensor2d(flat, [rows.length, dims]);
  };
  const out = tf.tidy(() => {
    const S = tf.matMul(pack(queries), pack(refs), false, true);
    return tf.mean(tf.topk(S, Math.min(k, refs.length)).values, 1);
  });
  const values = Array.from(out.dataSync());
  out.dispose();
  return values;
}

/**
 * Out-of-fold gate similarities. `inVocab`: to references from the other folds.
 * `pseudoOov`: to the other folds' references of *other classes* only, i.e. how an image of a
 * category the head was never taught looks to the gate — the only OOV signal in training data.
 */
export async function outOfFoldSimilarity(
  d: FoldData,
  units: readonly Float32Array[],
  cfg: GateConfig,
): Promise<{ inVocab: number[]; pseudoOov: number[] }> {
  await initTf();
  const nFolds = Math.max(...d.folds) + 1;
  const inVocab = new Array<number>(units.length).fill(0);
  const pseudoOov = new Array<number>(units.length).fill(0);
  for (let f = 0; f < nFolds; f++) {
    const trainIdx = d.folds.flatMap((fold, i) => (fold === f ? [] : [i]));
    const refs = classReferences(
      trainIdx.map((i) => units[i] as Float32Array),
      trainIdx.map((i) => d.y[i] as number),
      cfg,
      d.classes,
    ).map(asStored);
    const testIdx = d.folds.flatMap((fold, i) => (fold === f ? [i] : []));
    topKMean(
      testIdx.map((i) => units[i] as Float32Array),
      refs.flat(),
      cfg.k,
    ).forEach((s, j) => (inVocab[testIdx[j] as number] = s));
    for (let c = 0; c < d.classes; c++) {
      const rows = testIdx.filter((i) => d.y[i] === c);
      const others = refs.filter((_, rc) => rc !== c).flat();
      topKMean(
        rows.map((i) => units[i] as Float32Array),
        others,
        cfg.k,
      ).forEach((s, j) => (pseudoOov[rows[j] as number] = s));
    }
  }
  return { inVocab, pseudoOov };
}
