import type { OcrLine } from './lines.ts';
import { foldForCompare, similarity } from './similarity.ts';
import { decodeGrey, readLine } from './tesseract.ts';

/** Tesseract confidence (0..1) below which its reading is ignored. */
const MIN_TESSERACT_CONFIDENCE = 0.75;
/** Re-reading costs ~30–100 ms a line; a page of text is an infographic and the gist is enough. */
const MAX_LINES = 8;
/** Resolution the crops are cut from: higher than Paddle's 640 so small accents survive. */
const CROP_SOURCE_SIDE = 1600;

const NON_ASCII = /[^\u0020-\u007E]/u;

/**
 * Paddle lines between the keep threshold (0.8) and this need Tesseract to agree. In that band the dev set
 * holds both real reads ("FIFA" 0.86, "Quechua" 0.87, "Recbok" 0.82) and garbage from texture
 * ("MHO FARTEY?" 0.82, "WNRRAOR VRO" 0.86, "BINT" 0.81); Tesseract confirms the former and not the latter.
 */
const CONFIRM_BELOW = 0.9;
const MIN_AGREEMENT = 0.6;

/** Second opinion for an unsure Paddle line: keep it only when Tesseract read roughly the same letters. */
export function confirmed(paddle: { text: string; confidence: number }, tesseract: string | undefined): boolean {
  return paddle.confidence >= CONFIRM_BELOW || (tesseract !== undefined && similarity(paddle.text, tesseract) >= MIN_AGREEMENT);
}

/**
 * Paddle's PP-OCRv4 alphabet has no €, £, ç, ô, œ and drops most accents ("Creme a 29,99"). Tesseract's French
 * LSTM reads clean labels exactly, but on photos it is far worse than Paddle (dev set: 2 of 48 photo lines read
 * better, many garbled). So Tesseract may only *restore* what Paddle cannot write: its reading is taken when it
 * folds (case, accents, punctuation, symbols removed) to the same letters and digits as Paddle's, adds a
 * character outside ASCII, and Tesseract is itself confident.
 */
export function pickReading(paddle: string, tesseract: string | undefined, confidence: number): string {
  if (!tesseract || confidence < MIN_TESSERACT_CONFIDENCE || !NON_ASCII.test(tesseract)) {
    return paddle;
  }
  const folded = foldForCompare(paddle);
  return folded.length > 0 && folded === foldForCompare(tesseract) ? tesseract : paddle;
}

/** Re-reads Paddle's kept lines with Tesseract: restores accents/currency, drops unsure lines it does not confirm. */
export async function refineLines(image: Uint8Array, lines: readonly OcrLine[]): Promise<OcrLine[]> {
  if (lines.length === 0) {
    return [...lines];
  }
  const grey = await decodeGrey(image, CROP_SOURCE_SIDE);
  const refined: OcrLine[] = [];
  // Sequential on purpose: there is one Tesseract worker thread, parallel jobs would only queue.
  for (const [index, line] of lines.entries()) {
    if (index >= MAX_LINES) {
      refined.push(line);
      continue;
    }
    const reading = await readLine(grey, line.box);
    if (confirmed(line, reading?.text)) {
      refined.push({ ...line, text: pickReading(line.text, reading?.text, reading?.confidence ?? 0) });
    }
  }
  return refined;
}
