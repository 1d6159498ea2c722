import * as ort from 'onnxruntime-node';
import { describe, expect, it } from 'vitest';
import { GraphBuilder, ONNX_DATA_TYPE, tensorType } from './graph-builder.ts';

/** A one-node graph: TopK(k) over a [1, n] input, with two outputs (scores and their indices). */
async function runTopK(values: Float32Array, k: number): Promise<{ scores: number[]; indices: number[] }> {
  const graph = new GraphBuilder();
  const kName = graph.initializer({ name: 'k', dims: [1], dataType: ONNX_DATA_TYPE.INT64, int64Data: [k] });
  graph.node('TopK', ['x', kName], ['scores', 'indices'], { axis: -1, largest: 1, sorted: 1 });
  const model = graph.encode({
    name: 'topk',
    producer: 'test',
    inputs: [{ name: 'x', type: tensorType(ONNX_DATA_TYPE.FLOAT, [1, values.length]) }],
    outputs: [
      { name: 'scores', type: tensorType(ONNX_DATA_TYPE.FLOAT) },
      { name: 'indices', type: tensorType(ONNX_DATA_TYPE.INT64) },
    ],
  });
  const session = await ort.InferenceSession.create(model, { intraOpNumThreads: 1 });
  try {
    const out = await session.run({ x: new ort.Tensor('float32', values, [1, values.length]) });
    return {
      scores: Array.from(out.scores!.data as Float32Array),
      indices: Array.from(out.indices!.data as BigInt64Array, Number),
    };
  } finally {
    await session.release();
  }
}

// CenterNet's decoder relies on this order (detect/centernet.ts): tfjs kept the (cell, class) order on ties.
describe('GraphBuilder', () => {
  it('builds a node with two outputs; onnxruntime’s TopK puts the lower index first on equal scores', async () => {
    const out = await runTopK(Float32Array.from([0.5, 0.9, 0.5, 0.9, 0.1, 0.9, 0.5, 0]), 4);
    expect(out.scores).toEqual([0.8999999761581421, 0.8999999761581421, 0.8999999761581421, 0.5]);
    expect(out.indices).toEqual([1, 3, 5, 0]);
  });

  it('keeps that order at CenterNet’s size: the 100 best of 1.3 M scores with many ties', async () => {
    const n = 128 * 128 * 80;
    let seed = 11;
    const random = (): number => (seed = (seed * 16807) % 2147483647) / 2147483647;
    // Mostly zeros (non-peaks), a few hundred peaks on 8 score levels: ties at the 100th place.
    const values = new Float32Array(n);
    for (let i = 0; i < 600; i++) {
      values[Math.floor(random() * n)] = Math.ceil(random() * 8) / 8;
    }
    const expected = Array.from(values.keys())
      .filter((i) => values[i]! > 0)
      .sort((a, b) => values[b]! - values[a]! || a - b)
      .slice(0, 100);
    expect((await runTopK(values, 100)).indices).toEqual(expected);
  });
});
