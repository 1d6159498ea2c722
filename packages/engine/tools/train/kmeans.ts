/**
 * Spherical k-means (cosine) per class, to shrink the gate's reference set from every
 * training image to a few centroids per class when that keeps the AUROC.
 */
import { unitNormalise } from '../../src/facts/category/gate.ts';
import { seededRandom } from './metrics.ts';

export function sphericalKMeans(points: readonly Float32Array[], k: number, seed = 7, iterations = 15): Float32Array[] {
  if (points.length <= k) {
    return points.map((p) => Float32Array.from(p));
  }
  const rand = seededRandom(seed);
  const dims = points[0]?.length ?? 0;
  // Seeds drawn without replacement; k-means++ buys little at these sizes.
  const order = points.map((_, i) => ({ i, r: rand() })).sort((a, b) => a.r - b.r);
  let centroids: Float32Array[] = order.slice(0, k).map((o) => Float32Array.from(points[o.i] as Float32Array));
  const assign = new Int32Array(points.length);
  for (let it = 0; it < iterations; it++) {
    points.forEach((p, i) => {
      let best = 0;
      let bestSim = -Infinity;
      centroids.forEach((c, ci) => {
        let s = 0;
        for (let j = 0; j < dims; j++) {
          s += (p[j] as number) * (c[j] as number);
        }
        if (s > bestSim) {
          bestSim = s;
          best = ci;
        }
      });
      assign[i] = best;
    });
    const sums = centroids.map(() => new Float64Array(dims));
    points.forEach((p, i) => {
      const s = sums[assign[i] as number] as Float64Array;
      for (let j = 0; j < dims; j++) {
        s[j] = (s[j] as number) + (p[j] as number);
      }
    });
    centroids = sums.map((s, ci) => (s.some((v) => v !== 0) ? unitNormalise(s) : (centroids[ci] as Float32Array)));
  }
  return centroids;
}
