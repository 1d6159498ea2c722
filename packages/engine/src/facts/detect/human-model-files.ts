/**
 * human's model files read from node_modules: the package's exports map hides `models/`, and human's own loader
 * fetches URLs (Node's fetch cannot read file://), so a tfjs IOHandler reads the model JSON and its weight shards
 * from disk. Only tfjs' types are used: the graphs are converted to ONNX (tfjs-to-onnx.ts), never run by tfjs.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type * as tf from '@tensorflow/tfjs';

const require = createRequire(import.meta.url);

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
