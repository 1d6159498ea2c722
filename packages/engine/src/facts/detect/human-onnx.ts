/**
 * One of human's tfjs graph models, converted to ONNX in memory (tfjs-to-onnx.ts) and run by onnxruntime's native
 * CPU kernels (issue 26): loaded once per thread on first use, disposable.
 */
import type * as tf from '@tensorflow/tfjs';
import * as ort from 'onnxruntime-node';
import { oneThreadSession } from '../onnx/one-thread-session.ts';
import { fileHandler, humanModelPath } from './human-model-files.ts';
import { convertToOnnx, decodeWeights, type ConvertOptions, type TfjsNode, type TfjsWeight } from './tfjs-to-onnx.ts';

export type ConvertedOutputs = Omit<ConvertOptions, 'nodes' | 'weights' | 'weightData'>;

export interface LazySession {
  load(): Promise<ort.InferenceSession>;
  dispose(): void;
}

async function createSession(
  name: string,
  outputs: ConvertedOutputs,
  rewrite?: (a: tf.io.ModelArtifacts) => tf.io.ModelArtifacts,
): Promise<ort.InferenceSession> {
  const loaded = await fileHandler(humanModelPath(name)).load!();
  const artifacts = rewrite ? rewrite(loaded) : loaded;
  const model = convertToOnnx({
    ...outputs,
    nodes: (artifacts.modelTopology as { node: TfjsNode[] }).node,
    weights: (artifacts.weightSpecs ?? []) as TfjsWeight[],
    weightData: artifacts.weightData as ArrayBuffer,
  });
  // The arena keeps each run's activations: without it every run maps and faults them in again (CenterNet: 77
  // against 55 ms CPU per run, for 60 MB less RSS).
  return oneThreadSession(model, { memArena: true });
}

export function lazyHumanSession(
  name: string,
  outputs: ConvertedOutputs,
  rewrite?: (a: tf.io.ModelArtifacts) => tf.io.ModelArtifacts,
): LazySession {
  let session: Promise<ort.InferenceSession> | null = null;
  return {
    load: () =>
      (session ??= createSession(name, outputs, rewrite).catch((error: unknown) => {
        session = null;
        throw error;
      })),
    dispose: () => {
      const s = session;
      session = null;
      void s?.then((x) => x.release()).catch(() => undefined);
    },
  };
}

/** Constants of one of human's graphs by name (a decoder's tables the ONNX graph does not hold), as float32. */
export async function humanConstants(name: string, names: readonly string[]): Promise<Map<string, Float32Array>> {
  const artifacts = await fileHandler(humanModelPath(name)).load!();
  const weights = decodeWeights((artifacts.weightSpecs ?? []) as TfjsWeight[], artifacts.weightData as ArrayBuffer);
  const out = new Map<string, Float32Array>();
  for (const n of names) {
    const w = weights.get(n);
    if (!w) {
      throw new Error(`${name} has no constant ${n}`);
    }
    out.set(n, Float32Array.from(w.values));
  }
  return out;
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
