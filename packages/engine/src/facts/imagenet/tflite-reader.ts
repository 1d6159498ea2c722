/**
 * A reader of the few TFLite flatbuffer fields the classifier's conversion needs (tflite-to-onnx.ts): tensors with
 * their shapes, types, buffers and per-tensor quantisation, and the operators with their builtin options. Hand
 * written instead of the `flatbuffers` package (not installed, and ~100 lines of schema is all we read); field
 * numbers are those of tensorflow/lite/schema/schema.fbs. Anything this reader cannot represent (several
 * subgraphs, custom ops, per-channel quantisation, buffers stored outside the flatbuffer) throws.
 */

/** A flatbuffer table: its position and its vtable, read lazily field by field. */
class Table {
  private readonly vtable: number;
  private readonly vtableSize: number;

  constructor(
    private readonly view: DataView,
    readonly pos: number,
  ) {
    this.vtable = pos - view.getInt32(pos, true);
    this.vtableSize = view.getUint16(this.vtable, true);
  }

  /** Absolute position of field `id`'s value, or 0 when the field is absent (its default applies). */
  private field(id: number): number {
    const slot = 4 + id * 2;
    if (slot >= this.vtableSize) {
      return 0;
    }
    const rel = this.view.getUint16(this.vtable + slot, true);
    return rel ? this.pos + rel : 0;
  }

  has(id: number): boolean {
    return this.field(id) !== 0;
  }

  int32(id: number, fallback = 0): number {
    const at = this.field(id);
    return at ? this.view.getInt32(at, true) : fallback;
  }

  uint32(id: number, fallback = 0): number {
    const at = this.field(id);
    return at ? this.view.getUint32(at, true) : fallback;
  }

  uint8(id: number, fallback = 0): number {
    const at = this.field(id);
    return at ? this.view.getUint8(at) : fallback;
  }

  float32(id: number, fallback = 0): number {
    const at = this.field(id);
    return at ? this.view.getFloat32(at, true) : fallback;
  }

  private target(id: number): number {
    const at = this.field(id);
    return at ? at + this.view.getUint32(at, true) : 0;
  }

  table(id: number): Table | undefined {
    const at = this.target(id);
    return at ? new Table(this.view, at) : undefined;
  }

  /** [start, length] of a vector field (length 0 when absent). */
  private vector(id: number): [number, number] {
    const at = this.target(id);
    return at ? [at + 4, this.view.getUint32(at, true)] : [0, 0];
  }

  tables(id: number): Table[] {
    const [start, length] = this.vector(id);
    return Array.from({ length }, (_, i) => {
      const at = start + i * 4;
      return new Table(this.view, at + this.view.getUint32(at, true));
    });
  }

  int32s(id: number): number[] {
    const [start, length] = this.vector(id);
    return Array.from({ length }, (_, i) => this.view.getInt32(start + i * 4, true));
  }

  float32s(id: number): number[] {
    const [start, length] = this.vector(id);
    return Array.from({ length }, (_, i) => this.view.getFloat32(start + i * 4, true));
  }

  int64s(id: number): number[] {
    const [start, length] = this.vector(id);
    return Array.from({ length }, (_, i) => Number(this.view.getBigInt64(start + i * 8, true)));
  }

  bytes(id: number): Uint8Array {
    const [start, length] = this.vector(id);
    return new Uint8Array(this.view.buffer, this.view.byteOffset + start, length);
  }

  string(id: number): string {
    return new TextDecoder().decode(this.bytes(id));
  }
}

export const TENSOR_TYPES = ['float32', 'float16', 'int32', 'uint8', 'int64', 'string', 'bool', 'int16', 'complex64', 'int8'] as const;
export type TensorType = (typeof TENSOR_TYPES)[number];

export interface TfliteTensor {
  name: string;
  shape: number[];
  type: TensorType;
  /** The constant's bytes; undefined for activations. */
  data?: Uint8Array | undefined;
  /** Per-tensor quantisation; undefined for a float tensor. */
  quant?: { scale: number; zeroPoint: number } | undefined;
}

export interface TfliteOperator {
  /** BuiltinOperator code (schema.fbs): 0 ADD, 1 AVERAGE_POOL_2D, 3 CONV_2D, 4 DEPTHWISE_CONV_2D, 22 RESHAPE… */
  code: number;
  inputs: number[];
  outputs: number[];
  /** BuiltinOptions union type (0 = none) and its table, read by the converter per op. */
  optionsType: number;
  options?: Table | undefined;
}

export interface TfliteModel {
  tensors: TfliteTensor[];
  inputs: number[];
  outputs: number[];
  operators: TfliteOperator[];
}

export type { Table as TfliteTable };

function readTensor(t: Table, buffers: Table[]): TfliteTensor {
  const type = TENSOR_TYPES[t.uint8(1)];
  const name = t.string(3);
  if (!type) {
    throw new Error(`tensor ${name}: unknown type ${t.uint8(1)}`);
  }
  const buffer = buffers[t.uint32(2)];
  if (buffer && (buffer.has(1) || buffer.has(2))) {
    throw new Error(`tensor ${name}: data outside the flatbuffer is not supported`);
  }
  const bytes = buffer?.bytes(0);
  const q = t.table(4);
  const scale = q?.float32s(2) ?? [];
  const zeroPoint = q?.int64s(3) ?? [];
  if (scale.length > 1 || zeroPoint.length > 1) {
    throw new Error(`tensor ${name}: per-channel quantisation is not supported`);
  }
  return {
    name,
    shape: t.int32s(0),
    type,
    data: bytes && bytes.length > 0 ? bytes : undefined,
    quant: scale.length === 1 ? { scale: scale[0] ?? 0, zeroPoint: zeroPoint[0] ?? 0 } : undefined,
  };
}

export function readTflite(file: Uint8Array): TfliteModel {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  if (new TextDecoder().decode(file.subarray(4, 8)) !== 'TFL3') {
    throw new Error('not a TFLite model (no TFL3 identifier)');
  }
  const model = new Table(view, view.getUint32(0, true));
  // Model: 1 operator_codes, 2 subgraphs, 4 buffers. OperatorCode: 0 deprecated_builtin_code (int8), 1 custom_code,
  // 3 builtin_code (int32; newer files set both, older ones only the first).
  const codes = model.tables(1).map((c) => {
    if (c.has(1)) {
      throw new Error(`custom op ${c.string(1)} is not supported`);
    }
    return Math.max(c.uint8(0), c.int32(3));
  });
  const subgraphs = model.tables(2);
  const graph = subgraphs[0];
  if (!graph || subgraphs.length !== 1) {
    throw new Error(`expected one subgraph, found ${subgraphs.length}`);
  }
  const buffers = model.tables(4);
  // SubGraph: 0 tensors, 1 inputs, 2 outputs, 3 operators. Operator: 0 opcode_index, 1 inputs, 2 outputs,
  // 3 builtin_options_type, 4 builtin_options.
  return {
    tensors: graph.tables(0).map((t) => readTensor(t, buffers)),
    inputs: graph.int32s(1),
    outputs: graph.int32s(2),
    operators: graph.tables(3).map((op) => {
      const code = codes[op.uint32(0)];
      if (code === undefined) {
        throw new Error(`operator with unknown opcode index ${op.uint32(0)}`);
      }
      return { code, inputs: op.int32s(1), outputs: op.int32s(2), optionsType: op.uint8(3), options: op.table(4) };
    }),
  };
}
