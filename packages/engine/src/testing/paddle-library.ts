/**
 * PaddleOCR through @gutenye/ocr-node, the library the engine read with until session 12 (issue 26). Test and tool
 * code only (a devDependency): the engine now runs the same models itself (facts/ocr/paddle-runner.ts), without the
 * library's entry point, which instantiates opencv.js for the line splitting alone. paddle-vs-library.test.ts and
 * tools/measure/measure-ocr-runtime.ts compare the two.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Ocr from '@gutenye/ocr-node';
import type { PaddleLine } from '../facts/ocr/paddle.ts';
import { paddleModelPaths } from '../facts/ocr/paddle-models.ts';
import { planarInput, type ModelInput, type Normalisation, type RgbaImage } from '../facts/ocr/paddle-input.ts';

export interface PaddleLibrary {
  // The library types its argument as a path, but it hands it straight to sharp(), which takes encoded bytes too.
  detect(image: string | Buffer): Promise<PaddleLine[]>;
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

/**
 * Makes every library model of this thread build its input with planarInput (the same numbers, in a Float32Array
 * instead of a push per pixel), as the engine did while it read through the library. Once per thread.
 */
function installPlanarInput(): Promise<void> {
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

let instance: Promise<PaddleLibrary> | null = null;

/** The library's detector + recogniser on one intra-op thread, as the engine configured it. */
export function loadPaddleLibrary(): Promise<PaddleLibrary> {
  instance ??= installPlanarInput().then(
    () =>
      Ocr.create({
        models: paddleModelPaths(),
        onnxOptions: { intraOpNumThreads: 1, interOpNumThreads: 1, executionProviders: ['cpu'] },
      }) as Promise<PaddleLibrary>,
  );
  return instance;
}
