/**
 * Image type from the facts alone (no title): a small, ordered rule set whose thresholds were tuned on the
 * dev product photos (see tools/measure/measure-facts.ts for the figures). Returns the type and a 0..1 score saying how
 * clearly the cues pointed to it.
 */
import type { ImageType } from '@alt-optimizer/contract';
import type { DetectedObject } from '../types.ts';

export interface TypeCues {
  plain: boolean;
  uniformity: number;
  globalUniformity: number;
  foregroundShare: number;
  /** Normalised [x, y, w, h] of the foreground on plain backgrounds. */
  foregroundBox: [number, number, number, number];
  edgeDensity: number;
  tileHomogeneity: number;
  textShare: number;
  /** Trusted detections (score ≥ the trust threshold). */
  objects: DetectedObject[];
  faces: number;
  /** Skin-toned share of the subject's foreground (see analyseColours); undefined when not measured. */
  skinShare?: number | undefined;
}

export const TYPE_THRESHOLDS = {
  /** Almost every pixel within ΔE 10 of the median colour: a flat fill or spacer. */
  flatUniformity: 0.98,
  /** Smooth gradients: hardly any local contrast and every tile alike. */
  gradientEdge: 0.4,
  /** Even textures with no subject (brick, grass, gravel, star fields): every tile alike, yet busy. */
  patternHomogeneity: 0.9,
  patternEdge: 5,
  /** Text (from OCR) covering this share of the frame makes it an infographic / text image. */
  textShare: 0.2,
  /** Person box area that makes the person the subject (model shot) rather than a passer-by. */
  modelPersonArea: 0.12,
  /** Studio-like background (border uniformity) for a model shot; on busy scenes a person is lifestyle. */
  modelBackdrop: 0.5,
  /** A lone person filling this much of a busy frame is still a portrait-style model shot. */
  lonePersonArea: 0.25,
  /**
   * On a backdrop that is not plain, the classifier's share for clothes, shoes and accessories
   * (imagenet/worn-share.ts) a model shot needs; below it the person is a scene's subject (a pitcher, a child on a
   * toilet), never "worn by a model". `npm run train:model-gate`: the highest line that demotes at most 2 % of the
   * 248 training model shots on such backdrops (folds 0.12–0.19, out-of-fold 2.0 %).
   */
  modelWorn: 0.16,
  /** Foreground bounding box area on a plain background beyond which the product fills the frame. */
  detailBoxArea: 0.97,
  /**
   * A foreground on a plain background covering at least this share of the frame (0.5 %) inside a box smaller
   * than objectBoxArea is a segmented object, never decoration: a small dark camera on black or white reads
   * as ≥ 98 % "uniform" and as a smooth frame, yet it is the whole point of the image.
   */
  objectShare: 0.005,
  /** Foregrounds spread over (nearly) the whole frame are speckle or texture (star fields), not one object. */
  objectBoxArea: 0.9,
  /**
   * A "person" on a plain backdrop with no face and (almost) no skin is a ghost mannequin or a garment laid
   * out: a packshot. Dev: both such packshots measure 0 % skin, the least skin on a real model shot is 4 %.
   */
  ghostSkin: 0.01,
  /** Any OCR text at all (share of the frame) means the image says something. */
  decorativeMaxText: 0.005,
};

function area(b: [number, number, number, number]): number {
  return b[2] * b[3];
}

/** A compact foreground segmented from a plain background: an object, whatever the global statistics say. */
export function hasSegmentedObject(c: Pick<TypeCues, 'plain' | 'foregroundShare' | 'foregroundBox'>): boolean {
  return c.plain && c.foregroundShare >= TYPE_THRESHOLDS.objectShare && area(c.foregroundBox) < TYPE_THRESHOLDS.objectBoxArea;
}

/** Nothing that could carry information: no trusted detection, no face, no text, no segmented object. */
function carriesNothing(c: TypeCues): boolean {
  return c.objects.length === 0 && c.faces === 0 && c.textShare < TYPE_THRESHOLDS.decorativeMaxText && !hasSegmentedObject(c);
}

/**
 * Flat (decorative, empty alt): a near-uniform fill or a smooth gradient, and only when nothing in the image
 * could carry information. Conservative on purpose: hiding an informative image from screen readers is the
 * worst failure, an alt on a spacer only a mild one.
 */
export function isFlat(c: TypeCues): boolean {
  const smooth =
    c.globalUniformity >= TYPE_THRESHOLDS.flatUniformity ||
    (c.edgeDensity < TYPE_THRESHOLDS.gradientEdge && c.tileHomogeneity >= TYPE_THRESHOLDS.patternHomogeneity);
  return smooth && carriesNothing(c);
}

export function classifyImageType(c: TypeCues): { imageType: ImageType; score: number } {
  if (isFlat(c)) {
    return { imageType: 'decorative', score: Math.min(1, 0.6 + c.globalUniformity * 0.4) };
  }
  if (c.textShare >= TYPE_THRESHOLDS.textShare) {
    return { imageType: 'text', score: Math.min(1, 0.5 + c.textShare) };
  }
  if (carriesNothing(c) && c.tileHomogeneity >= TYPE_THRESHOLDS.patternHomogeneity && c.edgeDensity >= TYPE_THRESHOLDS.patternEdge) {
    return { imageType: 'decorative', score: 0.5 };
  }
  const people = c.objects.filter((o) => o.label === 'person');
  const others = c.objects.filter((o) => o.label !== 'person');
  const mainPerson = people.reduce((best, p) => Math.max(best, area(p.box)), 0);
  const ghost = c.plain && c.faces === 0 && c.skinShare !== undefined && c.skinShare < TYPE_THRESHOLDS.ghostSkin;
  const isSubject = !ghost && (mainPerson >= TYPE_THRESHOLDS.modelPersonArea || (c.faces > 0 && mainPerson > 0.05));
  const studio = c.plain || c.uniformity >= TYPE_THRESHOLDS.modelBackdrop;
  const lone = people.length === 1 && others.length === 0 && mainPerson >= TYPE_THRESHOLDS.lonePersonArea;
  // A catalogue model shot shows one model: of the 1,423 training photos typed so, 9 hold two trusted people and
  // none three, or two beside another object. A table of diners is a scene.
  const gathering = people.length >= 3 || (people.length === 2 && others.length > 0);
  if (isSubject && (studio || lone) && !gathering) {
    const score = Math.max(...people.map((p) => p.score), 0.5);
    return { imageType: 'model', score };
  }
  if (isSubject) {
    return { imageType: 'lifestyle', score: 0.6 };
  }
  if (c.plain) {
    const fills = area(c.foregroundBox) >= TYPE_THRESHOLDS.detailBoxArea && c.foregroundShare > 0.7;
    return fills ? { imageType: 'detail', score: 0.5 } : { imageType: 'packshot', score: c.uniformity };
  }
  // Not plain: a close-up fills the frame with one subject and little clutter; otherwise a scene.
  if (others.length === 0 && c.uniformity < 0.3 && c.edgeDensity < 6) {
    return { imageType: 'detail', score: 0.45 };
  }
  return { imageType: 'lifestyle', score: 0.55 };
}

/**
 * A model shot stays one on a backdrop that is not plain only when the classifier sees what the person wears;
 * otherwise the photo is a scene with a person in it. Decided after classifyImageType because the classifier runs
 * on the person's crop, which needs the model reading first.
 */
export function confirmModelShot(imageType: ImageType, plain: boolean, wornShare: number): ImageType {
  return imageType === 'model' && !plain && wornShare < TYPE_THRESHOLDS.modelWorn ? 'lifestyle' : imageType;
}
