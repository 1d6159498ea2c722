/**
 * The general image classifier: MobileNetV2 (ImageNet, 1,001 outputs, uint8) run with LiteRT.js on the CPU.
 *
 * The model file ships in packages/engine/models/imagenet/ (Apache-2.0, provenance in its README) and is read from
 * disk; it is loaded and compiled once per thread (~0.5 s), then one 224×224 image takes ~18 ms.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CompiledModel } from '@litertjs/core';
import { loadLiteRtRuntime } from './litert-node.ts';

export const IMAGENET_INPUT = 224;
/** Output 0 is "background"; 1..1000 are the ILSVRC-2012 classes in wnid order. */
export const IMAGENET_OUTPUTS = 1001;

export const IMAGENET_MODEL_PATH = fileURLToPath(new URL('../../../models/imagenet/mobilenet_v2_1.0_224_quant.tflite', import.meta.url));

let compiled: Promise<CompiledModel> | null = null;

/** Loads and compiles the classifier once per thread. */
export function loadImagenet(modelPath: string = IMAGENET_MODEL_PATH): Promise<CompiledModel> {
  compiled ??= (async () => {
    const lite = await loadLiteRtRuntime();
    return lite.loadAndCompile(new Uint8Array(readFileSync(modelPath)), { accelerator: 'wasm' });
  })().catch((error: unknown) => {
    compiled = null;
    throw error;
  });
  return compiled;
}

export async function disposeImagenet(): Promise<void> {
  const model = compiled ? await compiled.catch(() => null) : null;
  compiled = null;
  model?.delete();
}

/**
 * Class probabilities (length 1001, summing to about 1) of one packed-RGB 224×224 raster. The quantised
 * output is a probability in 1/255 steps.
 */
export async function classifyImagenet(rgb224: Uint8Array): Promise<Float32Array> {
  if (rgb224.length !== IMAGENET_INPUT * IMAGENET_INPUT * 3) {
    throw new Error(`classifier input must be ${IMAGENET_INPUT}×${IMAGENET_INPUT} RGB`);
  }
  const model = await loadImagenet();
  const lite = await loadLiteRtRuntime();
  const input = new lite.Tensor(new Uint8Array(rgb224), [1, IMAGENET_INPUT, IMAGENET_INPUT, 3]);
  try {
    const [output] = await model.run([input]);
    if (!output) {
      throw new Error('classifier gave no output');
    }
    const onCpu = await output.moveTo('wasm');
    const raw = onCpu.toTypedArray() as Uint8Array;
    const probs = new Float32Array(IMAGENET_OUTPUTS);
    for (let i = 0; i < IMAGENET_OUTPUTS; i++) {
      probs[i] = (raw[i] ?? 0) / 255;
    }
    onCpu.delete();
    if (onCpu !== output) {
      output.delete();
    }
    return probs;
  } finally {
    input.delete();
  }
}
