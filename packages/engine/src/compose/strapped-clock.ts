/**
 * COCO has no wristwatch: the detector calls a watch's face a "clock". On a packshot, a clock face that spans
 * well under the product's length along one axis has a strap or bracelet beyond it, so the product is a watch
 * (dev: a steel watch read "Grey clock on a plain background"). A wall clock fills its own silhouette.
 */
import type { VisualFacts } from '../types.ts';
import { cocoNoun, nounById, type Noun } from './lexicon/index.ts';
import { namedObjects } from './confirmed-objects.ts';

/** A face covering less than this share of the product's height (or width) has a band beyond it. */
const FACE_SHARE_WITH_BAND = 0.6;

/** The watch a detected "clock" really is, or undefined when `named` is not a clock or nothing shows a band. */
export function strappedClock(facts: VisualFacts, named: Noun): Noun | undefined {
  const product = facts.productBox;
  // The clock the alt would name: trusted, or a weaker detection the classifier confirms (a watch's face read as a
  // clock by both models).
  const clock = namedObjects(facts).find((o) => o.label === 'clock');
  if (named.id !== cocoNoun('clock')?.id || facts.imageType !== 'packshot' || !product || !clock) {
    return undefined;
  }
  const [, , w, h] = clock.box;
  const banded = h < FACE_SHARE_WITH_BAND * product[3] || w < FACE_SHARE_WITH_BAND * product[2];
  return banded ? nounById('watch') : undefined;
}
