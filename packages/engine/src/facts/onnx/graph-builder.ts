/**
 * What the in-memory converters (detect/tfjs-to-onnx.ts, imagenet/tflite-to-onnx.ts) share: ONNX nodes with integer
 * or string attributes, initialisers, and the encoded model. onnx-proto writes the protobuf; nothing is kept on disk.
 */
import onnxProto from 'onnx-proto';

const { onnx } = onnxProto;

export type OnnxType = InstanceType<typeof onnx.TypeProto>;
export type Attributes = Record<string, number | number[] | string>;

export const ONNX_DATA_TYPE = onnx.TensorProto.DataType;

export class GraphBuilder {
  private readonly nodes: InstanceType<typeof onnx.NodeProto>[] = [];
  private readonly initializers: InstanceType<typeof onnx.TensorProto>[] = [];

  /** One node, named after its (first) output. */
  node(opType: string, input: string[], output: string | readonly string[], attrs: Attributes = {}, domain = ''): void {
    const outputs = typeof output === 'string' ? [output] : [...output];
    const attribute = Object.entries(attrs).map(([name, v]) =>
      typeof v === 'string'
        ? onnx.AttributeProto.create({ name, type: onnx.AttributeProto.AttributeType.STRING, s: Buffer.from(v) })
        : Array.isArray(v)
          ? onnx.AttributeProto.create({ name, type: onnx.AttributeProto.AttributeType.INTS, ints: v })
          : onnx.AttributeProto.create({ name, type: onnx.AttributeProto.AttributeType.INT, i: v }),
    );
    this.nodes.push(onnx.NodeProto.create({ opType, domain, input, output: outputs, name: outputs[0], attribute }));
  }

  /** A constant tensor; returns its name. */
  initializer(tensor: { name: string; dims: number[]; dataType: number; rawData?: Uint8Array; int64Data?: number[] }): string {
    this.initializers.push(onnx.TensorProto.create(tensor));
    return tensor.name;
  }

  /** The encoded model (IR 8, opset 13 plus the extra domains given). */
  encode(options: {
    name: string;
    producer: string;
    inputs: { name: string; type: OnnxType }[];
    outputs: { name: string; type: OnnxType }[];
    domains?: string[];
  }): Uint8Array {
    const graph = onnx.GraphProto.create({
      name: options.name,
      node: this.nodes,
      initializer: this.initializers,
      input: options.inputs.map((v) => onnx.ValueInfoProto.create(v)),
      output: options.outputs.map((v) => onnx.ValueInfoProto.create(v)),
    });
    const model = onnx.ModelProto.create({
      irVersion: 8,
      producerName: options.producer,
      opsetImport: [{ domain: '', version: 13 }, ...(options.domains ?? []).map((domain) => ({ domain, version: 1 }))],
      graph,
    });
    return onnx.ModelProto.encode(model).finish();
  }
}

/** A tensor type of this element type, with the shape when it is known. */
export function tensorType(elemType: number, dims?: number[]): OnnxType {
  return onnx.TypeProto.create({
    tensorType: dims ? { elemType, shape: { dim: dims.map((d) => ({ dimValue: d })) } } : { elemType },
  });
}
