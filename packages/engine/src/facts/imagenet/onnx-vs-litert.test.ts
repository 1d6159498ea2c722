import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { decodeImage } from '../decode.ts';
import { classifyImagenet, IMAGENET_MODEL_PATH } from './classifier.ts';
import { classifyImagenetLiteRt } from '../../testing/litert-classifier.ts';
import { cropInput, frameInput } from './inputs.ts';
import { readTflite } from './tflite-reader.ts';
import { convertTfliteToOnnx } from './tflite-to-onnx.ts';

const DEV = fileURLToPath(new URL('../../../../../../shared/eval/dev/images/', import.meta.url));
/**
 * General photos and packshots across the set; the last two also run a centre crop (the product view). p0096 and
 * p0160 are two of the 5 of 421 dev runs where the runtimes differ at all (tools/measure/measure-imagenet-runtime.ts).
 */
const PHOTOS = ['g0001', 'g0032', 'p0004', 'p0020', 'p0096', 'p0160', 'p0110', 'p0203'];
/**
 * Largest |Δp| allowed on any class. Both runtimes do the model's integer arithmetic but round some
 * requantisations differently (ORT in float, XNNPack in fixed point), so a logit can move by one step (×1.104 in
 * odds at the logits' scale 0.099), which moves a probability by at most 0.25 × 0.099 ≈ 0.025. Measured worst on
 * the 250 dev photos: 0.0196 (5 uint8 steps).
 */
const TOLERANCE = 0.03;

/** The five most probable classes as a set: near ties (16 against 17 in 255ths) may swap places. */
const top5 = (p: Float32Array): number[] =>
  [...p.keys()]
    .sort((a, b) => (p[b] ?? 0) - (p[a] ?? 0) || a - b)
    .slice(0, 5)
    .sort((a, b) => a - b);
const top1 = (p: Float32Array): number => p.indexOf(Math.max(...p));

describe('ImageNet classifier converted to ONNX (onnxruntime) against the .tflite run by LiteRT.js', () => {
  it.skipIf(!existsSync(DEV))(
    'gives the same top-1 and top-5 classes and probabilities within 0.03 on dev photos',
    async () => {
      for (const [k, file] of PHOTOS.entries()) {
        const img = await decodeImage(readFileSync(`${DEV}${file}.jpg`));
        const views = [await frameInput(img)];
        const crop = k >= PHOTOS.length - 2 ? await cropInput(img, [0.2, 0.2, 0.6, 0.6]) : undefined;
        for (const input of crop ? [...views, crop] : views) {
          const lite = await classifyImagenetLiteRt(input);
          const onnx = await classifyImagenet(input);
          expect(onnx).toHaveLength(lite.length);
          expect(top1(onnx), file).toBe(top1(lite));
          expect(top5(onnx), file).toEqual(top5(lite));
          const worst = Math.max(...lite.map((p, i) => Math.abs(p - (onnx[i] ?? 0))));
          expect(worst, file).toBeLessThanOrEqual(TOLERANCE);
        }
      }
    },
    60_000,
  );

  it('throws on a TFLite op the converter does not cover', () => {
    const model = readTflite(new Uint8Array(readFileSync(IMAGENET_MODEL_PATH)));
    const pool = model.operators.find((op) => op.code === 1);
    expect(pool).toBeDefined();
    Object.assign(pool ?? {}, { code: 17 }); // MAX_POOL_2D
    expect(() => convertTfliteToOnnx(model)).toThrow(/op 17/);
  });

  it('throws on a fused ReLU6 whose clamp is not the whole uint8 range', () => {
    const model = readTflite(new Uint8Array(readFileSync(IMAGENET_MODEL_PATH)));
    const first = model.operators[0];
    const out = model.tensors[first?.outputs[0] ?? -1];
    expect(out?.quant?.zeroPoint).toBe(0);
    Object.assign(out?.quant ?? {}, { zeroPoint: 10 });
    expect(() => convertTfliteToOnnx(model)).toThrow(/needs a clamp/);
  });
});
