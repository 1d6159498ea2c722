/**
 * The OID object detector's files, read from the npm package that ships them (@mediapipe/objectron, Apache-2.0,
 * version pinned in package.json): an SSD MobileNetV2 trained by Google on Open Images v4 for 23 everyday classes
 * (chair, table, desk, footwear, boot, high heels, camera, mug, laptop…), stored fp16 inside the package's packed
 * assets file beside its label map. The loader script that comes with it gives each file's byte range; the model's
 * SHA-256 is checked so a changed package fails at load instead of answering differently. Never read from the network.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const PACKAGE = '@mediapipe/objectron';
const PACKED = 'objectron_solution_packed_assets.data';
const LOADER = 'objectron_solution_packed_assets_loader.js';
const MODEL_FILE = 'object_detection_ssd_mobilenetv2_oidv4_fp16.tflite';
const LABELS_FILE = 'object_detection_oidv4_labelmap.txt';
export const OID_MODEL_SHA256 = 'd0a5255bf8c4f5a0bc4240741a76c41d5e939f7655078f945f50ab53a9375da6';

export interface ObjectronAssets {
  model: Uint8Array;
  /** Output class index → Open Images label ("???" for 0, the background). */
  labels: string[];
}

export function objectronDir(): string {
  return path.dirname(createRequire(import.meta.url).resolve(`${PACKAGE}/package.json`));
}

/** Each packed file's byte range, as the package's own loader lists it. */
export function packedRanges(loaderSource: string): Map<string, [number, number]> {
  const ranges = new Map<string, [number, number]>();
  for (const m of loaderSource.matchAll(/"filename":\s*"([^"]+)",\s*"start":\s*(\d+),\s*"end":\s*(\d+)/g)) {
    ranges.set(path.basename(m[1] ?? ''), [Number(m[2]), Number(m[3])]);
  }
  return ranges;
}

export function readObjectronAssets(dir: string = objectronDir()): ObjectronAssets {
  const ranges = packedRanges(readFileSync(path.join(dir, LOADER), 'utf8'));
  const packed = readFileSync(path.join(dir, PACKED));
  const slice = (file: string): Uint8Array => {
    const range = ranges.get(file);
    if (!range || range[1] > packed.length) {
      throw new Error(`${PACKAGE}: ${file} is not in ${PACKED}`);
    }
    return new Uint8Array(packed.buffer, packed.byteOffset + range[0], range[1] - range[0]);
  };
  const model = slice(MODEL_FILE);
  const sha = createHash('sha256').update(model).digest('hex');
  if (sha !== OID_MODEL_SHA256) {
    throw new Error(`${PACKAGE}: ${MODEL_FILE} has SHA-256 ${sha}, expected ${OID_MODEL_SHA256}`);
  }
  const labels = new TextDecoder()
    .decode(slice(LABELS_FILE))
    .split('\n')
    .map((l) => l.trim());
  return { model, labels: labels.filter((l, i) => l !== '' || i < labels.length - 1) };
}
