/**
 * @gutenye/ocr-common builds each model input (the detector's page, every recognised line) in plain JS arrays: a
 * push per pixel and channel, then a spread of the three planes into one array of ~1 M numbers. On the dev set that
 * was ~33 ms of CPU per photo read and most of the garbage the OCR thread collects (issue 26). `planarInput` gives
 * the very same numbers, computed the same way in double precision, straight into a Float32Array (the library's
 * next step, Float32Array.from, rounds them to float32 exactly as before).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

interface RgbaImage {
  data: ArrayLike<number>;
  width: number;
  height: number;
}

interface Normalisation {
  mean?: readonly number[];
  std?: readonly number[];
}

export interface ModelInput {
  data: ArrayLike<number>;
  width: number;
  height: number;
}

/** RGBA pixels → B, G, R planes of `(v / 255 − mean) / std`, as ModelBase.imageToInput returns them. */
export function planarInput(image: RgbaImage, { mean = [0, 0, 0], std = [1, 1, 1] }: Normalisation): ModelInput {
  const pixels = Math.floor(image.data.length / 4);
  const data = new Float32Array(pixels * 3);
  const [mr = 0, mg = 0, mb = 0] = mean;
  const [sr = 1, sg = 1, sb = 1] = std;
  for (let p = 0; p < pixels; p++) {
    const i = p * 4;
    data[p] = ((image.data[i + 2] ?? 0) / 255 - mb) / sb;
    data[pixels + p] = ((image.data[i + 1] ?? 0) / 255 - mg) / sg;
    data[2 * pixels + p] = ((image.data[i] ?? 0) / 255 - mr) / sr;
  }
  return { data, width: image.width, height: image.height };
}

/** The method as installed keeps the library's own one (`original`), for the test that compares them. */
type ImageToInput = ((image: RgbaImage, options: Normalisation) => ModelInput) & { original?: ImageToInput };

/** The library's ModelBase class: not exported, so imported from its file next to the package's entry point. */
export async function paddleModelBase(): Promise<{ prototype: { imageToInput: ImageToInput } }> {
  const fromOcrNode = createRequire(createRequire(import.meta.url).resolve('@gutenye/ocr-node'));
  const entry = fromOcrNode.resolve('@gutenye/ocr-common');
  const module = (await import(pathToFileURL(path.join(path.dirname(entry), 'models', 'ModelBase.js')).href)) as {
    ModelBase: { prototype: { imageToInput: ImageToInput } };
  };
  return module.ModelBase;
}

let installed: Promise<void> | null = null;

/** Makes every PaddleOCR model of this thread build its input with planarInput. Once per thread. */
export function installPlanarInput(): Promise<void> {
  installed ??= paddleModelBase().then((base) => {
    const current = base.prototype.imageToInput;
    // Another copy of this module (a test runner's isolated module graph) may have installed it already.
    if (!current.original) {
      base.prototype.imageToInput = Object.assign((image: RgbaImage, options: Normalisation) => planarInput(image, options), {
        original: current,
      });
    }
  });
  return installed;
}
