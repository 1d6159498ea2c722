import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { decodeImage } from '../decode.ts';
import { loadLiteRtRuntime } from '../../testing/litert-node.ts';
import { decodeOid, detectOid, OID_INPUT, oidRunInput } from './oid-detector.ts';
import { objectronDir, packedRanges, readObjectronAssets } from './objectron-assets.ts';
import { ssdAnchors } from './ssd-anchors.ts';

const DEV = fileURLToPath(new URL('../../../../../../shared/eval/dev/images/', import.meta.url));

describe('Open Images detector (SSD MobileNetV2 from @mediapipe/objectron, converted to ONNX)', () => {
  it('reads the model and its 24-line label map from the npm package, checked by SHA-256', () => {
    const { model, labels } = readObjectronAssets();
    expect(objectronDir()).toMatch(/node_modules\/@mediapipe\/objectron$/);
    expect(model.byteLength).toBe(9_987_728);
    expect(labels).toHaveLength(24);
    expect(labels.slice(0, 6)).toEqual(['???', 'Bicycle', 'Boot', 'Laptop', 'Person', 'Chair']);
  });

  it('finds each packed file’s byte range in the loader script', () => {
    const loader = '{"filename": "/a/labels.txt", "start": 0, "end": 184}, {"filename": "/b/model.tflite", "start": 184, "end": 900}';
    expect(packedRanges(loader)).toEqual(
      new Map([
        ['labels.txt', [0, 184]],
        ['model.tflite', [184, 900]],
      ]),
    );
  });

  it('decodes box offsets over their anchor (y, x, h, w scaled 10, 10, 5, 5) and keeps one box per object', () => {
    const anchors = [
      { x: 0.5, y: 0.5, w: 0.2, h: 0.4 },
      { x: 0.52, y: 0.5, w: 0.2, h: 0.4 },
    ];
    const boxes = Float32Array.of(1, -1, 0, 5 * Math.log(2), 1, -1, 0, 5 * Math.log(2));
    const logits = Float32Array.of(9, 2, -9, 9, 1.5, -9);
    const [chair, ...rest] = decodeOid(boxes, logits, anchors, ['???', 'Chair', 'Table']);
    expect(rest).toEqual([]);
    expect(chair?.label).toBe('Chair');
    expect(chair?.score).toBeCloseTo(1 / (1 + Math.exp(-2)), 6);
    // Centre (0.5 - 0.02, 0.5 + 0.04), size 0.4 × 0.4.
    expect(chair?.box.map((v) => Number(v.toFixed(4)))).toEqual([0.28, 0.34, 0.4, 0.4]);
  });

  it.skipIf(!existsSync(DEV))('names the chair, the camera and the shoes the other models miss on dev photos', async () => {
    const top = async (file: string) => (await detectOid(await decodeImage(readFileSync(`${DEV}${file}`))))[0];
    expect(await top('p0012.jpg')).toMatchObject({ label: 'Chair', score: expect.closeTo(0.86, 1) });
    expect(await top('p0016.jpg')).toMatchObject({ label: 'Camera', score: expect.closeTo(0.9, 1) });
    expect(await top('p0189.jpg')).toMatchObject({ label: 'Footwear', score: expect.closeTo(0.72, 1) });
    expect(await detectOid(await decodeImage(readFileSync(`${DEV}p0002.jpg`)))).toEqual([]);
  });

  it.skipIf(!existsSync(DEV))('gives the scores LiteRT gives running the .tflite itself', async () => {
    const { model, labels } = readObjectronAssets();
    const lite = await loadLiteRtRuntime();
    const compiled = await lite.loadAndCompile(new Uint8Array(model), { accelerator: 'wasm' });
    for (const file of ['p0012.jpg', 'g0004.jpg', 'g0035.jpg']) {
      const img = await decodeImage(readFileSync(`${DEV}${file}`));
      const input = new lite.Tensor(await oidRunInput(img), [1, OID_INPUT, OID_INPUT, 3]);
      const [boxes, logits] = await compiled.run([input]);
      const reference = decodeOid(
        (await boxes!.moveTo('wasm')).toTypedArray() as Float32Array,
        (await logits!.moveTo('wasm')).toTypedArray() as Float32Array,
        ssdAnchors(),
        labels,
      );
      const ours = await detectOid(img);
      expect(ours.map((d) => d.label)).toEqual(reference.map((d) => d.label));
      ours.forEach((d, i) => {
        expect(Math.abs(d.score - (reference[i]?.score ?? 0))).toBeLessThan(0.01);
        d.box.forEach((v, k) => expect(Math.abs(v - (reference[i]?.box[k] ?? 0))).toBeLessThan(0.01));
      });
      input.delete();
    }
  });
});
