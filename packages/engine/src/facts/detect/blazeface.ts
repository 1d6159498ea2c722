/**
 * Face count with human's BlazeFace detector (boxes only). We never run the age, gender or emotion models:
 * the product must not guess such attributes about people.
 */
import type { RgbRaster } from '../decode.ts';
import { lazyHumanModel, tf } from '../tf-runtime.ts';
import { nms, type Box } from './nms.ts';

export const BLAZEFACE_INPUT = 256;
const IOU = 0.3;
const MAX_FACES = 20;

export interface FaceBox {
  box: Box;
  score: number;
}

const graph = lazyHumanModel('blazeface');
let anchors: Float32Array | null = null;

export const loadBlazeFace = graph.load;
export const disposeBlazeFace = graph.dispose;

/** Anchor centres in input pixels: 16×16 grid × 2 anchors, then 8×8 grid × 6 anchors (896 in all). */
function makeAnchors(size: number): Float32Array {
  const out: number[] = [];
  const spec = [
    { stride: size / 16, count: 2 },
    { stride: size / 8, count: 6 },
  ];
  for (const { stride, count } of spec) {
    const cells = Math.floor((size + stride - 1) / stride);
    for (let gy = 0; gy < cells; gy++) {
      for (let gx = 0; gx < cells; gx++) {
        for (let k = 0; k < count; k++) {
          out.push(stride * (gx + 0.5), stride * (gy + 0.5));
        }
      }
    }
  }
  return Float32Array.from(out);
}

/** Faces on a 256×256 letterboxed raster; boxes normalised to that raster. minScore filters candidates. */
export async function detectFaces(input: RgbRaster, minScore: number): Promise<FaceBox[]> {
  if (input.width !== BLAZEFACE_INPUT || input.height !== BLAZEFACE_INPUT) {
    throw new Error(`BlazeFace wants ${BLAZEFACE_INPUT}², got ${input.width}×${input.height}`);
  }
  const graph = await loadBlazeFace();
  anchors ??= makeAnchors(BLAZEFACE_INPUT);
  const outs = tf.tidy(() => {
    const x = tf.tensor4d(new Float32Array(input.data), [1, BLAZEFACE_INPUT, BLAZEFACE_INPUT, 3]);
    const normalised = tf.sub(tf.div(x, 127.5), 1);
    const res = graph.execute(normalised) as tf.Tensor[];
    // Four heads: scores and regressors for the 512-anchor and 384-anchor grids; identify them by size.
    const sorted = [...res].sort((a, b) => a.size - b.size);
    const [s384, s512, r384, r512] = sorted as [tf.Tensor, tf.Tensor, tf.Tensor, tf.Tensor];
    const scores = tf.concat([s512.reshape([-1]), s384.reshape([-1])]);
    const regs = tf.concat([r512.reshape([-1, 16]), r384.reshape([-1, 16])], 0);
    return [tf.sigmoid(scores), regs] as const;
  });
  try {
    const [scores, regs] = await Promise.all([outs[0].data(), outs[1].data()]);
    const found: FaceBox[] = [];
    for (let i = 0; i < scores.length; i++) {
      const score = scores[i] ?? 0;
      if (score < minScore) {
        continue;
      }
      const cx = (regs[i * 16 + 0] ?? 0) + (anchors[i * 2] ?? 0);
      const cy = (regs[i * 16 + 1] ?? 0) + (anchors[i * 2 + 1] ?? 0);
      const w = regs[i * 16 + 2] ?? 0;
      const h = regs[i * 16 + 3] ?? 0;
      const box: Box = [(cx - w / 2) / BLAZEFACE_INPUT, (cy - h / 2) / BLAZEFACE_INPUT, w / BLAZEFACE_INPUT, h / BLAZEFACE_INPUT];
      found.push({ box, score });
    }
    return nms(found, IOU, MAX_FACES);
  } finally {
    tf.dispose([...outs]);
  }
}
