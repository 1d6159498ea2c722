import type { TextLine } from '../../types.ts';
import type { PaddleLine } from './paddle.ts';

/** A kept line plus where it sits, as a normalised [x, y, width, height] box (same convention as DetectedObject). */
export interface OcrLine extends TextLine {
  box: [number, number, number, number];
}

export interface LineFilter {
  /** Mean character probability below which a Paddle line is dropped. */
  minConfidence: number;
  /** Fewest letters/digits a line must hold: 1–2 character reads on photos are almost always texture. */
  minAlnum: number;
}

export const DEFAULT_FILTER: LineFilter = { minConfidence: 0.8, minAlnum: 3 };

// The PP-OCRv4 dictionary is Chinese + Latin. Our catalogues are EN/FR, so CJK output on a photo is a
// hallucination on texture (seen on shoe soles and fabric in the dev set), not text worth reporting.
const NON_LATIN = /[\u2E80-\u9FFF\uAC00-\uD7AF\uF900-\uFAFF\uFF00-\uFFEF]/u;
const ALNUM = /[\p{L}\p{N}]/gu;

/** Collapse whitespace and strip the stray punctuation the recogniser adds at box edges ("-VISITOR CENTRE-"). */
export function cleanText(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/^[\s\-_.,:;'"`|~]+|[\s\-_,:;'"`|~]+$/g, '')
    .trim();
}

export function isUsefulLine(text: string, confidence: number, filter: LineFilter = DEFAULT_FILTER): boolean {
  if (confidence < filter.minConfidence || NON_LATIN.test(text)) {
    return false;
  }
  const alnum = text.match(ALNUM)?.length ?? 0;
  // Mostly punctuation ("*-*", "...") is noise even when the recogniser is sure of it.
  return alnum >= filter.minAlnum && alnum >= text.replace(/\s/g, '').length * 0.5;
}

/** Axis-aligned, normalised bounding box of a Paddle quad. */
export function normaliseBox(points: number[][] | undefined, width: number, height: number): [number, number, number, number] {
  if (!points || points.length === 0) {
    return [0, 0, 0, 0];
  }
  const xs = points.map((p) => p[0] ?? 0);
  const ys = points.map((p) => p[1] ?? 0);
  const x0 = Math.max(0, Math.min(...xs));
  const y0 = Math.max(0, Math.min(...ys));
  const x1 = Math.min(width, Math.max(...xs));
  const y1 = Math.min(height, Math.max(...ys));
  return [x0 / width, y0 / height, Math.max(0, x1 - x0) / width, Math.max(0, y1 - y0) / height];
}

/** Paddle lines → kept lines with cleaned text and normalised boxes, top to bottom as Paddle orders them. */
export function keepLines(raw: PaddleLine[], width: number, height: number, filter: LineFilter = DEFAULT_FILTER): OcrLine[] {
  const kept: OcrLine[] = [];
  for (const line of raw) {
    const text = cleanText(line.text);
    if (!isUsefulLine(text, line.mean, filter)) {
      continue;
    }
    kept.push({ text, confidence: round(line.mean), box: normaliseBox(line.box, width, height) });
  }
  return kept;
}

/**
 * Share of the image covered by text boxes. Rasterised on a coarse grid so overlapping boxes are not
 * counted twice (Paddle sometimes returns a word box inside a line box).
 */
export function textShare(lines: readonly OcrLine[]): number {
  if (lines.length === 0) {
    return 0;
  }
  const grid = 200;
  const covered = new Uint8Array(grid * grid);
  for (const { box } of lines) {
    const [x, y, w, h] = box;
    const gx0 = Math.floor(x * grid);
    const gy0 = Math.floor(y * grid);
    const gx1 = Math.min(grid, Math.ceil((x + w) * grid));
    const gy1 = Math.min(grid, Math.ceil((y + h) * grid));
    for (let gy = gy0; gy < gy1; gy++) {
      covered.fill(1, gy * grid + gx0, gy * grid + gx1);
    }
  }
  let sum = 0;
  for (const cell of covered) {
    sum += cell;
  }
  return round(sum / covered.length);
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
