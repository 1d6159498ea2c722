/**
 * One tfjs runtime per process (per worker thread): WASM backend, weights read from local files.
 *
 * Why not tfjs-node: it cannot install here (native download). Why not human's own loader: it fetches model
 * URLs, and Node's fetch cannot read file:// — so we hand tfjs a custom IOHandler that reads the model JSON and
 * its weight shards straight from node_modules.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as tf from '@tensorflow/tfjs';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';

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

/** Absolute path of a model shipped by @vladmandic/human (e.g. "centernet"), resolved from node_modules. */
export function humanModelPath(name: string): string {
  // The package's exports map hides both "models/" and "package.json": resolve its main entry and walk up to
  // the folder that holds models/.
  let dir = path.dirname(require.resolve('@vladmandic/human'));
  while (!existsSync(path.join(dir, 'models', `${name}.json`))) {
    const parent = path.dirname(dir);
    if (parent === dir) {
      throw new Error(`model ${name} not found under @vladmandic/human`);
    }
    dir = parent;
  }
  return path.join(dir, 'models', `${name}.json`);
}

interface WeightsManifestGroup {
  paths: string[];
  weights: tf.io.WeightsManifestEntry[];
}

/** tfjs IOHandler that reads a graph-model JSON and its .bin shards from disk. */
export function fileHandler(modelJsonPath: string): tf.io.IOHandler {
  return {
    load: async (): Promise<tf.io.ModelArtifacts> => {
      const json = JSON.parse(await readFile(modelJsonPath, 'utf8')) as {
        modelTopology: object;
        weightsManifest: WeightsManifestGroup[];
        format?: string;
        generatedBy?: string;
        convertedBy?: string;
        signature?: object;
        userDefinedMetadata?: Record<string, object>;
      };
      const dir = path.dirname(modelJsonPath);
      const specs: tf.io.WeightsManifestEntry[] = [];
      const buffers: Buffer[] = [];
      for (const group of json.weightsManifest) {
        specs.push(...group.weights);
        for (const shard of group.paths) {
          buffers.push(await readFile(path.join(dir, shard)));
        }
      }
      const all = Buffer.concat(buffers);
      const weightData = all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength);
      return {
        modelTopology: json.modelTopology,
        weightSpecs: specs,
        weightData,
        format: json.format,
        generatedBy: json.generatedBy,
        convertedBy: json.convertedBy ?? null,
        signature: json.signature,
        userDefinedMetadata: json.userDefinedMetadata,
      };
    },
  };
}

/** Load a graph model from a local JSON path (after initTf). */
export async function loadLocalGraphModel(modelJsonPath: string): Promise<tf.GraphModel> {
  await initTf();
  return tf.loadGraphModel(fileHandler(modelJsonPath));
}

export interface LazyModel {
  /** The graph, loaded on first use and shared by every later call. */
  load(): Promise<tf.GraphModel>;
  /** Frees the graph (a later `load` reads it again). */
  dispose(): void;
}

/** One of human's graph models by name (`blazeface`, `centernet`…), loaded once, disposable. */
export function lazyHumanModel(name: string): LazyModel {
  let model: Promise<tf.GraphModel> | null = null;
  return {
    load: () => (model ??= loadLocalGraphModel(humanModelPath(name))),
    dispose: () => {
      const m = model;
      model = null;
      if (m) {
        void m.then((g) => g.dispose()).catch(() => undefined);
      }
    },
  };
}

export { tf };
