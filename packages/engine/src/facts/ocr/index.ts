import { loadPaddle, paddleDetect } from './paddle.ts';
import { DEFAULT_FILTER, keepLines, textShare, type LineFilter, type OcrLine } from './lines.ts';
import { prepareForOcr, type PreparedImage } from './prepare.ts';
import { refineLines } from './refine.ts';
import { readTextShared, sharedOcrPort } from './shared.ts';
import { closeTesseract, loadTesseract } from './tesseract.ts';

export type { OcrLine } from './lines.ts';

export interface ReadTextOptions {
  /**
   * Longest side the detector sees; detection is ~90 % of Paddle's cost and scales with the pixel count.
   * Dev set, one core, same contended run: 640 px 169 ms CPU p50, 576 px 142 ms, 512 px 113 ms. 576 keeps the
   * small logos 640 reads ("adidas", "Recbok" on shoes); 512 loses about a fifth of the images with text.
   */
  maxSide?: number;
  filter?: Partial<LineFilter>;
  /**
   * Re-read Paddle's lines with Tesseract to restore accents and currency signs Paddle cannot write
   * (see refine.ts). Only runs when Paddle kept a line, so text-free photos pay nothing. Default true.
   */
  refine?: boolean;
  /** The detector's page when the caller already made it (pageFromRaster); else it is made from the image's bytes. */
  page?: PreparedImage;
}

export interface ReadTextResult {
  lines: OcrLine[];
  /** Share of the image area covered by the kept text boxes, 0..1. */
  textShare: number;
  ms: number;
}

export const DEFAULT_MAX_SIDE = 576;

/**
 * Loads the OCR models once per process; safe to call many times and concurrently. Tesseract (`refine`) is only
 * preloaded when asked: the engine lets readLine load it on the first Paddle line worth re-reading (issue 26).
 * Nothing to load in an engine worker that reads through the pool's shared OCR thread (shared.ts).
 */
export async function loadOcr({ refine = true }: { refine?: boolean } = {}): Promise<void> {
  if (sharedOcrPort()) {
    return;
  }
  await Promise.all([loadPaddle(), refine ? loadTesseract() : undefined]);
}

/** Stops the Tesseract worker thread (Paddle's ONNX sessions live with the process). */
export async function closeOcr(): Promise<void> {
  await closeTesseract();
}

/**
 * Reads the printed text in an image (signs, labels, overlays). Keeps only lines the recogniser is sure of.
 * In a pool's engine worker the pool's one OCR thread does the reading (shared.ts); elsewhere this thread does.
 */
export async function readText(image: Uint8Array, opts: ReadTextOptions = {}): Promise<ReadTextResult> {
  const shared = sharedOcrPort();
  if (shared) {
    return readTextShared(shared, image, opts);
  }
  const started = performance.now();
  const prepared = opts.page ?? (await prepareForOcr(image, opts.maxSide ?? DEFAULT_MAX_SIDE));
  const raw = await paddleDetect(prepared);
  const kept = keepLines(raw, prepared.width, prepared.height, { ...DEFAULT_FILTER, ...opts.filter });
  const lines = opts.refine === false ? kept : await refineLines(image, kept);
  return { lines, textShare: textShare(lines), ms: Math.round(performance.now() - started) };
}
