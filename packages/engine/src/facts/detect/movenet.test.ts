/**
 * MoveNet in onnxruntime (the network converted by tfjs-to-onnx.ts, the graph's decoder in decodePose) answers as
 * human's tfjs graph does: the same 17 keypoints on real dev model shots, within float rounding. Reads ../shared
 * (skipped when absent).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { humanModelPath, loadLocalGraphModel, tf } from '../../testing/tfjs-runtime.ts';
import { decodeImage, letterbox } from '../decode.ts';
import { decodePose, detectPose, disposeMoveNet, MOVENET_INPUT } from './movenet.ts';

const DEV = fileURLToPath(new URL('../../../../../../shared/eval/dev/images', import.meta.url));
/** Model shots (short, long and no sleeves), a back view, a packshot with no one in it. */
const PHOTOS = ['p0007.jpg', 'p0010.jpg', 'p0014.jpg', 'p0036.jpg', 'p0002.jpg'];

afterAll(() => disposeMoveNet());

describe.skipIf(!existsSync(DEV))('MoveNet in onnxruntime', () => {
  it('finds the keypoints of the tfjs graph', { timeout: 120_000 }, async () => {
    const reference = await loadLocalGraphModel(humanModelPath('movenet-lightning'));
    try {
      for (const file of PHOTOS) {
        const input = await letterbox(await decodeImage(readFileSync(path.join(DEV, file))), MOVENET_INPUT);
        const out = tf.tidy(
          () => reference.execute(tf.tensor4d(Int32Array.from(input.data), [1, MOVENET_INPUT, MOVENET_INPUT, 3], 'int32')) as tf.Tensor,
        );
        const expected = await out.data();
        out.dispose();
        const ours = await detectPose(input);
        expect(ours).toHaveLength(17);
        ours.forEach((k, i) => {
          expect(k.y, `${file} keypoint ${i} y`).toBeCloseTo((expected[i * 3] ?? 0) * MOVENET_INPUT, 2);
          expect(k.x, `${file} keypoint ${i} x`).toBeCloseTo((expected[i * 3 + 1] ?? 0) * MOVENET_INPUT, 2);
          expect(k.score, `${file} keypoint ${i} score`).toBeCloseTo(expected[i * 3 + 2] ?? 0, 4);
        });
      }
    } finally {
      reference.dispose();
    }
  });

  it('refuses an input of the wrong size', async () => {
    const raster = { width: 64, height: 64, data: Buffer.alloc(64 * 64 * 3) };
    await expect(detectPose(raster)).rejects.toThrow(/MoveNet wants 192/);
  });
});

describe('decodePose', () => {
  const grid = 4;
  const plane = grid * grid;
  const decoder = { grid, centrePrior: new Float32Array(plane).fill(1), distanceBias: 1.8, cellScale: 1 / grid };
  const heads = (): { heatmap: Float32Array; centre: Float32Array; regress: Float32Array; offset: Float32Array } => ({
    heatmap: new Float32Array(17 * plane),
    centre: new Float32Array(plane),
    regress: new Float32Array(34 * plane),
    offset: new Float32Array(34 * plane),
  });

  it('takes each keypoint from the heat cell nearest the position regressed from the person centre', () => {
    const h = heads();
    h.centre[1 * grid + 1] = 0.9; // the person at row 1, column 1
    h.regress[0 * plane + 5] = 2; // the nose regressed 2 rows down, 1 column right: (3, 2)
    h.regress[1 * plane + 5] = 1;
    // Two equal heat peaks for the nose: the one at (3, 2) is nearer the regressed position than (0, 0).
    h.heatmap[0] = 0.6;
    h.heatmap[3 * grid + 2] = 0.6;
    h.offset[0 * plane + 14] = 0.25; // that cell's offset: a quarter cell down, half a cell left
    h.offset[1 * plane + 14] = -0.5;
    const [nose] = decodePose(h, decoder);
    expect(nose?.score).toBeCloseTo(0.6, 6);
    expect(nose?.y).toBeCloseTo(((3 + 0.25) / grid) * MOVENET_INPUT, 4);
    expect(nose?.x).toBeCloseTo(((2 - 0.5) / grid) * MOVENET_INPUT, 4);
  });

  it('weighs the person centres by the prior', () => {
    const h = heads();
    h.centre[0] = 0.9;
    h.centre[plane - 1] = 0.5;
    const prior = new Float32Array(plane).fill(0.1);
    prior[plane - 1] = 1;
    h.heatmap[plane - 1] = 0.4; // nose heat only at the prior's favourite centre
    h.heatmap[0] = 0.41;
    const [nose] = decodePose(h, { ...decoder, centrePrior: prior });
    // From the centre at (3, 3), the cell (3, 3) at distance 0 beats (0, 0) at distance 4.24.
    expect(nose?.score).toBeCloseTo(0.4, 6);
    expect(nose?.y).toBeCloseTo((3 / grid) * MOVENET_INPUT, 4);
  });
});
