/**
 * Converts the uint8-quantised MobileNetV2 .tflite (read by tflite-reader.ts) to an ONNX model in memory, so
 * onnxruntime's native CPU kernels run the classifier instead of LiteRT.js' WASM runtime (issue 26: LiteRT costs
 * ~98 MB RSS in the first worker, ~38 MB in each further one). The graph stays in uint8 with the file's own scales
 * and zero points (QLinearConv, com.microsoft QLinearAdd / QLinearAveragePool / QLinearSoftmax), so the arithmetic
 * is the integer model's, not a float re-derivation of it. Only the ops and options this model uses are handled;
 * anything else throws at load. TFLite is NHWC, ONNX convolutions NCHW: the input is transposed once and every
 * filter is laid out for NCHW here.
 */
import { GraphBuilder, ONNX_DATA_TYPE as DataType, tensorType, type Attributes } from '../onnx/graph-builder.ts';
import type { TfliteModel, TfliteOperator, TfliteTable, TfliteTensor } from './tflite-reader.ts';

/** BuiltinOperator codes (schema.fbs) this converter knows. */
const OP = { ADD: 0, AVERAGE_POOL_2D: 1, CONV_2D: 3, DEPTHWISE_CONV_2D: 4, RESHAPE: 22, SOFTMAX: 25 } as const;
/** BuiltinOptions union types expected with each op (0: none). */
const OPTIONS: Record<number, number> = { 0: 11, 1: 5, 3: 1, 4: 2, 22: 0, 25: 9 };
/** ActivationFunctionType: NONE, RELU, RELU6 are the ones a uint8 range can express. */
const ACTIVATION = { NONE: 0, RELU: 1, RELU6: 3 } as const;

export const ONNX_INPUT = 'input_nhwc';
export const ONNX_OUTPUT = 'probabilities_u8';

function quantOf(t: TfliteTensor): { scale: number; zeroPoint: number } {
  if (t.type !== 'uint8' || !t.quant) {
    throw new Error(`tensor ${t.name}: expected uint8 with quantisation, got ${t.type}`);
  }
  return t.quant;
}

/**
 * TFLite folds a fused ReLU/ReLU6 into the output's clamp [max(0, zp + round(0/s)), min(255, zp + round(6/s))].
 * When that clamp is the whole uint8 range (every ReLU6 layer here is quantised to exactly [0, 6]) the
 * requantisation's own saturation does it; otherwise the graph would need an explicit Clip, which this model does
 * not, so it throws instead of guessing.
 */
function checkActivation(activation: number, out: TfliteTensor): void {
  if (activation === ACTIVATION.NONE) {
    return;
  }
  const { scale, zeroPoint } = quantOf(out);
  const low = Math.max(0, zeroPoint);
  const high = activation === ACTIVATION.RELU6 ? Math.min(255, zeroPoint + Math.round(6 / scale)) : 255;
  if ((activation !== ACTIVATION.RELU && activation !== ACTIVATION.RELU6) || low !== 0 || high !== 255) {
    throw new Error(`${out.name}: fused activation ${activation} needs a clamp to [${low}, ${high}] (not supported)`);
  }
}

/** TFLite padding (0 SAME, 1 VALID) → ONNX pads [top, left, bottom, right], checked against the file's output shape. */
export function pads(padding: number, input: number[], output: number[], kernel: number[], stride: number[]): number[] {
  const [, inH = 0, inW = 0] = input;
  const [, outH = 0, outW = 0] = output;
  const along = (size: number, out: number, k: number, s: number): [number, number] => {
    if (padding === 1) {
      if (out !== Math.floor((size - k) / s) + 1) {
        throw new Error(`VALID output ${out} does not match input ${size}, kernel ${k}, stride ${s}`);
      }
      return [0, 0];
    }
    if (padding !== 0 || out !== Math.ceil(size / s)) {
      throw new Error(`padding ${padding}: output ${out} does not match input ${size}, stride ${s}`);
    }
    const total = Math.max(0, (out - 1) * s + k - size);
    return [Math.floor(total / 2), total - Math.floor(total / 2)];
  };
  const [top, bottom] = along(inH, outH, kernel[0] ?? 1, stride[0] ?? 1);
  const [left, right] = along(inW, outW, kernel[1] ?? 1, stride[1] ?? 1);
  return [top, left, bottom, right];
}

/** Filter values OHWI (conv) or 1HW(C·M) (depthwise) → OIHW / (C·M)1HW, in the array type they came in. */
export function filterNchw<T extends Uint8Array | Float32Array>(src: T, shape: number[], depthwise: boolean): { data: T; dims: number[] } {
  const [a = 1, h = 1, w = 1, b = 1] = shape;
  if (src.length !== a * h * w * b) {
    throw new Error(`filter of shape ${shape.join('×')}: wrong-sized data`);
  }
  const out = new (src.constructor as new (n: number) => T)(src.length);
  const [o, i] = depthwise ? [b, 1] : [a, b];
  for (let m = 0; m < o; m++) {
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        for (let c = 0; c < i; c++) {
          const from = depthwise ? (y * w + x) * b + m : ((m * h + y) * w + x) * b + c;
          out[((m * i + c) * h + y) * w + x] = src[from] ?? 0;
        }
      }
    }
  }
  return { data: out, dims: [o, i, h, w] };
}

export function convertTfliteToOnnx(model: TfliteModel): Uint8Array {
  const graph = new GraphBuilder();
  /** ONNX name of each converted activation, by TFLite tensor index. */
  const names = new Map<number, string>();
  const tensor = (i: number | undefined): TfliteTensor => {
    const t = i === undefined ? undefined : model.tensors[i];
    if (!t) {
      throw new Error(`tensor index ${i} out of range`);
    }
    return t;
  };
  const activation = (i: number | undefined): string => {
    const name = i === undefined ? undefined : names.get(i);
    if (!name) {
      throw new Error(`tensor ${i} is used before it is computed`);
    }
    return name;
  };
  const node = (opType: string, input: string[], output: string, attrs: Attributes = {}, domain = ''): void =>
    graph.node(opType, input, output, attrs, domain);
  const raw = (name: string, dataType: number, dims: number[], rawData: Uint8Array): string =>
    graph.initializer({ name, dims, dataType, rawData });
  /** [scale, zero point] initializers of a quantised tensor (ONNX takes them as inputs). */
  const quantised = new Set<number>();
  const qparams = (i: number): [string, string] => {
    const names: [string, string] = [`q${i}/scale`, `q${i}/zero_point`];
    if (!quantised.has(i)) {
      const { scale, zeroPoint } = quantOf(tensor(i));
      raw(names[0], DataType.FLOAT, [], new Uint8Array(new Float32Array([scale]).buffer));
      raw(names[1], DataType.UINT8, [], Uint8Array.of(zeroPoint));
      quantised.add(i);
    }
    return names;
  };
  const expectOptions = (op: TfliteOperator): TfliteTable | undefined => {
    if (OPTIONS[op.code] === undefined) {
      throw new Error(`TFLite op ${op.code} is not supported by the ONNX conversion`);
    }
    if (op.optionsType !== OPTIONS[op.code]) {
      throw new Error(`TFLite op ${op.code}: unexpected options type ${op.optionsType}`);
    }
    return op.options;
  };

  const [inputIndex, ...moreInputs] = model.inputs;
  const input = tensor(inputIndex);
  if (moreInputs.length || input.shape.length !== 4) {
    throw new Error('expected one NHWC image input');
  }
  quantOf(input);
  node('Transpose', [ONNX_INPUT], 'input_nchw', { perm: [0, 3, 1, 2] });
  names.set(inputIndex ?? -1, 'input_nchw');
  /** Activations still laid out NCHW (4-D), which a Reshape must first turn back to TFLite's NHWC order. */
  const nchw = new Set<number>([inputIndex ?? -1]);

  model.operators.forEach((op, k) => {
    const options = expectOptions(op);
    const outIndex = op.outputs[0] ?? -1;
    const out = tensor(outIndex);
    const name = `t${outIndex}`;
    const [x, y] = [op.inputs[0] ?? -1, op.inputs[1] ?? -1];
    switch (op.code) {
      case OP.CONV_2D:
      case OP.DEPTHWISE_CONV_2D: {
        const depthwise = op.code === OP.DEPTHWISE_CONV_2D;
        // Conv2DOptions: 0 padding, 1 stride_w, 2 stride_h, 3 activation, 4/5 dilation w/h.
        // DepthwiseConv2DOptions: 0 padding, 1 stride_w, 2 stride_h, 3 depth_multiplier, 4 activation, 5/6 dilation.
        const at = depthwise ? 1 : 0;
        const stride = [options?.int32(2) ?? 1, options?.int32(1) ?? 1];
        if ((options?.int32(4 + at, 1) ?? 1) !== 1 || (options?.int32(5 + at, 1) ?? 1) !== 1) {
          throw new Error(`${out.name}: dilated convolution is not supported`);
        }
        checkActivation(options?.uint8(3 + at) ?? 0, out);
        const w = tensor(y);
        const bias = tensor(op.inputs[2]);
        const inShape = tensor(x).shape;
        if (!w.data) {
          throw new Error(`filter ${w.name}: no data`);
        }
        const filter = filterNchw(w.data, w.shape, depthwise);
        const groups = depthwise ? (inShape[3] ?? 1) : 1;
        if (depthwise && (filter.dims[0] ?? 0) !== groups * (options?.int32(3, 1) ?? 1)) {
          throw new Error(`${out.name}: depth multiplier does not match the filter`);
        }
        const expected = quantOf(tensor(x)).scale * quantOf(w).scale;
        if (bias.type !== 'int32' || !bias.data || Math.abs((bias.quant?.scale ?? 0) - expected) > expected * 1e-4) {
          throw new Error(`${out.name}: bias must be int32 at input scale × filter scale`);
        }
        const kernel = [filter.dims[2] ?? 1, filter.dims[3] ?? 1];
        node(
          'QLinearConv',
          [
            activation(x),
            ...qparams(x),
            raw(`w${y}`, DataType.UINT8, filter.dims, filter.data),
            ...qparams(y),
            ...qparams(outIndex),
            raw(`b${op.inputs[2]}`, DataType.INT32, [bias.shape[0] ?? 0], bias.data),
          ],
          name,
          { kernel_shape: kernel, strides: stride, pads: pads(options?.uint8(0) ?? 0, inShape, out.shape, kernel, stride), group: groups },
        );
        nchw.add(outIndex);
        break;
      }
      case OP.ADD: {
        // AddOptions: 0 activation.
        checkActivation(options?.uint8(0) ?? 0, out);
        if (nchw.has(x) !== nchw.has(y) || tensor(x).shape.join() !== tensor(y).shape.join()) {
          throw new Error(`${out.name}: ADD of differently shaped or laid-out tensors is not supported`);
        }
        node('QLinearAdd', [activation(x), ...qparams(x), activation(y), ...qparams(y), ...qparams(outIndex)], name, {}, 'com.microsoft');
        if (nchw.has(x)) {
          nchw.add(outIndex);
        }
        break;
      }
      case OP.AVERAGE_POOL_2D: {
        // Pool2DOptions: 0 padding, 1 stride_w, 2 stride_h, 3 filter_width, 4 filter_height, 5 activation.
        checkActivation(options?.uint8(5) ?? 0, out);
        const kernel = [options?.int32(4) ?? 1, options?.int32(3) ?? 1];
        const stride = [options?.int32(2) ?? 1, options?.int32(1) ?? 1];
        // TFLite averages over the valid pixels only: count_include_pad 0.
        node(
          'QLinearAveragePool',
          [activation(x), ...qparams(x), ...qparams(outIndex)],
          name,
          {
            kernel_shape: kernel,
            strides: stride,
            pads: pads(options?.uint8(0) ?? 0, tensor(x).shape, out.shape, kernel, stride),
            count_include_pad: 0,
          },
          'com.microsoft',
        );
        nchw.add(outIndex);
        break;
      }
      case OP.RESHAPE: {
        let from = activation(x);
        if (nchw.has(x)) {
          node('Transpose', [from], `${name}/nhwc`, { perm: [0, 2, 3, 1] });
          from = `${name}/nhwc`;
        }
        const shape = BigInt64Array.from(out.shape, (d) => BigInt(d));
        node('Reshape', [from, raw(`${name}/shape`, DataType.INT64, [out.shape.length], new Uint8Array(shape.buffer))], name);
        break;
      }
      case OP.SOFTMAX: {
        // SoftmaxOptions: 0 beta.
        if ((options?.float32(0) ?? 0) !== 1 || nchw.has(x) || tensor(x).shape.length !== 2) {
          throw new Error(`${out.name}: only a softmax over the last axis of [1, N] with beta 1 is supported`);
        }
        node('QLinearSoftmax', [activation(x), ...qparams(x), ...qparams(outIndex)], name, { axis: -1, opset: 13 }, 'com.microsoft');
        break;
      }
      default:
        throw new Error(`operator ${k}: TFLite op ${op.code} is not supported`);
    }
    if (op.outputs.length !== 1) {
      throw new Error(`${out.name}: operators with several outputs are not supported`);
    }
    names.set(outIndex, name);
  });

  const [outputIndex, ...moreOutputs] = model.outputs;
  const output = tensor(outputIndex);
  if (moreOutputs.length || nchw.has(outputIndex ?? -1)) {
    throw new Error('expected one 2-D output');
  }
  node('Identity', [activation(outputIndex)], ONNX_OUTPUT);
  return graph.encode({
    name: 'tflite',
    producer: 'alt-optimizer tflite-to-onnx',
    inputs: [{ name: ONNX_INPUT, type: tensorType(DataType.UINT8, input.shape) }],
    outputs: [{ name: ONNX_OUTPUT, type: tensorType(DataType.UINT8, output.shape) }],
    domains: ['com.microsoft'],
  });
}
