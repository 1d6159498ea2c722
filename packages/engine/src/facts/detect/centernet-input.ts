/**
 * CenterNet at an input other than the 512 px it was exported with (issue 26: the detector at the smallest input
 * that keeps its answers). The graph is fully convolutional; only a handful of constants tie it to 512: the input
 * placeholder's shape, the three feature-pyramid upsamples' target sizes, and the heat map's width in the in-graph
 * decoder (index → x, y, and the box-size table's row count). They are rewritten here when the graph is loaded.
 */
import type * as tf from '@tensorflow/tfjs';

export const EXPORTED_INPUT = 512;
/** Output stride of the heat map: 512 px in, 128 × 128 cells out. */
const STRIDE = 4;

interface GraphNode {
  op: string;
  attr?: { shape?: { shape?: { dim?: { size: string }[] } } };
}

/** int32 constants whose values depend on the input size, as a function of that size. */
function sizedConstants(size: number): Record<string, number[]> {
  const cells = size / STRIDE;
  const scale = (v: number): number => (v * size) / EXPORTED_INPUT;
  return {
    'tower_0/CenternetHead/c5_upsample/up_sampling2d/mul': [scale(32), scale(32)],
    'tower_0/CenternetHead/c4_upsample/up_sampling2d_1/mul': [scale(64), scale(64)],
    'tower_0/CenternetHead/c3_upsample/up_sampling2d_2/mul': [scale(128), scale(128)],
    'tower_0/strided_slice_6': [cells],
    'tower_0/BatchGather/concat': [cells * cells, 4],
  };
}

/** Bytes one weight entry takes in the concatenated weight data (quantised entries store their own dtype). */
function entryBytes(spec: tf.io.WeightsManifestEntry): number {
  const count = spec.shape.reduce((a, b) => a * b, 1);
  const q = spec.quantization?.dtype;
  const width = q === 'uint8' ? 1 : q === 'uint16' || q === 'float16' ? 2 : 4;
  return count * width;
}

/** The same model artifacts, rewritten to take a `size`×`size` input (a multiple of 32). */
export function resizeCenterNet(artifacts: tf.io.ModelArtifacts, size: number): tf.io.ModelArtifacts {
  if (size % 32 !== 0 || size < 128) {
    throw new Error(`CenterNet input must be a multiple of 32 and at least 128, got ${size}`);
  }
  if (size === EXPORTED_INPUT) {
    return artifacts;
  }
  const topology = structuredClone(artifacts.modelTopology) as { node: GraphNode[] };
  for (const node of topology.node) {
    const dims = node.op === 'Placeholder' ? node.attr?.shape?.shape?.dim : undefined;
    if (dims?.[1] && dims[2]) {
      dims[1].size = String(size);
      dims[2].size = String(size);
    }
  }
  const wanted = sizedConstants(size);
  const source = artifacts.weightData;
  if (!(source instanceof ArrayBuffer) || !artifacts.weightSpecs) {
    throw new Error('CenterNet weights must be one ArrayBuffer');
  }
  const data = source.slice(0);
  let offset = 0;
  let patched = 0;
  for (const spec of artifacts.weightSpecs) {
    const values = wanted[spec.name];
    if (values) {
      if (spec.dtype !== 'int32' || spec.quantization || entryBytes(spec) !== values.length * 4) {
        throw new Error(`unexpected CenterNet constant ${spec.name}`);
      }
      new Int32Array(data, offset, values.length).set(values);
      patched++;
    }
    offset += entryBytes(spec);
  }
  if (patched !== Object.keys(wanted).length) {
    throw new Error(`CenterNet graph changed: patched ${patched} of ${Object.keys(wanted).length} size constants`);
  }
  return { ...artifacts, modelTopology: topology, weightData: data };
}
