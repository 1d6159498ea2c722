/**
 * CenterNet (COCO-80, from @vladmandic/human) run by us, not by human, so that ONE forward pass yields both the
 * detections and the pooled backbone features the category head (issue 6) classifies. Human ships it for tfjs; it
 * runs here in onnxruntime (tfjs-to-onnx.ts), which is native and several times faster on the CPU (issue 26).
 */
import type { DetectedObject } from '../../types.ts';
import type { RgbRaster } from '../decode.ts';
import { resizeCenterNet } from './centernet-input.ts';
import { floatOutput, lazyHumanSession, ort } from './human-onnx.ts';
import { COCO_LABELS } from './coco-labels.ts';
import { nms, type Box } from './nms.ts';

export const CENTERNET_INPUT = 512;
/** Feature vector length: 480 (mean-pooled head) + 120 (mean-pooled block 14) + 80 (max-pooled class heat). */
export const FEATURE_DIM = 680;

/** The four side distances of each cell's box, already scaled to input pixels (×16 in the graph). */
const OUT_BOX_SIZES = 'tower_0/wh';
const OUT_HEAD = 'tower_0/extern1/hard_swish/mul_1';
const OUT_BLOCK14 = 'tower_0/MobilenetV3/expanded_conv_14/add';
const OUT_HEAT = 'tower_0/Sigmoid';

/** Candidates kept before the caller's trust threshold (human's defaults: 0.2 floor, IoU 0.4). */
const MIN_CANDIDATE_SCORE = 0.2;
const NMS_IOU = 0.4;
const MAX_DETECTIONS = 20;
/** The graph's decoder kept the 100 best peaks; heat-map stride: 512 px in, 128 × 128 cells out. */
const TOP_K = 100;
const STRIDE = 4;

export interface CenterNetResult {
  /** Boxes normalised to the 512×512 letterboxed input; every candidate ≥ 0.2, best first. */
  detections: DetectedObject[];
  /**
   * 680-d descriptor: [mean-pool(head 480) | mean-pool(block14 120) | max-pool(sigmoid heat 80)], each block
   * signed-sqrt then L2-normalised. Not standardised: the category head applies its own mean/std.
   */
  features: Float32Array;
}

/** Signed square root then L2 normalisation, in place (power normalisation tames a few dominant channels). */
function powerL2(v: Float32Array): Float32Array {
  let norm = 0;
  for (let i = 0; i < v.length; i++) {
    const x = v[i] ?? 0;
    const s = Math.sign(x) * Math.sqrt(Math.abs(x));
    v[i] = s;
    norm += s * s;
  }
  norm = Math.sqrt(norm) || 1;
  for (let i = 0; i < v.length; i++) {
    v[i] = (v[i] ?? 0) / norm;
  }
  return v;
}

export interface CenterNet {
  readonly size: number;
  load(): Promise<unknown>;
  dispose(): void;
  /** Run on a `size`×`size` RGB raster (letterboxed on white). Input is raw 0–255 floats, as human feeds it. */
  run(input: RgbRaster): Promise<CenterNetResult>;
}

/**
 * CenterNet taking a `size`×`size` input (a multiple of 32; centernet-input.ts), converted to ONNX from human's
 * tfjs weights when it is first loaded (tfjs-to-onnx.ts) and run by onnxruntime's native CPU kernels on one thread:
 * ≈ 47 ms per 512 px image here against ≈ 206 ms in tfjs' WASM backend, the same scores to 1e-4.
 */
export function centerNetAt(size: number): CenterNet {
  const session = lazyHumanSession(
    'centernet',
    {
      inputSize: size,
      outputs: [OUT_BOX_SIZES],
      reductions: [
        { name: 'head', of: OUT_HEAD, reduce: 'mean' },
        { name: 'block14', of: OUT_BLOCK14, reduce: 'mean' },
        { name: 'heat', of: OUT_HEAT, reduce: 'max' },
      ],
      peaks: [{ name: 'peaks', of: OUT_HEAT, topK: TOP_K }],
    },
    { rewrite: (artifacts) => resizeCenterNet(artifacts, size) },
  );
  return { size, load: session.load, dispose: session.dispose, run: async (input) => runSession(await session.load(), size, input) };
}

const standard = centerNetAt(CENTERNET_INPUT);
export const loadCenterNet = standard.load;
export const disposeCenterNet = standard.dispose;
export const runCenterNet = standard.run;

const inputBuffers = new Map<number, Float32Array>();

async function runSession(session: ort.InferenceSession, size: number, input: RgbRaster): Promise<CenterNetResult> {
  if (input.width !== size || input.height !== size) {
    throw new Error(`CenterNet wants ${size}×${size}, got ${input.width}×${input.height}`);
  }
  const buffer = inputBuffers.get(size) ?? new Float32Array(size * size * 3);
  // One 3 MB buffer per size, reused: a fresh one per photo made V8 collect for external memory (issue 26). A second
  // photo while the first still runs (the engine in one thread, called concurrently) gets its own.
  inputBuffers.delete(size);
  buffer.set(input.data);
  const x = new ort.Tensor('float32', buffer, [1, size, size, 3]);
  const out = await session.run({ input_nhwc: x }).finally(() => inputBuffers.set(size, buffer));
  const floats = (name: string): Float32Array => floatOutput(out, name);
  const features = new Float32Array(FEATURE_DIM);
  features.set(powerL2(Float32Array.from(floats('head'))), 0);
  features.set(powerL2(Float32Array.from(floats('block14'))), 480);
  features.set(powerL2(Float32Array.from(floats('heat'))), 600);
  const indices = out['peaks/indices']?.data;
  if (!(indices instanceof BigInt64Array)) {
    throw new Error('model returned no peaks/indices');
  }
  const rows = peakRows(floats('peaks/scores'), indices, floats(OUT_BOX_SIZES), size);
  for (const t of Object.values(out)) {
    t.dispose();
  }
  return { detections: decodeDetections(rows, size), features };
}

/**
 * The graph's own decoder: the 100 best heat-map peaks (3 × 3 local maxima, class-wise; TopK in the graph, best
 * first, the lower channel-last index first on equal scores), each a box around its cell (stride 4) from the four
 * side distances. Rows of [x1, y1, x2, y2, score, class] in input pixels.
 */
function peakRows(scores: Float32Array, indices: BigInt64Array, sides: Float32Array, size: number): number[] {
  const cells = size / STRIDE;
  const plane = cells * cells;
  const classes = COCO_LABELS.length;
  const rows: number[] = [];
  for (let k = 0; k < scores.length; k++) {
    const score = scores[k]!;
    if (score < MIN_CANDIDATE_SCORE) {
      break;
    }
    const index = Number(indices[k]);
    const cell = Math.floor(index / classes);
    const cls = index % classes;
    const cx = (cell % cells) * STRIDE;
    const cy = Math.floor(cell / cells) * STRIDE;
    const side = (s: number): number => sides[s * plane + cell] ?? 0;
    rows.push(cx - side(0), cy - side(1), cx + side(2), cy + side(3), score, cls);
  }
  return rows;
}

/** Rows of [x1, y1, x2, y2, score, class] in input pixels → normalised boxes after NMS. */
function decodeDetections(rows: ArrayLike<number>, size: number): DetectedObject[] {
  const candidates: DetectedObject[] = [];
  for (let i = 0; i + 5 < rows.length; i += 6) {
    const score = rows[i + 4] ?? 0;
    const cls = rows[i + 5] ?? -1;
    const label = COCO_LABELS[Math.round(cls)];
    if (score < MIN_CANDIDATE_SCORE || label === undefined) {
      continue;
    }
    const x1 = clamp01((rows[i] ?? 0) / size);
    const y1 = clamp01((rows[i + 1] ?? 0) / size);
    const x2 = clamp01((rows[i + 2] ?? 0) / size);
    const y2 = clamp01((rows[i + 3] ?? 0) / size);
    const box: Box = [x1, y1, Math.max(0, x2 - x1), Math.max(0, y2 - y1)];
    candidates.push({ label, score, box });
  }
  return nms(candidates, NMS_IOU, MAX_DETECTIONS);
}

function clamp01(v: number): number {
  return Math.min(1, Math.max(0, v));
}
