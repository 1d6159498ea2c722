/**
 * Face count with human's BlazeFace detector (boxes only). We never run the age, gender or emotion models:
 * the product must not guess such attributes about people. Run by onnxruntime from human's tfjs weights
 * (human-onnx.ts, issue 26).
 */
import type { RgbRaster } from '../decode.ts';
import { floatOutput, lazyHumanSession, ort } from './human-onnx.ts';
import { nms, type Box } from './nms.ts';

export const BLAZEFACE_INPUT = 256;
const IOU = 0.3;
const MAX_FACES = 20;

export interface FaceBox {
  box: Box;
  score: number;
}

const LAYER = 'StatefulPartitionedCall/functional_1';
/** The four heads before the graph's NHWC reshapes: scores and box regressors of the 16 × 16 and 8 × 8 grids. */
const HEADS = {
  scores16: `${LAYER}/conv2d_33/BiasAdd`,
  scores8: `${LAYER}/conv2d_34/BiasAdd`,
  boxes16: `${LAYER}/conv2d_35/BiasAdd`,
  boxes8: `${LAYER}/conv2d_36/BiasAdd`,
};
const BOX_VALUES = 16;

const session = lazyHumanSession('blazeface', { inputSize: BLAZEFACE_INPUT, outputs: Object.values(HEADS) });
let anchors: Float32Array | null = null;

export const loadBlazeFace = session.load;
export const disposeBlazeFace = session.dispose;

/**
 * One NCHW head ([anchors × values] channels over a cells × cells grid) appended in the graph's NHWC anchor order:
 * cell by cell, then anchor by anchor, `values` numbers each.
 */
function appendAnchors(into: number[], head: Float32Array, cells: number, values: number): void {
  const plane = cells * cells;
  const perCell = head.length / plane / values;
  for (let cell = 0; cell < plane; cell++) {
    for (let k = 0; k < perCell; k++) {
      for (let j = 0; j < values; j++) {
        into.push(head[(k * values + j) * plane + cell] ?? 0);
      }
    }
  }
}

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
  const model = await loadBlazeFace();
  anchors ??= makeAnchors(BLAZEFACE_INPUT);
  const normalised = new Float32Array(input.data.length);
  for (let i = 0; i < normalised.length; i++) {
    normalised[i] = (input.data[i] ?? 0) / 127.5 - 1;
  }
  const out = await model.run({ input_nhwc: new ort.Tensor('float32', normalised, [1, BLAZEFACE_INPUT, BLAZEFACE_INPUT, 3]) });
  const logits: number[] = [];
  appendAnchors(logits, floatOutput(out, HEADS.scores16), 16, 1);
  appendAnchors(logits, floatOutput(out, HEADS.scores8), 8, 1);
  const regs: number[] = [];
  appendAnchors(regs, floatOutput(out, HEADS.boxes16), 16, BOX_VALUES);
  appendAnchors(regs, floatOutput(out, HEADS.boxes8), 8, BOX_VALUES);
  const found: FaceBox[] = [];
  for (let i = 0; i < logits.length; i++) {
    const score = 1 / (1 + Math.exp(-(logits[i] ?? 0)));
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
}
