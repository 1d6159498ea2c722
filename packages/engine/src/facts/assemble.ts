/**
 * The model-free half of extractFacts: from raw detections, face boxes, OCR text and a colour thumbnail to
 * VisualFacts. Kept apart so the tuning/measurement code can replay cached detections through the exact
 * production logic.
 */
import type { DetectedObject, TextLine, VisualFacts } from '../types.ts';
import { analyseColours, type Region } from './colour/analyse.ts';
import { garmentColours } from './colour/garment.ts';
import type { RgbRaster } from './decode.ts';
import type { FaceBox } from './detect/blazeface.ts';
import { classifyImageType, isFlat, type TypeCues } from './image-type.ts';

/** Detections below this are often wrong (cat→dog): facts only carry labels at or above it. */
export const TRUST_SCORE = 0.45;
/** BlazeFace scores for real faces sit above 0.9 on the dev set; false hits on fur and food stay below 0.7. */
export const FACE_SCORE = 0.75;
/** Detections from here up to TRUST_SCORE are kept as tentative evidence (named only with a review flag). */
export const TENTATIVE_SCORE = 0.25;

export interface LetterboxGeometry {
  scaleX: number;
  scaleY: number;
  offX: number;
  offY: number;
}

export interface AssembleInput {
  width: number;
  height: number;
  /** Letterbox geometry shared by the CenterNet and BlazeFace inputs (both square, same content placement). */
  geometry: LetterboxGeometry;
  /** CenterNet candidates in letterbox coordinates. */
  detections: DetectedObject[];
  /** BlazeFace candidates in letterbox coordinates. */
  faces: FaceBox[];
  text: TextLine[];
  textShare: number;
  thumb: RgbRaster;
}

export type FactsCore = Omit<VisualFacts, 'timingsMs' | 'category'>;

/** Map a box from the letterboxed square back to the image frame. */
export function unletterbox(box: [number, number, number, number], g: LetterboxGeometry): [number, number, number, number] {
  const x = Math.min(1, Math.max(0, (box[0] - g.offX) / g.scaleX));
  const y = Math.min(1, Math.max(0, (box[1] - g.offY) / g.scaleY));
  const w = Math.min(1 - x, box[2] / g.scaleX);
  const h = Math.min(1 - y, box[3] / g.scaleY);
  return [x, y, Math.max(0, w), Math.max(0, h)];
}

const area = (b: Region): number => b[2] * b[3];

export function assembleFacts(input: AssembleInput): FactsCore {
  const objects = input.detections.filter((d) => d.score >= TRUST_SCORE).map((d) => ({ ...d, box: unletterbox(d.box, input.geometry) }));
  const faces = input.faces.filter((f) => f.score >= FACE_SCORE).map((f) => ({ ...f, box: unletterbox(f.box, input.geometry) }));

  const people = objects.filter((o) => o.label === 'person');
  const mainPerson = [...people].sort((a, b) => area(b.box) - area(a.box))[0];
  const mainObject = objects.find((o) => o.label !== 'person');
  const subject: Region | undefined = mainPerson?.box ?? mainObject?.box;
  // Faces and hair are not the product: drop the face box, grown upwards for hair.
  const exclude: Region[] = faces.map(({ box: [x, y, w, h] }) => [x - w * 0.15, y - h * 0.5, w * 1.3, h * 1.7]);
  const colour = analyseColours(input.thumb, { subject, exclude, skin: mainPerson !== undefined });
  const mainFace = mainPerson ? [...faces].sort((a, b) => area(b.box) - area(a.box))[0]?.box : undefined;
  const garments = mainPerson && mainFace ? garmentColours(input.thumb, mainPerson.box, mainFace, exclude) : undefined;
  const tentativeObjects = input.detections
    .filter((d) => d.score >= TENTATIVE_SCORE && d.score < TRUST_SCORE)
    .map((d) => ({ ...d, box: unletterbox(d.box, input.geometry) }));

  const cues: TypeCues = {
    plain: colour.background.plain,
    uniformity: colour.background.uniformity,
    globalUniformity: colour.globalUniformity,
    foregroundShare: colour.foregroundShare,
    foregroundBox: colour.foregroundBox,
    edgeDensity: colour.edgeDensity,
    tileHomogeneity: colour.tileHomogeneity,
    textShare: input.textShare,
    objects,
    faces: faces.length,
    skinShare: colour.skinShare,
  };
  const { imageType, score } = classifyImageType(cues);
  return {
    width: input.width,
    height: input.height,
    objects,
    faces: faces.length,
    people: people.length,
    background: colour.background,
    colours: colour.colours,
    colourRegion: colour.background.plain ? 'product' : subject ? 'subject' : 'frame',
    garmentColours: garments,
    pieces: colour.pieces,
    productBox: colour.background.plain ? colour.foregroundBox : undefined,
    tentative: { objects: tentativeObjects },
    foregroundShare: colour.foregroundShare,
    text: input.text,
    textShare: input.textShare,
    flat: isFlat(cues),
    imageType,
    imageTypeScore: score,
  };
}
