/**
 * Turns the three pooled CenterNet blocks into the 680-d category feature vector.
 * Kept pure (no tfjs) so training, inference and tests share exactly one definition.
 */

/** Graph nodes fetched in the detector's execute(), and how each is pooled over H×W. */
export const FEATURE_NODES = [
  { node: 'tower_0/extern1/hard_swish/mul_1', pool: 'mean', dims: 480 },
  { node: 'tower_0/MobilenetV3/expanded_conv_14/add', pool: 'mean', dims: 120 },
  { node: 'tower_0/Sigmoid', pool: 'max', dims: 80 },
] as const;

export const FEATURE_DIMS = FEATURE_NODES.reduce((n, b) => n + b.dims, 0);

/** Side of the square, white-padded input the backbone sees. */
export const FEATURE_INPUT_SIZE = 512;

/**
 * Signed square root then L2 per block: the blocks have very different scales
 * (activations vs. sigmoid scores), and the root tames a few dominant channels.
 */
export function normaliseBlocks(blocks: readonly Float32Array[]): Float32Array {
  if (blocks.length !== FEATURE_NODES.length) {
    throw new Error(`expected ${FEATURE_NODES.length} feature blocks, got ${blocks.length}`);
  }
  const out = new Float32Array(FEATURE_DIMS);
  let offset = 0;
  blocks.forEach((block, i) => {
    const spec = FEATURE_NODES[i];
    if (!spec || block.length !== spec.dims) {
      throw new Error(`feature block ${i} has ${block.length} values, expected ${spec?.dims}`);
    }
    let norm = 0;
    for (let j = 0; j < block.length; j++) {
      const v = block[j] ?? 0;
      const r = Math.sign(v) * Math.sqrt(Math.abs(v));
      out[offset + j] = r;
      norm += r * r;
    }
    norm = Math.sqrt(norm) || 1;
    for (let j = 0; j < block.length; j++) {
      out[offset + j] = (out[offset + j] ?? 0) / norm;
    }
    offset += block.length;
  });
  return out;
}
