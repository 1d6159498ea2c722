/**
 * The general image classifier: MobileNetV2 (ImageNet, 1,001 outputs, uint8) run by onnxruntime-node on the CPU.
 *
 * The model ships in packages/engine/models/imagenet/ as a .tflite (Apache-2.0, provenance in its README) and is
 * read from there only; at load it is parsed (tflite-reader.ts) and converted to ONNX in memory
 * (tflite-to-onnx.ts), never at build time. Issue 26: LiteRT.js, which ran it before, cost ~98 MB RSS in the first
 * worker thread; the converted model adds ~0 MB once CenterNet has loaded onnxruntime, and one 224×224 image
 * takes ~8 ms against LiteRT's ~18 (src/testing/litert-classifier.ts stays as the test's reference).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as ort from 'onnxruntime-node';
import { oneThreadSession } from '../onnx/one-thread-session.ts';
import { readTflite } from './tflite-reader.ts';
import { convertTfliteToOnnx, ONNX_INPUT, ONNX_OUTPUT } from './tflite-to-onnx.ts';

export const IMAGENET_INPUT = 224;
/** Output 0 is "background"; 1..1000 are the ILSVRC-2012 classes in wnid order. */
export const IMAGENET_OUTPUTS = 1001;

export const IMAGENET_MODEL_PATH = fileURLToPath(new URL('../../../models/imagenet/mobilenet_v2_1.0_224_quant.tflite', import.meta.url));

let session: Promise<ort.InferenceSession> | null = null;

/** Converts and loads the classifier once per thread. */
export function loadImagenet(modelPath: string = IMAGENET_MODEL_PATH): Promise<ort.InferenceSession> {
  session ??= (async () => {
    const onnxModel = convertTfliteToOnnx(readTflite(new Uint8Array(readFileSync(modelPath))));
    // No memory arena, unlike CenterNet's: this model's activations are ≤ 1.2 MB, malloc serves them as fast
    // (8.2 ms per run either way on the dev photos) and each further worker thread holds ~4 MB less.
    return oneThreadSession(onnxModel, { memArena: false });
  })().catch((error: unknown) => {
    session = null;
    throw error;
  });
  return session;
}

export async function disposeImagenet(): Promise<void> {
  const s = session ? await session.catch(() => null) : null;
  session = null;
  await s?.release();
}

/**
 * Class probabilities (length 1001, summing to about 1) of one packed-RGB 224×224 raster: the model's uint8
 * softmax output, a probability in 1/255 steps (as LiteRT gave it).
 */
export async function classifyImagenet(rgb224: Uint8Array): Promise<Float32Array> {
  if (rgb224.length !== IMAGENET_INPUT * IMAGENET_INPUT * 3) {
    throw new Error(`classifier input must be ${IMAGENET_INPUT}×${IMAGENET_INPUT} RGB`);
  }
  const s = await loadImagenet();
  const input = new ort.Tensor('uint8', rgb224, [1, IMAGENET_INPUT, IMAGENET_INPUT, 3]);
  const out = await s.run({ [ONNX_INPUT]: input });
  const raw = out[ONNX_OUTPUT]?.data;
  if (!(raw instanceof Uint8Array) || raw.length !== IMAGENET_OUTPUTS) {
    throw new Error('classifier gave no output');
  }
  return Float32Array.from(raw, (v) => v / 255);
}
