/**
 * extractFacts: everything the local models see in one image, as pure data (no wording, no language).
 *
 * Stages (timings in facts.timingsMs): decode → CenterNet (objects + category features, one pass) →
 * BlazeFace (face count) → colours/background (sharp + JS) → optional OCR → optional category head → type.
 * Models load once per process (per worker thread) through loadFactModels().
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { DetectedObject, TextLine, VisualFacts } from '../types.ts';
import { analyseColours, type Region } from './colour/analyse.ts';
import { warmPaletteLut } from './colour/name-pixels.ts';
import { decodeImage, letterbox, letterboxGeometry, thumbnail, type DecodedImage } from './decode.ts';
import { BLAZEFACE_INPUT, detectFaces, disposeBlazeFace, loadBlazeFace } from './detect/blazeface.ts';
import { CENTERNET_INPUT, disposeCenterNet, loadCenterNet, runCenterNet } from './detect/centernet.ts';
import { classifyImageType, isFlat } from './image-type.ts';
import { initTf } from './tf-runtime.ts';

export type { DecodedImage } from './decode.ts';
export { runCenterNet, FEATURE_DIM, type CenterNetResult } from './detect/centernet.ts';
export { PALETTE, PALETTE_BY_KEY, colourName } from './colour/palette.ts';

/** Detections below this are often wrong (cat→dog): facts only carry labels at or above it. */
export const TRUST_SCORE = 0.45;
/** BlazeFace scores for real faces sit above 0.9 on the dev set; false hits on fur and food stay below 0.7. */
export const FACE_SCORE = 0.75;
const COLOUR_THUMB = 128;

export interface ExtractOptions {
  /** Run OCR (default true; skipped anyway when cheap cues say there is no text). */
  ocr?: boolean;
  /** Run the product-category head (default true when its model is present). */
  category?: boolean;
}

/** Facts plus the backbone descriptor the category head reads (not part of the public VisualFacts shape). */
export interface ExtractedFacts extends VisualFacts {
  /** 680-d CenterNet descriptor (see detect/centernet.ts), for the category head. */
  features?: Float32Array | undefined;
}

interface OcrModule {
  readText(image: Uint8Array): Promise<{ lines: TextLine[]; textShare: number; ms: number }>;
  loadOcr(): Promise<void>;
}

let ocrModule: Promise<OcrModule | null> | null = null;

/** OCR lives in its own folder (another engineer's module); load it only if it is there. */
function getOcr(): Promise<OcrModule | null> {
  ocrModule ??= (async () => {
    const url = new URL('./ocr/index.ts', import.meta.url);
    if (!existsSync(fileURLToPath(url))) {
      return null;
    }
    const mod = (await import(url.href)) as Partial<OcrModule>;
    return typeof mod.readText === 'function' && typeof mod.loadOcr === 'function' ? (mod as OcrModule) : null;
  })();
  return ocrModule;
}

let loaded: Promise<void> | null = null;

/** Load every local model once; concurrent callers share one load. */
export function loadFactModels(opts: ExtractOptions = {}): Promise<void> {
  loaded ??= (async () => {
    await initTf();
    warmPaletteLut();
    await Promise.all([loadCenterNet(), loadBlazeFace()]);
  })();
  const ocr = opts.ocr === false ? Promise.resolve() : getOcr().then((m) => m?.loadOcr());
  return Promise.all([loaded, ocr]).then(() => undefined);
}

export function disposeFactModels(): void {
  disposeCenterNet();
  disposeBlazeFace();
  loaded = null;
}

/** Map a box from the letterboxed square back to the image frame. */
function unletterbox(box: [number, number, number, number], img: DecodedImage): [number, number, number, number] {
  const g = letterboxGeometry(img);
  const x = Math.min(1, Math.max(0, (box[0] - g.offX) / g.scaleX));
  const y = Math.min(1, Math.max(0, (box[1] - g.offY) / g.scaleY));
  const w = Math.min(1 - x, box[2] / g.scaleX);
  const h = Math.min(1 - y, box[3] / g.scaleY);
  return [x, y, Math.max(0, w), Math.max(0, h)];
}

function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}

export async function extractFacts(image: Uint8Array, opts: ExtractOptions = {}): Promise<ExtractedFacts> {
  const timingsMs: Record<string, number> = {};
  let t = performance.now();
  const lap = (name: string): void => {
    const now = performance.now();
    timingsMs[name] = round(now - t);
    t = now;
  };
  await loadFactModels({ ocr: false });
  lap('load');

  const img = await decodeImage(image);
  const [cnIn, faceIn, thumb] = await Promise.all([
    letterbox(img, CENTERNET_INPUT),
    letterbox(img, BLAZEFACE_INPUT),
    thumbnail(img, COLOUR_THUMB),
  ]);
  lap('decode');

  const cn = await runCenterNet(cnIn);
  const objects: DetectedObject[] = cn.detections
    .filter((d) => d.score >= TRUST_SCORE)
    .map((d) => ({ ...d, box: unletterbox(d.box, img) }));
  lap('detect');

  const faceBoxes = (await detectFaces(faceIn, FACE_SCORE)).map((f) => ({ ...f, box: unletterbox(f.box, img) }));
  lap('faces');

  const people = objects.filter((o) => o.label === 'person');
  const mainPerson = [...people].sort((a, b) => b.box[2] * b.box[3] - a.box[2] * a.box[3])[0];
  const mainObject = objects.find((o) => o.label !== 'person');
  const subject: Region | undefined = mainPerson?.box ?? mainObject?.box;
  // Faces and hair are not the product: drop the face box, grown a little upwards for hair.
  const exclude: Region[] = faceBoxes.map(({ box: [x, y, w, h] }) => [x - w * 0.15, y - h * 0.5, w * 1.3, h * 1.7]);
  const colour = analyseColours(thumb, { subject, exclude });
  lap('colour');

  let text: TextLine[] = [];
  let textShare = 0;
  if (opts.ocr !== false) {
    const ocr = await getOcr();
    if (ocr) {
      await ocr.loadOcr();
      const read = await ocr.readText(image);
      text = read.lines.map((l) => ({ text: l.text, confidence: l.confidence }));
      textShare = read.textShare;
    }
    lap('ocr');
  }

  const flat = isFlat(colour);
  const { imageType, score } = classifyImageType({
    plain: colour.background.plain,
    uniformity: colour.background.uniformity,
    globalUniformity: colour.globalUniformity,
    foregroundShare: colour.foregroundShare,
    foregroundBox: colour.foregroundBox,
    edgeDensity: colour.edgeDensity,
    textShare,
    objects,
    faces: faceBoxes.length,
  });
  lap('type');

  timingsMs.total = round(Object.values(timingsMs).reduce((a, b) => a + b, 0) - (timingsMs.load ?? 0));
  return {
    width: img.width,
    height: img.height,
    objects,
    faces: faceBoxes.length,
    people: people.length,
    background: colour.background,
    colours: colour.colours,
    foregroundShare: colour.foregroundShare,
    text,
    textShare,
    flat,
    imageType,
    imageTypeScore: score,
    timingsMs,
    features: cn.features,
  };
}
