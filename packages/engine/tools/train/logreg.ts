/**
 * Multinomial logistic regression, class-balanced, L2, fitted with L-BFGS.
 * Objective (sklearn convention, so C values are comparable with the experiment in issue 6):
 *   sum_i w_i · CE(softmax(W x_i + b), y_i) + ||W||² / (2C)   — the bias is not penalised.
 */
import { initTf, tf } from '../../src/testing/tfjs-runtime.ts';

export interface LinearHead {
  classes: number;
  dims: number;
  /** Row-major [classes][dims]. */
  weights: Float64Array;
  bias: Float64Array;
}

export interface FitOptions {
  C: number;
  maxIter?: number;
  tolerance?: number;
  /** Warm start (e.g. the previous C on the regularisation path). */
  init?: LinearHead;
  /** Class-balanced sample weights (default); false keeps the data's own prior, so probabilities are calibrated. */
  balanced?: boolean;
}

/** n / (K · n_c): every class weighs the same in total, as sklearn's class_weight='balanced'. */
export function balancedWeights(labels: readonly number[], classes: number): Float64Array {
  const counts = new Float64Array(classes);
  for (const y of labels) {
    counts[y] = (counts[y] ?? 0) + 1;
  }
  const present = counts.filter((c) => c > 0).length;
  return Float64Array.from(labels, (y) => labels.length / (present * (counts[y] ?? 1)));
}

export function softmaxInPlace(z: Float64Array): void {
  let max = -Infinity;
  for (const v of z) {
    max = Math.max(max, v);
  }
  let sum = 0;
  for (let k = 0; k < z.length; k++) {
    const e = Math.exp((z[k] ?? 0) - max);
    z[k] = e;
    sum += e;
  }
  for (let k = 0; k < z.length; k++) {
    z[k] = (z[k] ?? 0) / sum;
  }
}

export function predictProba(head: LinearHead, x: ArrayLike<number>): Float64Array {
  const { classes, dims, weights, bias } = head;
  const z = new Float64Array(classes);
  for (let k = 0; k < classes; k++) {
    let s = bias[k] ?? 0;
    const off = k * dims;
    for (let j = 0; j < dims; j++) {
      s += (weights[off + j] ?? 0) * (x[j] ?? 0);
    }
    z[k] = s;
  }
  softmaxInPlace(z);
  return z;
}

/**
 * Loss and gradient on the tfjs WASM backend (XNNPACK matmuls): plain JS loops were ~30 s per
 * fit on the shared 2-core box, too slow for a C grid × 5 folds. Parameters are packed as
 * [W (K·D), b (K)]; the L2 term is added in float64 on the JS side.
 */
class TfObjective {
  private readonly X: tf.Tensor2D;
  private readonly Y: tf.Tensor2D;
  private readonly w: tf.Tensor2D;

  constructor(
    X: readonly Float64Array[],
    y: readonly number[],
    sampleW: Float64Array,
    private readonly K: number,
    private readonly D: number,
    private readonly C: number,
  ) {
    const flat = new Float32Array(X.length * D);
    X.forEach((x, i) => flat.set(x, i * D));
    this.X = tf.tensor2d(flat, [X.length, D]);
    this.Y = tf.tidy(() => tf.oneHot(tf.tensor1d(Int32Array.from(y), 'int32'), K).toFloat() as tf.Tensor2D);
    this.w = tf.tensor2d(Float32Array.from(sampleW), [X.length, 1]);
  }

  evaluate(theta: Float64Array, grad: Float64Array): number {
    const { K, D, C } = this;
    const outs = tf.tidy(() => {
      const W = tf.tensor2d(Float32Array.from(theta.subarray(0, K * D)), [K, D]);
      const b = tf.tensor1d(Float32Array.from(theta.subarray(K * D)));
      const logp = tf.logSoftmax(tf.add(tf.matMul(this.X, W, false, true), b));
      const loss = tf.neg(tf.sum(tf.mul(this.w, tf.sum(tf.mul(this.Y, logp), 1, true))));
      const G = tf.mul(tf.sub(tf.exp(logp), this.Y), this.w);
      return [loss, tf.matMul(G, this.X, true, false), tf.sum(G, 0)];
    });
    const [lossV, gW, gb] = outs.map((t) => t.dataSync());
    tf.dispose(outs);
    let loss = (lossV as Float32Array)[0] as number;
    for (let p = 0; p < K * D; p++) {
      const t = theta[p] as number;
      loss += (t * t) / (2 * C);
      grad[p] = ((gW as Float32Array)[p] as number) + t / C;
    }
    for (let k = 0; k < K; k++) {
      grad[K * D + k] = (gb as Float32Array)[k] as number;
    }
    return loss;
  }

  dispose(): void {
    tf.dispose([this.X, this.Y, this.w]);
  }
}

function dot(a: Float64Array, b: Float64Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) {
    s += (a[i] as number) * (b[i] as number);
  }
  return s;
}

export async function fitLogReg(X: readonly Float64Array[], y: readonly number[], classes: number, opts: FitOptions): Promise<LinearHead> {
  await initTf();
  const D = X[0]?.length ?? 0;
  const K = classes;
  const P = K * D + K;
  const sampleW = opts.balanced === false ? new Float64Array(y.length).fill(1) : balancedWeights(y, K);
  const objective = new TfObjective(X, y, sampleW, K, D, opts.C);
  try {
    const theta = new Float64Array(P);
    if (opts.init) {
      theta.set(opts.init.weights, 0);
      theta.set(opts.init.bias, K * D);
    }
    const maxIter = opts.maxIter ?? 300;
    const tol = opts.tolerance ?? 1e-5;
    const m = 10;
    const S: Float64Array[] = [];
    const Yh: Float64Array[] = [];
    let g = new Float64Array(P);
    let f = objective.evaluate(theta, g);
    const f0 = Math.abs(f) || 1;
    for (let iter = 0; iter < maxIter; iter++) {
      // Two-loop recursion for the L-BFGS direction.
      const q = Float64Array.from(g);
      const alphas: number[] = [];
      for (let i = S.length - 1; i >= 0; i--) {
        const s = S[i] as Float64Array;
        const yv = Yh[i] as Float64Array;
        const a = dot(s, q) / dot(yv, s);
        alphas[i] = a;
        for (let p = 0; p < P; p++) {
          q[p] = (q[p] as number) - a * (yv[p] as number);
        }
      }
      const last = S.length - 1;
      const gamma =
        last >= 0
          ? dot(S[last] as Float64Array, Yh[last] as Float64Array) / dot(Yh[last] as Float64Array, Yh[last] as Float64Array)
          : 1 / Math.max(1, Math.sqrt(dot(g, g)));
      for (let p = 0; p < P; p++) {
        q[p] = (q[p] as number) * gamma;
      }
      for (let i = 0; i < S.length; i++) {
        const s = S[i] as Float64Array;
        const yv = Yh[i] as Float64Array;
        const b = dot(yv, q) / dot(yv, s);
        for (let p = 0; p < P; p++) {
          q[p] = (q[p] as number) + ((alphas[i] as number) - b) * (s[p] as number);
        }
      }
      // q is now H·g; step along -q with Armijo backtracking.
      const dg = -dot(q, g);
      if (dg >= 0) {
        S.length = 0;
        Yh.length = 0;
        continue;
      }
      let step = 1;
      const next = new Float64Array(P);
      const gNext = new Float64Array(P);
      let fNext = Infinity;
      for (let tries = 0; tries < 30; tries++) {
        for (let p = 0; p < P; p++) {
          next[p] = (theta[p] as number) - step * (q[p] as number);
        }
        fNext = objective.evaluate(next, gNext);
        if (fNext <= f + 1e-4 * step * dg) {
          break;
        }
        step /= 2;
      }
      const s = new Float64Array(P);
      const yv = new Float64Array(P);
      for (let p = 0; p < P; p++) {
        s[p] = (next[p] as number) - (theta[p] as number);
        yv[p] = (gNext[p] as number) - (g[p] as number);
      }
      theta.set(next);
      const improvement = (f - fNext) / f0;
      f = fNext;
      g = gNext;
      if (dot(s, yv) > 1e-12) {
        S.push(s);
        Yh.push(yv);
        if (S.length > m) {
          S.shift();
          Yh.shift();
        }
      }
      if (improvement >= 0 && improvement < tol) {
        break;
      }
    }
    return { classes: K, dims: D, weights: theta.slice(0, K * D), bias: theta.slice(K * D) };
  } finally {
    objective.dispose();
  }
}
