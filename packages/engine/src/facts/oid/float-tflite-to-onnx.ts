/**
 * Converts a float TFLite graph with float16 constants (the OID object detector: an SSD MobileNetV2 whose weights
 * are stored as fp16 and expanded by DEQUANTIZE ops) to an ONNX model in memory, run by onnxruntime like the
 * classifier. Only the ops this detector uses are handled (DEQUANTIZE of constants, CONV_2D, DEPTHWISE_CONV_2D,
 * ADD, RESHAPE, CONCATENATION, with fused ReLU/ReLU6); anything else throws at load. TFLite is NHWC, ONNX
 * convolutions NCHW: the input is transposed once and every filter is laid out for NCHW here.
 */
import { decodeHalves } from '../onnx/float16.ts';
import { GraphBuilder, ONNX_DATA_TYPE as DataType, tensorType } from '../onnx/graph-builder.ts';
import { filterNchw, pads } from '../imagenet/tflite-to-onnx.ts';
import type { TfliteModel, TfliteTable, TfliteTensor } from '../imagenet/tflite-reader.ts';

const OP = { ADD: 0, CONCATENATION: 2, CONV_2D: 3, DEPTHWISE_CONV_2D: 4, DEQUANTIZE: 6, RESHAPE: 22 } as const;
/** ActivationFunctionType codes this converter can express. */
const ACTIVATION = { NONE: 0, RELU: 1, RELU6: 3 } as const;
/** NHWC axis → NCHW axis, for a concatenation of 4-D activations. */
const NCHW_AXIS = [0, 2, 3, 1];

export const FLOAT_INPUT = 'input_nhwc';

function floats(values: Float32Array): Uint8Array {
  return new Uint8Array(values.buffer, values.byteOffset, values.byteLength);
}

/** A constant's float32 values, from float32 bytes or float16 ones. */
function constantValues(t: TfliteTensor): Float32Array {
  if (!t.data) {
    throw new Error(`tensor ${t.name}: expected a constant`);
  }
  if (t.type === 'float16') {
    return decodeHalves(t.data);
  }
  if (t.type === 'float32') {
    return new Float32Array(t.data.slice().buffer);
  }
  throw new Error(`tensor ${t.name}: constants must be float16 or float32, got ${t.type}`);
}

/** The ONNX model and the names of its outputs, in the TFLite file's output order. */
export function convertFloatTfliteToOnnx(model: TfliteModel): { onnx: Uint8Array; outputs: string[] } {
  const graph = new GraphBuilder();
  const names = new Map<number, string>();
  const constants = new Map<number, Float32Array>();
  const nchw = new Set<number>();
  const tensor = (i: number | undefined): TfliteTensor => {
    const t = i === undefined ? undefined : model.tensors[i];
    if (!t) {
      throw new Error(`tensor index ${i} out of range`);
    }
    return t;
  };
  const valuesOf = (i: number | undefined): Float32Array => constants.get(i ?? -1) ?? constantValues(tensor(i));
  const activation = (i: number | undefined): string => {
    const name = i === undefined ? undefined : names.get(i);
    if (!name) {
      throw new Error(`tensor ${i} is used before it is computed`);
    }
    return name;
  };
  const constant = (name: string, dims: number[], values: Float32Array): string =>
    graph.initializer({ name, dims, dataType: DataType.FLOAT, rawData: floats(values) });
  /** Applies a fused activation to `pre`, writing `name`. */
  const fused = (code: number, pre: string, name: string): void => {
    if (code === ACTIVATION.NONE) {
      graph.node('Identity', [pre], name);
    } else if (code === ACTIVATION.RELU) {
      graph.node('Relu', [pre], name);
    } else if (code === ACTIVATION.RELU6) {
      graph.node('Clip', [pre, constant(`${name}/min`, [], Float32Array.of(0)), constant(`${name}/max`, [], Float32Array.of(6))], name);
    } else {
      throw new Error(`${name}: fused activation ${code} is not supported`);
    }
  };
  const option = (options: TfliteTable | undefined, read: (t: TfliteTable) => number, fallback: number): number =>
    options ? read(options) : fallback;

  const [inputIndex, ...moreInputs] = model.inputs;
  const input = tensor(inputIndex);
  if (moreInputs.length || input.shape.length !== 4 || input.type !== 'float32') {
    throw new Error('expected one float32 NHWC image input');
  }
  graph.node('Transpose', [FLOAT_INPUT], 'input_nchw', { perm: [0, 3, 1, 2] });
  names.set(inputIndex ?? -1, 'input_nchw');
  nchw.add(inputIndex ?? -1);

  model.operators.forEach((op, k) => {
    const outIndex = op.outputs[0] ?? -1;
    const out = tensor(outIndex);
    const name = `t${outIndex}`;
    const [x, y] = [op.inputs[0] ?? -1, op.inputs[1] ?? -1];
    if (op.outputs.length !== 1) {
      throw new Error(`${out.name}: operators with several outputs are not supported`);
    }
    switch (op.code) {
      case OP.DEQUANTIZE:
        constants.set(outIndex, constantValues(tensor(x)));
        return;
      case OP.CONV_2D:
      case OP.DEPTHWISE_CONV_2D: {
        const depthwise = op.code === OP.DEPTHWISE_CONV_2D;
        // Conv2DOptions: 0 padding, 1 stride_w, 2 stride_h, 3 activation, 4/5 dilation w/h.
        // DepthwiseConv2DOptions: 0 padding, 1 stride_w, 2 stride_h, 3 depth_multiplier, 4 activation, 5/6 dilation.
        const at = depthwise ? 1 : 0;
        const o = op.options;
        const stride = [option(o, (t) => t.int32(2), 1), option(o, (t) => t.int32(1), 1)];
        if (option(o, (t) => t.int32(4 + at, 1), 1) !== 1 || option(o, (t) => t.int32(5 + at, 1), 1) !== 1) {
          throw new Error(`${out.name}: dilated convolution is not supported`);
        }
        const w = tensor(y);
        const filter = filterNchw(valuesOf(y), w.shape, depthwise);
        const inShape = tensor(x).shape;
        const groups = depthwise ? (inShape[3] ?? 1) : 1;
        const kernel = [filter.dims[2] ?? 1, filter.dims[3] ?? 1];
        const bias = valuesOf(op.inputs[2]);
        graph.node(
          'Conv',
          [activation(x), constant(`w${outIndex}`, filter.dims, filter.data), constant(`b${outIndex}`, [bias.length], bias)],
          `${name}/pre`,
          {
            kernel_shape: kernel,
            strides: stride,
            pads: pads(
              option(o, (t) => t.uint8(0), 0),
              inShape,
              out.shape,
              kernel,
              stride,
            ),
            group: groups,
          },
        );
        fused(
          option(o, (t) => t.uint8(3 + at), 0),
          `${name}/pre`,
          name,
        );
        nchw.add(outIndex);
        break;
      }
      case OP.ADD: {
        if (nchw.has(x) !== nchw.has(y) || tensor(x).shape.join() !== tensor(y).shape.join()) {
          throw new Error(`${out.name}: ADD of differently shaped or laid-out tensors is not supported`);
        }
        graph.node('Add', [activation(x), activation(y)], `${name}/pre`);
        fused(
          option(op.options, (t) => t.uint8(0), 0),
          `${name}/pre`,
          name,
        );
        if (nchw.has(x)) {
          nchw.add(outIndex);
        }
        break;
      }
      case OP.RESHAPE: {
        let from = activation(x);
        if (nchw.has(x)) {
          graph.node('Transpose', [from], `${name}/nhwc`, { perm: [0, 2, 3, 1] });
          from = `${name}/nhwc`;
        }
        const shape = BigInt64Array.from(out.shape, (d) => BigInt(d));
        const shapeName = graph.initializer({
          name: `${name}/shape`,
          dims: [out.shape.length],
          dataType: DataType.INT64,
          rawData: new Uint8Array(shape.buffer),
        });
        graph.node('Reshape', [from, shapeName], name);
        break;
      }
      case OP.CONCATENATION: {
        // ConcatenationOptions: 0 axis, 1 activation.
        const laidOut = op.inputs.map((i) => nchw.has(i));
        if (laidOut.some((l) => l !== laidOut[0])) {
          throw new Error(`${out.name}: CONCATENATION of differently laid-out tensors is not supported`);
        }
        const rank = out.shape.length;
        const raw = option(op.options, (t) => t.int32(0), 0);
        const axis = raw < 0 ? raw + rank : raw;
        graph.node('Concat', op.inputs.map(activation), `${name}/pre`, { axis: laidOut[0] ? (NCHW_AXIS[axis] ?? axis) : axis });
        fused(
          option(op.options, (t) => t.uint8(1), 0),
          `${name}/pre`,
          name,
        );
        if (laidOut[0]) {
          nchw.add(outIndex);
        }
        break;
      }
      default:
        throw new Error(`operator ${k}: TFLite op ${op.code} is not supported`);
    }
    names.set(outIndex, name);
  });

  const outputs = model.outputs.map((i, n) => {
    if (nchw.has(i)) {
      throw new Error(`output ${tensor(i).name}: 4-D outputs are not supported`);
    }
    graph.node('Identity', [activation(i)], `output_${n}`);
    return `output_${n}`;
  });
  const onnx = graph.encode({
    name: 'tflite-float',
    producer: 'alt-optimizer float-tflite-to-onnx',
    inputs: [{ name: FLOAT_INPUT, type: tensorType(DataType.FLOAT, input.shape) }],
    outputs: model.outputs.map((i, n) => ({ name: `output_${n}`, type: tensorType(DataType.FLOAT, tensor(i).shape) })),
  });
  return { onnx, outputs };
}
