import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';

export interface LineReading {
  text: string;
  /** Tesseract's own confidence, rescaled to 0..1. */
  confidence: number;
}

export type TesseractLang = 'fra' | 'eng';

const workers = new Map<TesseractLang, Promise<Worker>>();

/** Folder of the LSTM-only "best_int" traineddata inside @tesseract.js-data/<lang>: read locally, never fetched. */
function langPath(lang: TesseractLang): string {
  return path.join(path.dirname(fileURLToPath(import.meta.resolve(`@tesseract.js-data/${lang}/package.json`))), '4.0.0_best_int');
}

/**
 * One Tesseract worker thread per process, created on first use (only needed when Paddle found text).
 * French by default: its LSTM alphabet covers English text too and adds what Paddle lacks (€, ç, ô, œ).
 * eng+fra in one worker is not possible from node_modules: the two packages keep their files in different
 * folders, tesseract.js takes one langPath, and its { code, data } language objects are broken in v7
 * (initialize() joins `data` instead of `code`).
 */
export function loadTesseract(lang: TesseractLang = 'fra'): Promise<Worker> {
  let worker = workers.get(lang);
  if (!worker) {
    worker = (async () => {
      const created = await createWorker(lang, OEM.LSTM_ONLY, { langPath: langPath(lang), cacheMethod: 'none', gzip: true });
      // Each crop holds one line of text; the default page segmentation would look for columns and blocks.
      // Our crops carry no DPI; saying 300 silences Tesseract's "Invalid resolution" warning and its guesswork.
      await created.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_LINE, user_defined_dpi: '300' });
      return created;
    })().catch((error: unknown) => {
      workers.delete(lang);
      throw error;
    });
    workers.set(lang, worker);
  }
  return worker;
}

export async function closeTesseract(): Promise<void> {
  const current = [...workers.values()];
  workers.clear();
  await Promise.all(current.map(async (w) => (await w).terminate()));
}

export interface GreyImage {
  data: Buffer;
  width: number;
  height: number;
}

/** Decode once (upright, grey, at most `maxSide`) so every line crop is cut from the same pixels. */
export async function decodeGrey(image: Uint8Array, maxSide: number): Promise<GreyImage> {
  const { data, info } = await sharp(image, { failOn: 'none' })
    .rotate()
    .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Text height Tesseract's LSTM reads best at; Paddle's crops at 640 px are often 15–25 px high. */
const TARGET_HEIGHT = 48;

/** Re-reads one normalised [x, y, w, h] box. Returns null when Tesseract sees nothing there. */
export async function readLine(
  grey: GreyImage,
  box: readonly [number, number, number, number],
  lang: TesseractLang = 'fra',
): Promise<LineReading | null> {
  const [x, y, w, h] = box;
  // Paddle's boxes hug the glyphs; Tesseract needs a margin to find the baseline.
  const pad = h * 0.25;
  const left = Math.max(0, Math.floor((x - pad) * grey.width));
  const top = Math.max(0, Math.floor((y - pad) * grey.height));
  const right = Math.min(grey.width, Math.ceil((x + w + pad) * grey.width));
  const bottom = Math.min(grey.height, Math.ceil((y + h + pad) * grey.height));
  if (right - left < 4 || bottom - top < 4) {
    return null;
  }
  const crop = await sharp(grey.data, { raw: { width: grey.width, height: grey.height, channels: 1 } })
    .extract({ left, top, width: right - left, height: bottom - top })
    .resize({ height: Math.round(TARGET_HEIGHT * 1.5) })
    .normalise()
    .png()
    .toBuffer();
  const tesseract = await loadTesseract(lang);
  const { data } = await tesseract.recognize(crop);
  const text = data.text.replace(/\s+/g, ' ').trim();
  return text ? { text, confidence: data.confidence / 100 } : null;
}
