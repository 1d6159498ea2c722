/** Small evaluation helpers for the training command. */

/** Area under the ROC curve: P(score of a positive > score of a negative), ties count half. */
export function auroc(positives: readonly number[], negatives: readonly number[]): number {
  if (positives.length === 0 || negatives.length === 0) {
    return Number.NaN;
  }
  const all = [...positives.map((s) => ({ s, pos: true })), ...negatives.map((s) => ({ s, pos: false }))].sort((a, b) => a.s - b.s);
  let rankSum = 0;
  let i = 0;
  while (i < all.length) {
    let j = i;
    while (j + 1 < all.length && all[j + 1]?.s === all[i]?.s) {
      j++;
    }
    const rank = (i + j) / 2 + 1;
    for (let t = i; t <= j; t++) {
      if (all[t]?.pos) {
        rankSum += rank;
      }
    }
    i = j + 1;
  }
  const P = positives.length;
  return (rankSum - (P * (P + 1)) / 2) / (P * negatives.length);
}

export function quantile(values: readonly number[], q: number): number {
  const s = [...values].sort((a, b) => a - b);
  if (s.length === 0) {
    return Number.NaN;
  }
  const pos = (s.length - 1) * q;
  const lo = Math.floor(pos);
  const hi = Math.ceil(pos);
  return (s[lo] as number) + ((s[hi] as number) - (s[lo] as number)) * (pos - lo);
}

/** Deterministic PRNG (mulberry32) so folds and k-means seeds are reproducible. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Grouped K-fold: every product_group lands in exactly one fold (views of one product never
 * straddle train and test). Groups are shuffled with a fixed seed, then dealt greedily to the
 * smallest fold so folds stay balanced in images.
 */
export function groupedFolds(groups: readonly string[], k: number, seed = 1): number[] {
  const sizes = new Map<string, number>();
  for (const g of groups) {
    sizes.set(g, (sizes.get(g) ?? 0) + 1);
  }
  const rand = seededRandom(seed);
  const keys = [...sizes.keys()]
    .map((g) => ({ g, r: rand() }))
    .sort((a, b) => a.r - b.r)
    .map((e) => e.g);
  keys.sort((a, b) => (sizes.get(b) ?? 0) - (sizes.get(a) ?? 0));
  const load = new Array<number>(k).fill(0);
  const foldOf = new Map<string, number>();
  for (const g of keys) {
    let best = 0;
    for (let f = 1; f < k; f++) {
      if ((load[f] as number) < (load[best] as number)) {
        best = f;
      }
    }
    foldOf.set(g, best);
    load[best] = (load[best] as number) + (sizes.get(g) ?? 0);
  }
  return groups.map((g) => foldOf.get(g) ?? 0);
}
