/**
 * Detections under the detector's trust line that another reading confirms (issue 22, one decision over every
 * source): CenterNet at 0.33 on a teddy bear and MobileNet giving "teddy bear" 0.25 of the whole frame are two
 * models, trained on different photos, reading the same thing. Either alone is a guess; agreeing on the exact noun,
 * they are named like a trusted detection (and still weigh only their own score in the alt's confidence). The
 * detector finding one thing in several boxes, and Open Images finding a weak person in the same box, confirm too.
 */
import type { DetectedObject, VisualFacts } from '../types.ts';
import { isUnder } from '../facts/imagenet/noun-scores.ts';
import { cocoNoun } from './lexicon/index.ts';
import { kindOf } from './noun-kind.ts';
import { NOUN_GATE } from './noun-gate.model.ts';
import { OID_GATE } from './oid-gate.model.ts';
import { iou } from '../facts/detect/nms.ts';

/**
 * The classifier's probability for the detection's own noun (frame or product crop) needed to confirm it. Dev check
 * (not fitted: the training photos hold no COCO scenes): at 0.2, 7 detections confirmed on the 250 dev photos, all
 * right (chairs, a teddy bear, an airliner); at 0.1 two more, also right.
 */
export const CONFIRMING_P = 0.2;

/**
 * The classifier is sure of the detection's kind (food, animal, vehicle: a root noun at its naming gate) and reads no
 * other noun of that kind above CONFIRMING_P: the detector's finer noun is the only one on offer (a tentative pizza
 * in a frame the classifier reads as food at 0.95 but as no dish in particular).
 */
function kindConfirms(label: string, read: ReadonlyMap<string, number>): boolean {
  const noun = cocoNoun(label);
  const kind = noun ? kindOf(noun) : undefined;
  if (!noun || !kind || kind === noun.id || (read.get(kind) ?? 0) < NOUN_GATE.gate) {
    return false;
  }
  return ![...read].some(([id, p]) => p >= CONFIRMING_P && id !== noun.id && isUnder(id, kind) && !isUnder(noun.id, id));
}

/**
 * The detector finding one thing again and again: boxes of a label no trusted box has, enough of them at their score.
 * On the COCO photos (dev and outside dev): three boxes at 0.3 or more were annotated 15 times of 16 (four sheep in the
 * snow, six oranges, books on a desk), and on the 5,026 training photos they happen once; two boxes at 0.35 or more
 * were annotated 14 times of 15, but off scenes they are parts of one product (on training packshots, the two lenses
 * of sunglasses read as mice, the bottles of a gift set), so they count only on photos that are not packshots or model
 * shots.
 */
const AGREEMENTS: readonly { boxes: number; score: number; scenesOnly: boolean }[] = [
  { boxes: 3, score: 0.3, scenesOnly: false },
  { boxes: 2, score: 0.35, scenesOnly: true },
];

/** Each agreeing label with the lowest score its agreement counts. */
function agreeingLabels(facts: VisualFacts): Map<string, number> {
  const trusted = new Set(facts.objects.map((o) => o.label));
  const scene = facts.imageType !== 'packshot' && facts.imageType !== 'model';
  const weak = (facts.tentative?.objects ?? []).filter((o) => o.label !== 'person' && !trusted.has(o.label));
  const agreeing = new Map<string, number>();
  for (const label of new Set(weak.map((o) => o.label))) {
    const boxesAt = (score: number): number => weak.filter((o) => o.label === label && o.score >= score).length;
    const met = AGREEMENTS.find((a) => (scene || !a.scenesOnly) && boxesAt(a.score) >= a.boxes);
    if (met) {
      agreeing.set(label, met.score);
    }
  }
  return agreeing;
}

/** Boxes this alike (IoU) are one object seen by two detectors. */
const SAME_BOX = 0.5;
/** A weak person box counts from this score, as the weakest agreeing boxes do. */
const WEAK_PERSON = 0.3;

/**
 * A weak person box the Open Images detector also finds, in the same place and over its line, in a lifestyle photo:
 * two detectors agreeing (a surfer half in the water). On the COCO photos (dev and outside dev) both such people are
 * annotated. Never on product photos, whose person the product path already reads (a model shot typed as a packshot)
 * or which hold none: at the line, one of the two training photos both detectors read a person on is a scarf.
 */
export function confirmedPeople(facts: VisualFacts): DetectedObject[] {
  if (facts.imageType !== 'lifestyle') {
    return [];
  }
  const seen = (facts.oid ?? []).filter((d) => d.label === 'Person' && d.score >= OID_GATE.line);
  const trusted = facts.objects.filter((o) => o.label === 'person');
  const same = (o: DetectedObject, boxes: readonly DetectedObject[]): boolean => boxes.some((d) => iou(o.box, d.box) >= SAME_BOX);
  return (facts.tentative?.objects ?? []).filter(
    (o) => o.label === 'person' && o.score >= WEAK_PERSON && same(o, seen) && !same(o, trusted),
  );
}

/**
 * A classifier reading that is another thing's name: ImageNet's "kite" is the bird of prey, so beside a kite COCO
 * trusts (the toy, in the sky) the classifier's "bird" is that kite, and confirms no weak bird box (COCO x0045).
 */
const NAME_CLASH: Readonly<Record<string, string>> = { bird: 'kite' };

/**
 * People are confirmed only by the other detector (confirmedPeople): the classifier's "person" is a handful of
 * classes (a groom, a diver).
 */
export function confirmedObjects(facts: VisualFacts): DetectedObject[] {
  const read = new Map<string, number>();
  for (const s of [...(facts.imagenet?.frame ?? []), ...(facts.imagenet?.crop ?? [])]) {
    read.set(s.id, Math.max(read.get(s.id) ?? 0, s.p));
  }
  const agreeing = agreeingLabels(facts);
  const trusted = new Set(facts.objects.map((o) => o.label));
  const byModels = (o: DetectedObject): boolean =>
    !trusted.has(NAME_CLASH[o.label] ?? '') && ((read.get(o.label) ?? 0) >= CONFIRMING_P || kindConfirms(o.label, read));
  const bySelf = (o: DetectedObject): boolean => o.score >= (agreeing.get(o.label) ?? Infinity);
  return [...(facts.tentative?.objects ?? []).filter((o) => o.label !== 'person' && (byModels(o) || bySelf(o))), ...confirmedPeople(facts)];
}

/** The detections an alt may name: the trusted ones, then the confirmed ones. */
export function namedObjects(facts: VisualFacts): DetectedObject[] {
  return [...facts.objects, ...confirmedObjects(facts)];
}
