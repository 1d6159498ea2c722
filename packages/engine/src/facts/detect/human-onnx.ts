/**
 * One of human's tfjs graph models, converted to ONNX in memory (tfjs-to-onnx.ts) and run by onnxruntime's native
 * CPU kernels (issue 26): loaded once per thread on first use, disposable.
 */
import type * as tf from '@tensorflow/tfjs';
import * as ort from 'onnxruntime-node';
import { oneThreadSession } from '../onnx/one-thread-session.ts';
import { fileHandler, humanModelPath } from './human-model-files.ts';
import { convertToOnnx, decodeWeights, type ConvertOptions, type TfjsNode, type TfjsWeight } from './tfjs-to-onnx.ts';

export type ConvertedOutputs = Omit<ConvertOptions, 'nodes' | 'weights'>;

export interface HumanSessionOptions {
  /** Changes the graph before it is converted (CenterNet's input size). */
  rewrite?: (a: tf.io.ModelArtifacts) => tf.io.ModelArtifacts;
  /** Constants the caller reads itself (a decoder's tables the ONNX graph does not hold), kept as float32. */
  constants?: readonly string[];
}

export interface LazySession {
  load(): Promise<ort.InferenceSession>;
  /** The constants named in the options, from the same load (one read of the model file). */
  constants(): Promise<Map<string, Float32Array>>;
  dispose(): void;
}

interface Loaded {
  session: ort.InferenceSession;
  constants: Map<string, Float32Array>;
}

async function createSession(name: string, outputs: ConvertedOutputs, options: HumanSessionOptions): Promise<Loaded> {
  const loaded = await fileHandler(humanModelPath(name)).load!();
  const artifacts = options.rewrite ? options.rewrite(loaded) : loaded;
  const weights = decodeWeights((artifacts.weightSpecs ?? []) as TfjsWeight[], artifacts.weightData as ArrayBuffer);
  const constants = new Map<string, Float32Array>();
  for (const c of options.constants ?? []) {
    const w = weights.get(c);
    if (!w) {
      throw new Error(`${name} has no constant ${c}`);
    }
    constants.set(c, Float32Array.from(w.values));
  }
  const model = convertToOnnx({ ...outputs, nodes: (artifacts.modelTopology as { node: TfjsNode[] }).node, weights });
  // The arena keeps each run's activations: without it every run maps and faults them in again (CenterNet: 77
  // against 55 ms CPU per run, for 60 MB less RSS).
  return { session: await oneThreadSession(model, { memArena: true }), constants };
}

export function lazyHumanSession(name: string, outputs: ConvertedOutputs, options: HumanSessionOptions = {}): LazySession {
  let loading: Promise<Loaded> | null = null;
  const loaded = (): Promise<Loaded> =>
    (loading ??= createSession(name, outputs, options).catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  return {
    load: () => loaded().then((l) => l.session),
    constants: () => loaded().then((l) => l.constants),
    dispose: () => {
      const l = loading;
      loading = null;
      void l?.then((x) => x.session.release()).catch(() => undefined);
    },
  };
}

/** A float32 output of a run, or a clear error naming the one that is missing. */
export function floatOutput(out: ort.InferenceSession.ReturnType, name: string): Float32Array {
  const t = out[name];
  if (!t || !(t.data instanceof Float32Array)) {
    throw new Error(`model returned no ${name}`);
  }
  return t.data;
}

export { ort };
