import { DEFAULT_FILTER, keepLines, textShare, type LineFilter, type OcrLine } from './lines.ts';
import { loadPaddle, paddleDetect } from './paddle.ts';
import { prepareForOcr } from './prepare.ts';

export type { OcrLine } from './lines.ts';

export interface ReadTextOptions {
  /**
   * Longest side the detector sees. 640 keeps small logos ("adidas", "Quechua") readable on the
   * dev set while costing ~140 ms on one core; 480 is ~35 % faster but loses about a fifth of them.
   */
  maxSide?: number;
  filter?: Partial<LineFilter>;
}

export interface ReadTextResult {
  lines: OcrLine[];
  /** Share of the image area covered by the kept text boxes, 0..1. */
  textShare: number;
  ms: number;
}

export const DEFAULT_MAX_SIDE = 640;

/** Loads the OCR models once per process; safe to call many times and concurrently. */
export async function loadOcr(): Promise<void> {
  await loadPaddle();
}

/** Reads the printed text in an image (signs, labels, overlays). Keeps only lines the recogniser is sure of. */
export async function readText(image: Uint8Array, opts: ReadTextOptions = {}): Promise<ReadTextResult> {
  const started = performance.now();
  const prepared = await prepareForOcr(image, opts.maxSide ?? DEFAULT_MAX_SIDE);
  const raw = await paddleDetect(prepared.png);
  const lines = keepLines(raw, prepared.width, prepared.height, { ...DEFAULT_FILTER, ...opts.filter });
  return { lines, textShare: textShare(lines), ms: Math.round(performance.now() - started) };
}
