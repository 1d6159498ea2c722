/**
 * tfjs on its WASM backend, for tests and tools only: the reference runs of human's graphs that the engine's
 * onnxruntime conversions are compared with, and the training tools' matrix maths. The engine itself never loads
 * tfjs (issue 26: its runtime cost each worker ~90 MB). Why not tfjs-node: it cannot install here (native download).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import * as tf from '@tensorflow/tfjs';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import { fileHandler } from '../facts/detect/human-model-files.ts';

const require = createRequire(import.meta.url);

let ready: Promise<void> | null = null;

/** Initialise the WASM backend once. Safe to call many times. */
export function initTf(): Promise<void> {
  ready ??= (async () => {
    // The .wasm binaries ship next to the package's main file; an absolute path prefix works in Node.
    const wasmDir = path.dirname(require.resolve('@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm'));
    setWasmPaths(wasmDir + path.sep);
    // Silence tfjs' "you are using the pure-JS backend" style console noise for production logs.
    tf.env().set('PROD', true);
    const ok = await tf.setBackend('wasm');
    if (!ok) {
      throw new Error('tfjs WASM backend failed to initialise');
    }
    await tf.ready();
  })();
  return ready;
}

/** Load a graph model from a local JSON path (after initTf). */
export async function loadLocalGraphModel(modelJsonPath: string): Promise<tf.GraphModel> {
  await initTf();
  return tf.loadGraphModel(fileHandler(modelJsonPath));
}

export { humanModelPath } from '../facts/detect/human-model-files.ts';
export { tf };
