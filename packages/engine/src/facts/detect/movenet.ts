/**
 * Body keypoints with human's MoveNet Lightning (single pose, 17 COCO keypoints). Used only on model shots, to
 * see where the arms are so the sleeves can be read from the pixels along them; never to judge the person.
 */
import type { RgbRaster } from '../decode.ts';
import { lazyHumanModel, tf } from '../tf-runtime.ts';

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

const graph = lazyHumanModel('movenet-lightning');

export const loadMoveNet = graph.load;
export const disposeMoveNet = graph.dispose;

/** The 17 keypoints of the most prominent person on a MOVENET_INPUT² letterboxed raster. */
export async function detectPose(input: RgbRaster): Promise<Keypoint[]> {
  if (input.width !== MOVENET_INPUT || input.height !== MOVENET_INPUT) {
    throw new Error(`MoveNet wants ${MOVENET_INPUT}², got ${input.width}×${input.height}`);
  }
  const graph = await loadMoveNet();
  const out = tf.tidy(() => {
    const x = tf.tensor4d(Int32Array.from(input.data), [1, MOVENET_INPUT, MOVENET_INPUT, 3], 'int32');
    return graph.execute(x) as tf.Tensor;
  });
  try {
    const v = await out.data();
    // Output [1, 1, 17, 3]: y, x (normalised), score.
    return Array.from({ length: 17 }, (_, k) => ({
      y: (v[k * 3] ?? 0) * MOVENET_INPUT,
      x: (v[k * 3 + 1] ?? 0) * MOVENET_INPUT,
      score: v[k * 3 + 2] ?? 0,
    }));
  } finally {
    out.dispose();
  }
}
