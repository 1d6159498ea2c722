/**
 * Out-of-vocabulary gate: mean cosine similarity to the k most similar reference vectors
 * (training images or their k-means centroids) in the standardised feature space.
 * Max-softmax cannot tell a sofa from a wallet (AUROC ≈ 0.45 in issue 6); this can.
 * References are stored as int8 rows with one float scale each, to keep the file small.
 */

export interface GateReferences {
  count: number;
  dims: number;
  /** Row-major [count][dims], each row a unit vector quantised as round(v / scale). */
  rows: Int8Array;
  scales: Float32Array;
  k: number;
}

/** Quantises unit-normalised rows to int8 with a per-row scale (max |v| / 127). */
export function quantiseRows(rows: readonly ArrayLike<number>[], dims: number): { rows: Int8Array; scales: Float32Array } {
  const q = new Int8Array(rows.length * dims);
  const scales = new Float32Array(rows.length);
  rows.forEach((row, i) => {
    let max = 0;
    for (let j = 0; j < dims; j++) {
      max = Math.max(max, Math.abs(row[j] ?? 0));
    }
    const scale = max / 127 || 1;
    scales[i] = scale;
    for (let j = 0; j < dims; j++) {
      q[i * dims + j] = Math.round((row[j] ?? 0) / scale);
    }
  });
  return { rows: q, scales };
}

export function unitNormalise(v: ArrayLike<number>): Float32Array {
  let n = 0;
  for (let j = 0; j < v.length; j++) {
    n += (v[j] ?? 0) ** 2;
  }
  n = Math.sqrt(n) || 1;
  return Float32Array.from(v as ArrayLike<number>, (x) => x / n);
}

/** Mean of the k highest cosine similarities between a unit vector and the references. */
export function gateScore(refs: GateReferences, unit: Float32Array): number {
  const { count, dims, rows, scales } = refs;
  const k = Math.min(refs.k, count);
  // Running top-k kept in a small sorted array: k is ~10, count a few thousand.
  const top = new Float64Array(k).fill(-Infinity);
  for (let i = 0; i < count; i++) {
    let s = 0;
    const off = i * dims;
    for (let j = 0; j < dims; j++) {
      s += (rows[off + j] as number) * (unit[j] as number);
    }
    s *= scales[i] as number;
    if (s > (top[k - 1] as number)) {
      let p = k - 1;
      while (p > 0 && (top[p - 1] as number) < s) {
        top[p] = top[p - 1] as number;
        p--;
      }
      top[p] = s;
    }
  }
  let sum = 0;
  for (const v of top) {
    sum += v;
  }
  return sum / k;
}
