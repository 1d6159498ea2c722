/**
 * Body keypoints with human's MoveNet Lightning (single pose, 17 COCO keypoints). Used only on model shots, to
 * see where the arms are so the sleeves can be read from the pixels along them; never to judge the person.
 *
 * Its network runs in onnxruntime, converted from human's tfjs graph like CenterNet (issue 26: tfjs' WASM runtime
 * cost each worker ~90 MB). The graph's own single-pose decoder (argmaxes and gathers over the four 48 × 48 heads)
 * is `decodePose` below, step for step, with the graph's constants.
 */
import type { RgbRaster } from '../decode.ts';
import { floatOutput, lazyHumanSession, ort } from './human-onnx.ts';

export const MOVENET_INPUT = 192;

/** COCO keypoint order of MoveNet's output. */
export const KEYPOINT = {
  nose: 0,
  leftShoulder: 5,
  rightShoulder: 6,
  leftElbow: 7,
  rightElbow: 8,
  leftWrist: 9,
  rightWrist: 10,
  leftHip: 11,
  rightHip: 12,
} as const;

/** x, y in input pixels (0..MOVENET_INPUT) and the keypoint's score. */
export interface Keypoint {
  x: number;
  y: number;
  score: number;
}

/** One keypoint of a pose; a missing one reads as unseen (score 0). */
export function joint(k: readonly Keypoint[], i: number): Keypoint {
  return k[i] ?? { x: 0, y: 0, score: 0 };
}

const MODEL = 'movenet-lightning';
const CALL = 'StatefulPartitionedCall';
/** The four heads (NCHW out of the conversion): keypoint heat maps and person centres after their sigmoids. */
export const MOVENET_HEADS = {
  heatmap: `${CALL}/Sigmoid`,
  centre: `${CALL}/Sigmoid_1`,
  regress: `${CALL}/kpt_regress_0/conv2d_6/BiasAdd`,
  offset: `${CALL}/kpt_offset_0/conv2d_7/BiasAdd`,
};
/** The decoder's constants: the centre prior (48 × 48), the distance bias, the cell → normalised scale. */
const CONSTANTS = {
  centrePrior: `ConstantFolding/${CALL}/truediv_2_recip`,
  distanceBias: `${CALL}/add_5/y`,
  cellScale: `${CALL}/Reshape_13`,
};
const KEYPOINTS = 17;

export interface PoseDecoder {
  grid: number;
  centrePrior: Float32Array;
  distanceBias: number;
  cellScale: number;
}

// The graph's int32 input is cast and reshaped to a float image batch (`stack`), which is what onnxruntime is fed.
const session = lazyHumanSession(
  MODEL,
  { inputSize: MOVENET_INPUT, input: `${CALL}/stack`, outputs: Object.values(MOVENET_HEADS) },
  { constants: Object.values(CONSTANTS) },
);
let inputBuffer: Float32Array | null = null;

async function loadDecoder(): Promise<PoseDecoder> {
  const c = await session.constants();
  const centrePrior = c.get(CONSTANTS.centrePrior)!;
  return {
    grid: Math.round(Math.sqrt(centrePrior.length)),
    centrePrior,
    distanceBias: c.get(CONSTANTS.distanceBias)![0]!,
    cellScale: c.get(CONSTANTS.cellScale)![0]!,
  };
}

export async function loadMoveNet(): Promise<void> {
  await session.load();
}

export function disposeMoveNet(): void {
  session.dispose();
  inputBuffer = null;
}

/** Index of the first largest value of `score(i)` over i < n (tf.argMax keeps the first on ties). */
function argMax(n: number, score: (i: number) => number): number {
  let best = 0;
  let bestValue = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < n; i++) {
    const v = score(i);
    if (v > bestValue) {
      bestValue = v;
      best = i;
    }
  }
  return best;
}

const f = Math.fround;

/**
 * MoveNet's single-pose decoding over NCHW heads, as its graph does it in float32: the most likely person centre
 * (centre map × prior), each keypoint's regressed position from it, then per keypoint the heat-map cell best
 * scored by heat / (distance to the regressed position + bias), refined by that cell's offset.
 */
export function decodePose(
  heads: { heatmap: Float32Array; centre: Float32Array; regress: Float32Array; offset: Float32Array },
  d: PoseDecoder,
): Keypoint[] {
  const plane = d.grid * d.grid;
  const c = argMax(plane, (i) => f((heads.centre[i] ?? 0) * (d.centrePrior[i] ?? 0)));
  const cy = Math.floor(c / d.grid);
  const cx = c - cy * d.grid;
  return Array.from({ length: KEYPOINTS }, (_, k) => {
    const ky = f(cy + (heads.regress[2 * k * plane + c] ?? 0));
    const kx = f(cx + (heads.regress[(2 * k + 1) * plane + c] ?? 0));
    const heat = (i: number): number => heads.heatmap[k * plane + i] ?? 0;
    const best = argMax(plane, (i) => {
      const dy = f(Math.floor(i / d.grid) - ky);
      const dx = f((i % d.grid) - kx);
      const distance = f(f(Math.sqrt(f(f(dy * dy) + f(dx * dx)))) + d.distanceBias);
      return f(heat(i) / distance);
    });
    const py = Math.floor(best / d.grid);
    const px = best - py * d.grid;
    const y = f(f(py + (heads.offset[2 * k * plane + best] ?? 0)) * d.cellScale);
    const x = f(f(px + (heads.offset[(2 * k + 1) * plane + best] ?? 0)) * d.cellScale);
    return { y: y * MOVENET_INPUT, x: x * MOVENET_INPUT, score: heat(best) };
  });
}

/** The 17 keypoints of the most prominent person on a MOVENET_INPUT² letterboxed raster. */
export async function detectPose(input: RgbRaster): Promise<Keypoint[]> {
  if (input.width !== MOVENET_INPUT || input.height !== MOVENET_INPUT) {
    throw new Error(`MoveNet wants ${MOVENET_INPUT}², got ${input.width}×${input.height}`);
  }
  const [s, d] = await Promise.all([session.load(), loadDecoder()]);
  inputBuffer ??= new Float32Array(MOVENET_INPUT * MOVENET_INPUT * 3);
  inputBuffer.set(input.data);
  const out = await s.run({ input_nhwc: new ort.Tensor('float32', inputBuffer, [1, MOVENET_INPUT, MOVENET_INPUT, 3]) });
  return decodePose(
    {
      heatmap: floatOutput(out, MOVENET_HEADS.heatmap),
      centre: floatOutput(out, MOVENET_HEADS.centre),
      regress: floatOutput(out, MOVENET_HEADS.regress),
      offset: floatOutput(out, MOVENET_HEADS.offset),
    },
    d,
  );
}
