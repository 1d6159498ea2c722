/**
 * CenterNet feature extraction for the category head: one execute() that fetches the
 * pooled backbone blocks (and the raw detections, so a detector can share the pass).
 * Weights come from human's package in node_modules; nothing is fetched over the network.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import * as tf from '@tensorflow/tfjs';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { FEATURE_INPUT_SIZE, FEATURE_NODES, normaliseBlocks } from './pooling.ts';

const require = createRequire(import.meta.url);

export interface CenterNetPass {
  /** 680-d category features (see pooling.ts). */
  features: Float32Array;
  /** Raw `tower_0/detections` rows [x1, y1, x2, y2, score, class] in input pixels. */
  detections: Float32Array;
}

type CenterNetModel = tf.GraphModel<tf.io.IOHandlerSync>;

let backendReady: Promise<void> | undefined;
let modelPromise: Promise<CenterNetModel> | undefined;

async function ensureWasmBackend(): Promise<void> {
  if (tf.getBackend() === 'wasm') {
    return;
  }
  const wasmDir = path.join(path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/package.json')), 'dist');
  setWasmPaths(`${wasmDir}${path.sep}`);
  await tf.setBackend('wasm');
  await tf.ready();
}

/** Loads from disk via fromMemory: Node's fetch cannot read file:// URLs. */
async function loadModel(): Promise<CenterNetModel> {
  backendReady ??= ensureWasmBackend();
  await backendReady;
  // human's exports map hides package.json; its main entry lives in dist/, models beside it.
  const dir = path.join(path.dirname(require.resolve('@vladmandic/human')), '..', 'models');
  const json = JSON.parse(await readFile(path.join(dir, 'centernet.json'), 'utf8')) as {
    modelTopology: object;
    weightsManifest: { paths: string[]; weights: tf.io.WeightsManifestEntry[] }[];
  };
  const weightSpecs = json.weightsManifest.flatMap((g) => g.weights);
  const buffers = await Promise.all(
    json.weightsManifest.flatMap((g) => g.paths).map((p) => readFile(path.join(dir, p))),
  );
  const all = Buffer.concat(buffers);
  const weightData = all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength);
  const model = new tf.GraphModel(tf.io.fromMemorySync({ modelTopology: json.modelTopology, weightSpecs, weightData }));
  await model.load();
  return model;
}

export function getCenterNet(): Promise<CenterNetModel> {
  modelPromise ??= loadModel();
  return modelPromise;
}

/** Auto-rotate, flatten on white, contain into 512×512 on white: the training input. */
export async function toCenterNetInput(image: Uint8Array): Promise<Float32Array> {
  const { data } = await sharp(image)
    .rotate()
    .flatten({ background: '#ffffff' })
    .resize(FEATURE_INPUT_SIZE, FEATURE_INPUT_SIZE, { fit: 'contain', background: '#ffffff' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return Float32Array.from(data);
}

/** Runs the backbone once on encoded image bytes and returns features + detections. */
export async function runCenterNet(image: Uint8Array): Promise<CenterNetPass> {
  const [model, pixels] = await Promise.all([getCenterNet(), toCenterNetInput(image)]);
  const outputs = tf.tidy(() => {
    const input = tf.tensor4d(pixels, [1, FEATURE_INPUT_SIZE, FEATURE_INPUT_SIZE, 3]);
    const raw = model.execute(input, [...FEATURE_NODES.map((b) => b.node), 'tower_0/detections']) as tf.Tensor[];
    const pooled = FEATURE_NODES.map((b, i) => {
      const t = raw[i] as tf.Tensor4D;
      return b.pool === 'mean' ? t.mean([0, 1, 2]) : t.max([0, 1, 2]);
    });
    return [...pooled, raw[FEATURE_NODES.length] as tf.Tensor];
  });
  try {
    const arrays = await Promise.all(outputs.map((t) => t.data() as Promise<Float32Array>));
    const blocks = arrays.slice(0, FEATURE_NODES.length);
    return { features: normaliseBlocks(blocks), detections: arrays[FEATURE_NODES.length] ?? new Float32Array() };
  } finally {
    tf.dispose(outputs);
  }
}
