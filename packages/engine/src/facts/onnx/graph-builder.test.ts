import * as ort from 'onnxruntime-node';
import { describe, expect, it } from 'vitest';
import { GraphBuilder, ONNX_DATA_TYPE, tensorType } from './graph-builder.ts';

describe('GraphBuilder', () => {
  it('builds a node with two outputs; onnxruntime’s TopK puts the lower index first on equal scores', async () => {
    // CenterNet's decoder relies on that order (detect/centernet.ts): tfjs kept the (cell, class) order on ties.
    const graph = new GraphBuilder();
    const k = graph.initializer({ name: 'k', dims: [1], dataType: ONNX_DATA_TYPE.INT64, int64Data: [4] });
    graph.node('TopK', ['x', k], ['scores', 'indices'], { axis: -1, largest: 1, sorted: 1 });
    const model = graph.encode({
      name: 'topk',
      producer: 'test',
      inputs: [{ name: 'x', type: tensorType(ONNX_DATA_TYPE.FLOAT, [1, 8]) }],
      outputs: [
        { name: 'scores', type: tensorType(ONNX_DATA_TYPE.FLOAT) },
        { name: 'indices', type: tensorType(ONNX_DATA_TYPE.INT64) },
      ],
    });
    const session = await ort.InferenceSession.create(model, { intraOpNumThreads: 1 });
    const x = new ort.Tensor('float32', Float32Array.from([0.5, 0.9, 0.5, 0.9, 0.1, 0.9, 0.5, 0]), [1, 8]);
    const out = await session.run({ x });
    expect(Array.from(out.scores!.data as Float32Array)).toEqual([0.8999999761581421, 0.8999999761581421, 0.8999999761581421, 0.5]);
    expect(Array.from(out.indices!.data as BigInt64Array, Number)).toEqual([1, 3, 5, 0]);
    await session.release();
  });

  it('keeps that order at CenterNet’s size: the 100 best of 1.3 M scores with many ties', async () => {
    const n = 128 * 128 * 80;
    const graph = new GraphBuilder();
    const k = graph.initializer({ name: 'k', dims: [1], dataType: ONNX_DATA_TYPE.INT64, int64Data: [100] });
    graph.node('TopK', ['x', k], ['scores', 'indices'], { axis: -1, largest: 1, sorted: 1 });
    const model = graph.encode({
      name: 'topk',
      producer: 'test',
      inputs: [{ name: 'x', type: tensorType(ONNX_DATA_TYPE.FLOAT, [1, n]) }],
      outputs: [
        { name: 'scores', type: tensorType(ONNX_DATA_TYPE.FLOAT) },
        { name: 'indices', type: tensorType(ONNX_DATA_TYPE.INT64) },
      ],
    });
    const session = await ort.InferenceSession.create(model, { intraOpNumThreads: 1 });
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
    const out = await session.run({ x: new ort.Tensor('float32', values, [1, n]) });
    expect(Array.from(out.indices!.data as BigInt64Array, Number)).toEqual(expected);
    await session.release();
  });
});
