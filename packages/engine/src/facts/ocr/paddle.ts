import Ocr from '@gutenye/ocr-node';
import { installPlanarInput } from './paddle-input.ts';
import { paddleModelPaths } from './paddle-models.ts';

export { paddleModelPaths } from './paddle-models.ts';

/** One line as PaddleOCR returns it: text, mean character probability, 4-point box in input pixels. */
export interface PaddleLine {
  text: string;
  mean: number;
  box?: number[][];
}

interface PaddleOcr {
  // The library types its argument as a path, but it hands it straight to sharp(), which takes encoded bytes too.
  detect(image: string | Buffer): Promise<PaddleLine[]>;
}

let instance: Promise<PaddleOcr> | null = null;

/**
 * Loads the detection + recognition ONNX sessions once per process.
 * One intra-op thread: the engine scales by running one worker per core, so onnxruntime must not
 * spread a single image over every core and fight the other workers.
 */
export function loadPaddle(): Promise<PaddleOcr> {
  instance ??= installPlanarInput()
    .then(
      () =>
        Ocr.create({
          models: paddleModelPaths(),
          onnxOptions: { intraOpNumThreads: 1, interOpNumThreads: 1, executionProviders: ['cpu'] },
        }) as Promise<PaddleOcr>,
    )
    .catch((error: unknown) => {
      instance = null; // let a later call try again instead of caching the failure forever
      throw error;
    });
  return instance;
}

/** Runs detection + recognition on an encoded image whose sides are multiples of 32 (see prepare.ts). */
export async function paddleDetect(encoded: Buffer): Promise<PaddleLine[]> {
  const ocr = await loadPaddle();
  return ocr.detect(encoded);
}
