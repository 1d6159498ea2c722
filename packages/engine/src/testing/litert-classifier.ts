/**
 * The reference runtime of the ImageNet classifier: the shipped .tflite run by LiteRT.js (Google's TFLite runtime,
 * WASM + XNNPack), as the engine did before issue 26. The engine now runs the same file converted to ONNX
 * (classifier.ts); this stays only so onnx-vs-litert.test.ts and tools/measure/measure-imagenet-runtime.ts can
 * check the conversion against the runtime the model was made for (@litertjs/core is a devDependency).
 */
import { readFileSync } from 'node:fs';
import type { CompiledModel } from '@litertjs/core';
import { IMAGENET_INPUT, IMAGENET_MODEL_PATH, IMAGENET_OUTPUTS } from '../facts/imagenet/classifier.ts';
import { loadLiteRtRuntime } from './litert-node.ts';

let compiled: Promise<CompiledModel> | null = null;

/** Loads and compiles the classifier once per thread (~0.5 s, ~98 MB RSS in the first thread). */
export function loadImagenetLiteRt(modelPath: string = IMAGENET_MODEL_PATH): Promise<CompiledModel> {
  compiled ??= (async () => {
    const lite = await loadLiteRtRuntime();
    return lite.loadAndCompile(new Uint8Array(readFileSync(modelPath)), { accelerator: 'wasm' });
  })().catch((error: unknown) => {
    compiled = null;
    throw error;
  });
  return compiled;
}

/**
 * Class probabilities (length 1001, summing to about 1) of one packed-RGB 224×224 raster. The quantised
 * output is a probability in 1/255 steps.
 */
export async function classifyImagenetLiteRt(rgb224: Uint8Array): Promise<Float32Array> {
  if (rgb224.length !== IMAGENET_INPUT * IMAGENET_INPUT * 3) {
    throw new Error(`classifier input must be ${IMAGENET_INPUT}×${IMAGENET_INPUT} RGB`);
  }
  const model = await loadImagenetLiteRt();
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
