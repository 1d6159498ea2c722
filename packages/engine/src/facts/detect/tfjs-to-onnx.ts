/**
 * Converts a tfjs graph model (the convolutional part of CenterNet, as @vladmandic/human ships it) to an ONNX
 * model in memory, so onnxruntime's native CPU kernels run it instead of tfjs' WASM ones (issue 26: the detector
 * was 206 of the 397 ms of CPU per image). Only the ops that graph uses are handled; anything else throws, so a
 * changed model fails loudly at load instead of answering differently. tfjs is NHWC, ONNX convolutions are NCHW:
 * the input is transposed once and every constant is laid out for NCHW here.
 */
import { halfTable } from '../onnx/float16.ts';
import { GraphBuilder, ONNX_DATA_TYPE, tensorType, type Attributes } from '../onnx/graph-builder.ts';

export interface TfjsNode {
  name: string;
  op: string;
  input?: string[];
  attr?: Record<string, { s?: string; i?: string; f?: number; b?: boolean; list?: { i?: string[]; s?: string[] } }>;
}

export interface TfjsWeight {
  name: string;
  shape: number[];
  dtype: string;
  quantization?: { dtype: string };
}

/** A reduction of a converted tensor added as a graph output: the mean or max over its spatial axes. */
export interface ExtraOutput {
  name: string;
  of: string;
  reduce: 'mean' | 'max';
}

export interface ConvertOptions {
  nodes: TfjsNode[];
  /** The graph's constants, decoded (decodeWeights). */
  weights: DecodedWeights;
  /** Side of the square NHWC input. */
  inputSize: number;
  /**
   * The tfjs tensor the ONNX input stands for, a float NHWC image batch of one (default: the graph's Placeholder).
   * MoveNet's Placeholder is int32 and passes through a cast and batch-axis reshapes first; its float image is fed.
   */
  input?: string;
  /** tfjs tensors to expose as they are (NCHW). */
  outputs: string[];
  /** Spatial reductions to expose ([1, C]). */
  reductions?: ExtraOutput[];
  /**
   * tfjs tensors whose k best peaks to expose (CenterNet's heat-map NMS: a 3 × 3 max-pool mask keeps v where v is a
   * local max): `{name}/scores` and `{name}/indices` into the map read channel-last, as tfjs' decoder read it, so the
   * whole map never leaves onnxruntime.
   */
  peaks?: { name: string; of: string; topK: number }[];
}

/** Each constant of a graph by name: its shape and values. */
export type DecodedWeights = Map<string, { shape: number[]; values: Float32Array | Int32Array }>;

/**
 * Every weight as float32 or int32 values, float16-quantised entries expanded. Not tf.io.decodeWeights: that builds
 * tfjs tensors, which would start tfjs' WASM runtime in every worker only to read the numbers back out.
 */
export function decodeWeights(weights: TfjsWeight[], data: ArrayBuffer): DecodedWeights {
  const out: DecodedWeights = new Map();
  let offset = 0;
  for (const w of weights) {
    const count = w.shape.reduce((a, b) => a * b, 1);
    const q = w.quantization?.dtype;
    if (q === 'float16') {
      const half = new Uint16Array(data.slice(offset, offset + count * 2));
      const table = halfTable();
      const values = new Float32Array(count);
      for (let i = 0; i < count; i++) {
        values[i] = table[half[i] ?? 0] ?? 0;
      }
      out.set(w.name, { shape: w.shape, values });
      offset += count * 2;
    } else if (!q && (w.dtype === 'float32' || w.dtype === 'int32')) {
      const bytes = data.slice(offset, offset + count * 4);
      out.set(w.name, { shape: w.shape, values: w.dtype === 'int32' ? new Int32Array(bytes) : new Float32Array(bytes) });
      offset += count * 4;
    } else {
      throw new Error(`weight ${w.name}: unsupported ${w.dtype}/${q ?? 'plain'}`);
    }
  }
  return out;
}

/** float32 values as ONNX raw_data (little-endian, as every platform onnxruntime-node ships for): no number[] copy. */
function littleEndianBytes(values: Float32Array | number[]): Uint8Array {
  const floats = values instanceof Float32Array ? values : Float32Array.from(values);
  return new Uint8Array(floats.buffer, floats.byteOffset, floats.byteLength);
}

const decoded = (s: string | undefined): string => (s ? Buffer.from(s, 'base64').toString('utf8') : '');

export function convertToOnnx(options: ConvertOptions): Uint8Array {
  const byName = new Map(options.nodes.map((n) => [n.name, n]));
  const weights = options.weights;
  const graph = new GraphBuilder();
  const done = new Set<string>();
  /** Spatial side of each converted tensor (square maps), to turn resize targets into scales. */
  const side = new Map<string, number>();

  const constant = (name: string): { shape: number[]; values: Float32Array | Int32Array } => {
    const w = weights.get(name);
    if (!w) {
      throw new Error(`constant ${name} has no weights`);
    }
    return w;
  };
  const initializer = (name: string, dims: number[], values: Float32Array | number[], int64 = false): string =>
    graph.initializer(
      int64
        ? { name, dims, dataType: ONNX_DATA_TYPE.INT64, int64Data: Array.from(values) }
        : { name, dims, dataType: ONNX_DATA_TYPE.FLOAT, rawData: littleEndianBytes(values) },
    );
  const node = (opType: string, input: string[], output: string | readonly string[], attrs: Attributes = {}): void =>
    graph.node(opType, input, output, attrs);

  const relu6 = (x: string, name: string): void =>
    node('Clip', [x, initializer(`${name}/min`, [], [0]), initializer(`${name}/max`, [], [6])], name);

  /** A constant operand of an elementwise op, laid out to broadcast against NCHW. */
  const broadcastConstant = (name: string): string => {
    const { shape, values } = constant(name);
    const channels = shape.length === 0 ? 1 : (shape[shape.length - 1] ?? 1);
    const others = shape.slice(0, -1).every((d) => d === 1);
    if (!others || values.length !== channels) {
      throw new Error(`constant ${name} [${shape.join(',')}] does not broadcast per channel`);
    }
    return initializer(`${name}/nchw`, channels === 1 ? [] : [channels, 1, 1], Float32Array.from(values));
  };

  /** Conv filter HWIO → OIHW; depthwise HWCM → (C·M)1HW. */
  const filter = (name: string, depthwise: boolean): { name: string; groups: number; kernel: number } => {
    const { shape, values } = constant(name);
    const [h = 1, w = 1, i = 1, o = 1] = shape;
    const out = new Float32Array(values.length);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        for (let c = 0; c < i; c++) {
          for (let m = 0; m < o; m++) {
            const src = ((y * w + x) * i + c) * o + m;
            const dst = depthwise ? ((c * o + m) * h + y) * w + x : ((m * i + c) * h + y) * w + x;
            out[dst] = values[src] ?? 0;
          }
        }
      }
    }
    const dims = depthwise ? [i * o, 1, h, w] : [o, i, h, w];
    return { name: initializer(`${name}/oihw`, dims, out), groups: depthwise ? i : 1, kernel: h };
  };

  const convert = (ref: string): string => {
    const name = ref.replace(/:0$/, '');
    if (done.has(name)) {
      return name;
    }
    const n = byName.get(name);
    if (!n) {
      throw new Error(`tensor ${ref} not in the graph`);
    }
    const inputs = n.input ?? [];
    const input0 = (): string => convert(inputs[0] ?? '');
    const attr = n.attr ?? {};
    switch (name === options.input ? 'Placeholder' : n.op) {
      case 'Placeholder': {
        node('Transpose', ['input_nhwc'], name, { perm: [0, 3, 1, 2] });
        side.set(name, options.inputSize);
        break;
      }
      case '_FusedConv2D':
      case 'Conv2D':
      case 'FusedDepthwiseConv2dNative':
      case 'DepthwiseConv2dNative': {
        const x = input0();
        const depthwise = n.op.includes('Depthwise');
        const f = filter(inputs[1] ?? '', depthwise);
        const fused = (attr.fused_ops?.list?.s ?? []).map(decoded);
        const stride = Number(attr.strides?.list?.i?.[1] ?? 1);
        const same = decoded(attr.padding?.s) === 'SAME';
        const extra = fused.filter((op) => op !== 'BiasAdd');
        if (extra.length > 1 || extra.some((op) => op !== 'Relu' && op !== 'Relu6') || (fused.length > 0 && fused[0] !== 'BiasAdd')) {
          throw new Error(`${name}: unsupported fused ops ${fused.join(',')}`);
        }
        const bias = fused[0] === 'BiasAdd' ? Float32Array.from(constant(inputs[2] ?? '').values) : undefined;
        const convInputs = [x, f.name, ...(bias ? [initializer(`${inputs[2]}/bias`, [bias.length], bias)] : [])];
        const convOut = extra.length ? `${name}/conv` : name;
        node('Conv', convInputs, convOut, {
          strides: [stride, stride],
          kernel_shape: [f.kernel, f.kernel],
          group: f.groups,
          ...(same ? { auto_pad: 'SAME_UPPER' } : { pads: [0, 0, 0, 0] }),
        });
        if (extra[0] === 'Relu') {
          node('Relu', [convOut], name);
        } else if (extra[0] === 'Relu6') {
          relu6(convOut, name);
        }
        const s = side.get(x) ?? 0;
        side.set(name, same ? Math.ceil(s / stride) : Math.floor((s - f.kernel) / stride) + 1);
        break;
      }
      case 'Mul':
      case 'Add':
      case 'AddV2':
      case 'Sub': {
        const operands = inputs.map((i) => (byName.get(i)?.op === 'Const' ? broadcastConstant(i) : convert(i)));
        node(n.op === 'AddV2' ? 'Add' : n.op, operands, name);
        side.set(name, Math.max(...operands.map((o) => side.get(o) ?? 0)));
        break;
      }
      case 'Relu6': {
        const x = input0();
        relu6(x, name);
        side.set(name, side.get(x) ?? 0);
        break;
      }
      case 'Relu':
      case 'Sigmoid':
      case 'Identity': {
        const x = input0();
        node(n.op, [x], name);
        side.set(name, side.get(x) ?? 0);
        break;
      }
      case 'Mean': {
        const axes = Array.from(constant(inputs[1] ?? '').values);
        if (axes.join() !== '1,2' || !attr.keep_dims?.b) {
          throw new Error(`${name}: only a kept-dims spatial mean is supported`);
        }
        node('ReduceMean', [input0()], name, { axes: [2, 3], keepdims: 1 });
        side.set(name, 1);
        break;
      }
      case 'ResizeBilinear': {
        if (attr.align_corners?.b) {
          throw new Error(`${name}: corner-aligned bilinear resizing is not supported`);
        }
        // TF's half-pixel centres clamp source coordinates to the map, as onnxruntime's half_pixel mode does.
        const centres = attr.half_pixel_centers?.b ? 'half_pixel' : 'asymmetric';
        const x = input0();
        const [h = 0] = Array.from(constant(inputs[1] ?? '').values);
        const scale = h / (side.get(x) ?? h);
        const scales = initializer(`${name}/scales`, [4], [1, 1, scale, scale]);
        node('Resize', [x, '', scales], name, { mode: 'linear', coordinate_transformation_mode: centres });
        side.set(name, h);
        break;
      }
      case 'MaxPool': {
        const x = input0();
        const k = Number(attr.ksize?.list?.i?.[1] ?? 1);
        const stride = Number(attr.strides?.list?.i?.[1] ?? 1);
        const same = decoded(attr.padding?.s) === 'SAME';
        node('MaxPool', [x], name, { kernel_shape: [k, k], strides: [stride, stride], ...(same ? { auto_pad: 'SAME_UPPER' } : {}) });
        const s = side.get(x) ?? 0;
        side.set(name, same ? Math.ceil(s / stride) : Math.floor((s - k) / stride) + 1);
        break;
      }
      case 'Pad': {
        // tfjs paddings are [[before, after] × N, H, W, C]; ONNX wants [N, C, H, W befores, N, C, H, W afters].
        const x = input0();
        const p = Array.from(constant(inputs[1] ?? '').values);
        const nchw = [0, 3, 1, 2];
        const pads = [...nchw.map((a) => p[a * 2] ?? 0), ...nchw.map((a) => p[a * 2 + 1] ?? 0)];
        node('Pad', [x, initializer(`${name}/pads`, [8], pads, true)], name);
        side.set(name, (side.get(x) ?? 0) + (p[2] ?? 0) + (p[3] ?? 0));
        break;
      }
      case 'ConcatV2': {
        const parts = inputs.slice(0, -1).map(convert);
        const axis = constant(inputs[inputs.length - 1] ?? '').values[0];
        if (axis !== 3 && axis !== -1) {
          throw new Error(`${name}: only channel concatenation is supported`);
        }
        node('Concat', parts, name, { axis: 1 });
        side.set(name, side.get(parts[0] ?? '') ?? 0);
        break;
      }
      default:
        throw new Error(`${name}: op ${n.op} is not supported by the ONNX conversion`);
    }
    done.add(name);
    return name;
  };

  const outputNames: string[] = [];
  for (const o of options.outputs) {
    outputNames.push(convert(o));
  }
  for (const r of options.reductions ?? []) {
    node(r.reduce === 'mean' ? 'ReduceMean' : 'ReduceMax', [convert(r.of)], r.name, { axes: [2, 3], keepdims: 0 });
    outputNames.push(r.name);
  }
  const indexOutputs = new Set<string>();
  for (const p of options.peaks ?? []) {
    const x = convert(p.of);
    const masked = `${p.name}/masked`;
    node('MaxPool', [x], `${p.name}/max`, { kernel_shape: [3, 3], strides: [1, 1], pads: [1, 1, 1, 1] });
    node('Equal', [x, `${p.name}/max`], `${p.name}/is_max`);
    node('Cast', [`${p.name}/is_max`], `${p.name}/mask`, { to: ONNX_DATA_TYPE.FLOAT });
    node('Mul', [x, `${p.name}/mask`], masked);
    // Channel-last, flattened: index = cell × classes + class. onnxruntime's TopK puts the lower index first on equal
    // scores, the (cell, class) order tfjs' TopK kept.
    node('Transpose', [masked], `${p.name}/nhwc`, { perm: [0, 2, 3, 1] });
    node('Reshape', [`${p.name}/nhwc`, initializer(`${p.name}/flat_shape`, [2], [1, -1], true)], `${p.name}/flat`);
    const k = initializer(`${p.name}/k`, [1], [p.topK], true);
    node('TopK', [`${p.name}/flat`, k], [`${p.name}/scores`, `${p.name}/indices`], { axis: -1, largest: 1, sorted: 1 });
    outputNames.push(`${p.name}/scores`, `${p.name}/indices`);
    indexOutputs.add(`${p.name}/indices`);
  }
  return graph.encode({
    name: 'converted',
    producer: 'alt-optimizer tfjs-to-onnx',
    inputs: [{ name: 'input_nhwc', type: tensorType(ONNX_DATA_TYPE.FLOAT, [1, options.inputSize, options.inputSize, 3]) }],
    outputs: outputNames.map((name) => ({ name, type: tensorType(indexOutputs.has(name) ? ONNX_DATA_TYPE.INT64 : ONNX_DATA_TYPE.FLOAT) })),
  });
}
