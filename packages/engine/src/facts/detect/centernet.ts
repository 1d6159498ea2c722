/**
 * CenterNet (COCO-80, from @vladmandic/human) run by us, not by human, so that ONE forward pass yields both the
 * detections and the pooled backbone features the category head (issue 6) classifies.
 */
import type { DetectedObject } from '../../types.ts';
import type { RgbRaster } from '../decode.ts';
import { lazyHumanModel, tf } from '../tf-runtime.ts';
import { COCO_LABELS } from './coco-labels.ts';
import { nms, type Box } from './nms.ts';

export const CENTERNET_INPUT = 512;
/** Feature vector length: 480 (mean-pooled head) + 120 (mean-pooled block 14) + 80 (max-pooled class heat). */
export const FEATURE_DIM = 680;

const OUT_DETECTIONS = 'tower_0/detections';
const OUT_HEAD = 'tower_0/extern1/hard_swish/mul_1';
const OUT_BLOCK14 = 'tower_0/MobilenetV3/expanded_conv_14/add';
const OUT_HEAT = 'tower_0/Sigmoid';

/** Candidates kept before the caller's trust threshold (human's defaults: 0.2 floor, IoU 0.4). */
const MIN_CANDIDATE_SCORE = 0.2;
const NMS_IOU = 0.4;
const MAX_DETECTIONS = 20;

const graph = lazyHumanModel('centernet');

export const loadCenterNet = graph.load;
export const disposeCenterNet = graph.dispose;

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

/**
 * Run CenterNet on a 512×512 RGB raster (letterboxed on white). Input is raw 0–255 floats, as human feeds it.
 */
export async function runCenterNet(input: RgbRaster): Promise<CenterNetResult> {
  if (input.width !== CENTERNET_INPUT || input.height !== CENTERNET_INPUT) {
    throw new Error(`CenterNet wants ${CENTERNET_INPUT}×${CENTERNET_INPUT}, got ${input.width}×${input.height}`);
  }
  const graph = await loadCenterNet();
  const pooled = tf.tidy(() => {
    const x = tf.tensor4d(new Float32Array(input.data), [1, CENTERNET_INPUT, CENTERNET_INPUT, 3], 'float32');
    const [det, head, block, heat] = graph.execute(x, [OUT_DETECTIONS, OUT_HEAD, OUT_BLOCK14, OUT_HEAT]) as tf.Tensor[];
    if (!det || !head || !block || !heat) {
      throw new Error('CenterNet returned fewer outputs than requested');
    }
    return [det, tf.mean(head, [1, 2]), tf.mean(block, [1, 2]), tf.max(heat, [1, 2])] as const;
  });
  try {
    const [detT, headT, blockT, heatT] = pooled;
    const [det, head, block, heat] = await Promise.all([detT.data(), headT.data(), blockT.data(), heatT.data()]);
    const features = new Float32Array(FEATURE_DIM);
    features.set(powerL2(Float32Array.from(head)), 0);
    features.set(powerL2(Float32Array.from(block)), 480);
    features.set(powerL2(Float32Array.from(heat)), 600);
    return { detections: decodeDetections(det), features };
  } finally {
    tf.dispose([...pooled]);
  }
}

/** Rows of [x1, y1, x2, y2, score, class] in input pixels → normalised boxes after NMS. */
function decodeDetections(rows: ArrayLike<number>): DetectedObject[] {
  const candidates: DetectedObject[] = [];
  for (let i = 0; i + 5 < rows.length; i += 6) {
    const score = rows[i + 4] ?? 0;
    const cls = rows[i + 5] ?? -1;
    const label = COCO_LABELS[Math.round(cls)];
    if (score < MIN_CANDIDATE_SCORE || label === undefined) {
      continue;
    }
    const x1 = clamp01((rows[i] ?? 0) / CENTERNET_INPUT);
    const y1 = clamp01((rows[i + 1] ?? 0) / CENTERNET_INPUT);
    const x2 = clamp01((rows[i + 2] ?? 0) / CENTERNET_INPUT);
    const y2 = clamp01((rows[i + 3] ?? 0) / CENTERNET_INPUT);
    const box: Box = [x1, y1, Math.max(0, x2 - x1), Math.max(0, y2 - y1)];
    candidates.push({ label, score, box });
  }
  return nms(candidates, NMS_IOU, MAX_DETECTIONS);
}

function clamp01(v: number): number {
  return Math.min(1, Math.max(0, v));
}
