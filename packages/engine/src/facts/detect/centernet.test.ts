/**
 * The ONNX conversion (tfjs-to-onnx.ts) answers as human's tfjs graph does: on real dev photos the same detections
 * (label, score, box) and the same 680-d features, within float rounding. Reads ../shared (skipped when absent).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeImage, letterbox } from '../decode.ts';
import { humanModelPath, loadLocalGraphModel, tf } from '../../testing/tfjs-runtime.ts';
import { CENTERNET_INPUT, disposeCenterNet, runCenterNet } from './centernet.ts';
import { COCO_LABELS } from './coco-labels.ts';
import { resizeCenterNet } from './centernet-input.ts';

const DEV = fileURLToPath(new URL('../../../../../../shared/eval/dev/images', import.meta.url));
/** A camera with text, three skaters, a street with cars and people, a packshot. */
const PHOTOS = ['p0016.jpg', 'g0010.jpg', 'g0025.jpg', 'p0002.jpg'];

afterAll(() => disposeCenterNet());

describe.skipIf(!existsSync(DEV))('CenterNet in onnxruntime', () => {
  it('finds the detections and features of the tfjs graph', { timeout: 120_000 }, async () => {
    const reference = await loadLocalGraphModel(humanModelPath('centernet'));
    try {
      for (const file of PHOTOS) {
        const input = await letterbox(await decodeImage(readFileSync(path.join(DEV, file))), CENTERNET_INPUT);
        const [detT, heatT] = tf.tidy(() => {
          const x = tf.tensor4d(new Float32Array(input.data), [1, CENTERNET_INPUT, CENTERNET_INPUT, 3], 'float32');
          const [det, heat] = reference.execute(x, ['tower_0/detections', 'tower_0/Sigmoid']) as tf.Tensor[];
          return [det!, tf.max(heat!, [1, 2])];
        });
        const rows = await detT.data();
        const heat = Float32Array.from(await heatT.data());
        tf.dispose([detT, heatT]);
        const ours = await runCenterNet(input);

        const expected = [];
        for (let i = 0; i < rows.length; i += 6) {
          if ((rows[i + 4] ?? 0) >= 0.2) {
            expected.push({ label: COCO_LABELS[rows[i + 5] ?? -1], score: rows[i + 4] ?? 0, x1: (rows[i] ?? 0) / CENTERNET_INPUT });
          }
        }
        // Ours are after NMS: each of ours is one of the graph's candidates, and the best one is the same.
        for (const d of ours.detections) {
          const match = expected.find(
            (e) => e.label === d.label && Math.abs(e.score - d.score) < 1e-3 && Math.abs(Math.max(0, e.x1) - d.box[0]) < 1e-3,
          );
          expect(match, `${file}: ${d.label} ${d.score}`).toBeDefined();
        }
        expect(ours.detections[0]?.label, file).toBe(expected[0]?.label);
        // The heat block of the features is the graph's per-class maximum, power-normalised.
        const norm = Math.sqrt(heat.reduce((a, v) => a + Math.abs(v), 0));
        for (let c = 0; c < 80; c++) {
          expect(ours.features[600 + c]).toBeCloseTo(Math.sqrt(heat[c] ?? 0) / norm, 4);
        }
      }
    } finally {
      reference.dispose();
    }
  });

  // The input buffer is reused between photos: two photos run at once must still each get their own answer.
  it('answers photos run at once as it answers them one by one', { timeout: 60_000 }, async () => {
    const inputs = await Promise.all(
      PHOTOS.map(async (file) => letterbox(await decodeImage(readFileSync(path.join(DEV, file))), CENTERNET_INPUT)),
    );
    const oneByOne = [];
    for (const input of inputs) {
      oneByOne.push(await runCenterNet(input));
    }
    const atOnce = await Promise.all(inputs.map((input) => runCenterNet(input)));
    expect(atOnce.map((r) => r.detections)).toEqual(oneByOne.map((r) => r.detections));
    expect(atOnce.map((r) => [...r.features])).toEqual(oneByOne.map((r) => [...r.features]));
  });

  it('rewrites the graph for a smaller input, and refuses sizes that are not multiples of 32', async () => {
    const artifacts = { modelTopology: { node: [] }, weightSpecs: [], weightData: new ArrayBuffer(0) };
    expect(() => resizeCenterNet(artifacts, 500)).toThrow(/multiple of 32/);
    expect(resizeCenterNet(artifacts, 512)).toBe(artifacts);
    expect(() => resizeCenterNet(artifacts, 384)).toThrow(/patched 0 of 5/);
  });
});
