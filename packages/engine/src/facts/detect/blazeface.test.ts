/**
 * BlazeFace in onnxruntime (human-onnx.ts) scores every anchor as human's tfjs graph does, in the same anchor order,
 * so the faces found are the same. Reads ../shared (skipped when absent).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeImage, letterbox } from '../decode.ts';
import { humanModelPath, loadLocalGraphModel, tf } from '../../testing/tfjs-runtime.ts';
import { BLAZEFACE_INPUT, detectFaces, disposeBlazeFace } from './blazeface.ts';

const DEV = fileURLToPath(new URL('../../../../../../shared/eval/dev/images', import.meta.url));
/** Three skaters, a street with people, two model shots. */
const PHOTOS = ['g0010.jpg', 'g0025.jpg', 'p0009.jpg', 'p0013.jpg'];

afterAll(() => disposeBlazeFace());

describe.skipIf(!existsSync(DEV))('BlazeFace in onnxruntime', () => {
  it('finds the faces of the tfjs graph: the best anchor and its score', { timeout: 120_000 }, async () => {
    const reference = await loadLocalGraphModel(humanModelPath('blazeface'));
    let compared = 0;
    try {
      for (const file of PHOTOS) {
        const input = await letterbox(await decodeImage(readFileSync(path.join(DEV, file))), BLAZEFACE_INPUT);
        // The graph's four heads, ordered by size as the tfjs runner read them: scores 8×8×6, 16×16×2, boxes.
        const [scoresT] = tf.tidy(() => {
          const x = tf.sub(tf.div(tf.tensor4d(new Float32Array(input.data), [1, BLAZEFACE_INPUT, BLAZEFACE_INPUT, 3]), 127.5), 1);
          const [s384, s512] = [...(reference.execute(x) as tf.Tensor[])].sort((a, b) => a.size - b.size);
          return [tf.sigmoid(tf.concat([s512!.reshape([-1]), s384!.reshape([-1])]))];
        });
        const expected = Float32Array.from(await scoresT!.data());
        tf.dispose(scoresT);
        const best = Math.max(...expected);
        const faces = await detectFaces(input, 0.2);
        // The top face is the best anchor's, with its score.
        if (best >= 0.2) {
          expect(faces[0]?.score, file).toBeCloseTo(best, 4);
          compared++;
        } else {
          expect(faces, file).toEqual([]);
        }
        expect(faces.length, file).toBeLessThanOrEqual(expected.filter((s) => s >= 0.2).length);
      }
    } finally {
      reference.dispose();
    }
    expect(compared).toBeGreaterThanOrEqual(2);
  });
});
