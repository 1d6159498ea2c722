import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { decodeImage } from '../decode.ts';
import { classifyImagenet, IMAGENET_MODEL_PATH, IMAGENET_OUTPUTS } from './classifier.ts';
import { frameInput } from './inputs.ts';

const DEV = fileURLToPath(new URL('../../../../../../shared/eval/dev/images/', import.meta.url));

/** Classes holding at least 1 % (a few uint8 steps), most probable first. */
async function readsOf(file: string): Promise<number[]> {
  const img = await decodeImage(readFileSync(`${DEV}${file}`));
  const p = await classifyImagenet(await frameInput(img));
  expect(p).toHaveLength(IMAGENET_OUTPUTS);
  return [...p.keys()].filter((i) => (p[i] ?? 0) >= 0.01).sort((a, b) => (p[b] ?? 0) - (p[a] ?? 0));
}

describe('ImageNet classifier (MobileNetV2 uint8 converted to ONNX, onnxruntime, weights in the project)', () => {
  it('loads the model from the engine package, not from a shared folder or the network', () => {
    expect(IMAGENET_MODEL_PATH).toMatch(/packages\/engine\/models\/imagenet\/mobilenet_v2_1\.0_224_quant\.tflite$/);
    expect(existsSync(IMAGENET_MODEL_PATH)).toBe(true);
  });

  it.skipIf(!existsSync(DEV))('gives the fixed top classes on dev photos (tennis ball, mouse, folding chair, laptop)', async () => {
    expect(await readsOf('p0004.jpg')).toEqual([853]); // tennis ball
    expect(await readsOf('p0089.jpg')).toEqual([674]); // mouse
    expect(await readsOf('p0020.jpg')).toEqual([560, 766, 533]); // folding chair, rocking chair, dining table
    expect(await readsOf('p0198.jpg')).toEqual([621, 682]); // laptop, notebook computer
  });

  it('refuses an input of the wrong size', async () => {
    await expect(classifyImagenet(new Uint8Array(10))).rejects.toThrow(/224/);
  });
});
