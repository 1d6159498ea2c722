import type { OcrLine } from './lines.ts';
import { foldForCompare, similarity } from './similarity.ts';
import { decodeGrey, readLine } from './tesseract.ts';

/** Tesseract confidence (0..1) below which its reading is ignored. */
const MIN_TESSERACT_CONFIDENCE = 0.75;
/** Re-reading costs ~30–100 ms a line; a page of text is an infographic and the gist is enough. */
const MAX_LINES = 8;
/** Resolution the crops are cut from: higher than Paddle's 640 so small accents survive. */
const CROP_SOURCE_SIDE = 1600;

const NON_ASCII_G = /[^\u0020-\u007E]/gu;
const SURE_TESSERACT = 0.9;

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
 * adds characters outside ASCII, is itself confident, and folds (case, accents, ligatures, punctuation and
 * symbols removed) to the same letters and digits as Paddle's, or nearly so when it is very sure.
 */
export function pickReading(paddle: string, tesseract: string | undefined, confidence: number): string {
  if (!tesseract || confidence < MIN_TESSERACT_CONFIDENCE || nonAscii(tesseract) <= nonAscii(paddle)) {
    return paddle;
  }
  const folded = foldForCompare(paddle);
  if (folded.length === 0) {
    return paddle;
  }
  if (folded === foldForCompare(tesseract)) {
    return tesseract;
  }
  // Paddle also misreads what it cannot write ("œufs" as "ceufs"); a very sure Tesseract may then differ by a
  // letter or so. On photos Tesseract is rarely this sure (dev set: 1 of 48 lines at ≥ 0.9).
  return confidence >= SURE_TESSERACT && similarity(paddle, tesseract) >= 0.85 ? tesseract : paddle;
}

function nonAscii(text: string): number {
  return text.match(NON_ASCII_G)?.length ?? 0;
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
