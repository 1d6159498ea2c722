/**
 * The OID object detector (issue 22): Google's SSD MobileNetV2 trained on Open Images v4, shipped in
 * @mediapipe/objectron (objectron-assets.ts), converted to ONNX at load and run by onnxruntime on one thread. Open
 * Images is made of the kind of photos COCO lacks (packshots, furniture, shoes seen from above), so it names
 * chairs, tables, desks, footwear and cameras that CenterNet and the ImageNet classifier miss. Decoding follows the
 * model's MediaPipe graph: the whole frame stretched to 300×300, inputs in [-1, 1], sigmoid scores, box offsets
 * scaled 10/10/5/5 over the anchors of ssd-anchors.ts, then non-maximum suppression per label.
 */
import * as ort from 'onnxruntime-node';
import { fromWork, type DecodedImage } from '../decode.ts';
import { nms } from '../detect/nms.ts';
import { readTflite } from '../imagenet/tflite-reader.ts';
import { oneThreadSession } from '../onnx/one-thread-session.ts';
import { convertFloatTfliteToOnnx, FLOAT_INPUT } from './float-tflite-to-onnx.ts';
import { readObjectronAssets } from './objectron-assets.ts';
import { ssdAnchors, type Anchor } from './ssd-anchors.ts';

export const OID_INPUT = 300;
/** Detections under this score are dropped before suppression (the composer's lines are all above it). */
export const OID_KEEP = 0.2;
/** Two boxes of one label overlapping this much (IoU) or more are one object. */
const SAME_OBJECT_IOU = 0.4;
const MAX_DETECTIONS = 20;

export interface OidDetection {
  /** Open Images label as the model's label map spells it ("Chair", "Footwear", "High heels"). */
  label: string;
  score: number;
  /** [x, y, w, h] as shares of the frame. */
  box: [number, number, number, number];
}

interface Loaded {
  session: ort.InferenceSession;
  outputs: string[];
  labels: string[];
  anchors: Anchor[];
}

let loaded: Promise<Loaded> | null = null;

/** Converts and loads the detector once per thread. */
export function loadOid(): Promise<Loaded> {
  loaded ??= (async () => {
    const assets = readObjectronAssets();
    const { onnx, outputs } = convertFloatTfliteToOnnx(readTflite(assets.model));
    const session = await oneThreadSession(onnx, { memArena: true });
    return { session, outputs, labels: assets.labels, anchors: ssdAnchors() };
  })().catch((error: unknown) => {
    loaded = null;
    throw error;
  });
  return loaded;
}

export async function disposeOid(): Promise<void> {
  const l = loaded ? await loaded.catch(() => null) : null;
  loaded = null;
  await l?.session.release();
}

/** The whole frame stretched to 300×300 (the deformation the model was trained with), as floats in [-1, 1]. */
export async function oidRunInput(img: DecodedImage): Promise<Float32Array> {
  const data = await fromWork(img).resize(OID_INPUT, OID_INPUT, { fit: 'fill', kernel: 'linear' }).removeAlpha().raw().toBuffer();
  const input = new Float32Array(data.length);
  for (let i = 0; i < data.length; i++) {
    input[i] = (data[i] ?? 0) / 127.5 - 1;
  }
  return input;
}

/** Boxes and class logits → detections over OID_KEEP, one per object and label, best first. */
export function decodeOid(boxes: Float32Array, logits: Float32Array, anchors: Anchor[], labels: string[]): OidDetection[] {
  const classes = labels.length;
  const found: OidDetection[] = [];
  anchors.forEach((a, i) => {
    let best = 0;
    let bestLogit = -Infinity;
    for (let c = 1; c < classes; c++) {
      const logit = logits[i * classes + c] ?? -Infinity;
      if (logit > bestLogit) {
        bestLogit = logit;
        best = c;
      }
    }
    const score = 1 / (1 + Math.exp(-bestLogit));
    if (score < OID_KEEP) {
      return;
    }
    const [ty = 0, tx = 0, th = 0, tw = 0] = boxes.subarray(i * 4, i * 4 + 4);
    const cy = (ty / 10) * a.h + a.y;
    const cx = (tx / 10) * a.w + a.x;
    const h = Math.exp(th / 5) * a.h;
    const w = Math.exp(tw / 5) * a.w;
    const x0 = Math.max(0, cx - w / 2);
    const y0 = Math.max(0, cy - h / 2);
    const box: OidDetection['box'] = [x0, y0, Math.min(1, cx + w / 2) - x0, Math.min(1, cy + h / 2) - y0];
    found.push({ label: labels[best] ?? String(best), score, box });
  });
  // Suppression within each label only: a chair and the table under it are two objects.
  return [...new Set(found.map((d) => d.label))]
    .flatMap((label) =>
      nms(
        found.filter((d) => d.label === label),
        SAME_OBJECT_IOU,
        MAX_DETECTIONS,
      ),
    )
    .sort((a, b) => b.score - a.score)
    .slice(0, MAX_DETECTIONS);
}

export async function detectOid(img: DecodedImage): Promise<OidDetection[]> {
  const { session, outputs, labels, anchors } = await loadOid();
  const tensor = new ort.Tensor('float32', await oidRunInput(img), [1, OID_INPUT, OID_INPUT, 3]);
  const out = await session.run({ [FLOAT_INPUT]: tensor });
  const [boxName = '', className = ''] = outputs;
  const boxes = out[boxName]?.data;
  const logits = out[className]?.data;
  if (!(boxes instanceof Float32Array) || !(logits instanceof Float32Array) || boxes.length !== anchors.length * 4) {
    throw new Error('OID detector gave no output');
  }
  return decodeOid(boxes, logits, anchors, labels);
}
