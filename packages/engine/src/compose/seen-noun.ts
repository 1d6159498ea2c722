/**
 * The noun the general classifier is sure of (issue 22): the finest noun whose summed class probability passes a
 * gate fitted on the training folds (noun-gate.model.ts, `npm run train:noun-gate`). When "folding chair" is unsure,
 * "chair" or "seat" may still be sure; when nothing is, it says nothing.
 *
 * ImageNet knows fashion poorly (briefs read as swimming trunks, a watch face as a wall clock) and the fashion head
 * knows nothing else, so the classifier's fashion nouns only ever confirm a coarse word (clothing, footwear, bag);
 * its other nouns (furniture, devices, balls, animals, food) are named at their own gate.
 */
import type { NounScore, VisualFacts } from '../types.ts';
import { nounRoot } from '../facts/imagenet/noun-scores.ts';
import { nounById, type Noun } from './lexicon/index.ts';
import { NOUN_GATE } from './noun-gate.model.ts';

/**
 * WordNet nodes that are true of almost anything and tell a reader nothing ("a device", "a structure"), or that
 * name a material rather than an object: never named as the subject. Nouns under 'landscape' (seashore, valley,
 * alp) are places: read-scene.ts says them after the subject instead.
 */
const NEVER_SUBJECT: ReadonlySet<string> = new Set(['device', 'structure', 'container', 'fabric']);

/** Roots of what the fashion head was trained on: there the head names, the classifier at most confirms. */
export const FASHION_ROOTS: ReadonlySet<string> = new Set([
  'clothing',
  'footwear',
  'bag',
  'watch',
  'sunglasses',
  'wallet',
  'necklace',
  'hair_clip',
  'perfume',
  'wig',
]);

export function isFashionNoun(id: string): boolean {
  return FASHION_ROOTS.has(nounRoot(id));
}

export interface SeenNoun {
  id: string;
  noun: Noun;
  p: number;
  /** A noun of the fashion head's world (then only its coarse word), or anything else. */
  fashion: boolean;
}

/** The finest nameable noun at or above the gate among those `keep` allows (ties: the more probable). */
export function pickNoun(scores: readonly NounScore[], gate: number, keep: (s: NounScore) => boolean = () => true): NounScore | undefined {
  return scores
    .filter((s) => s.p >= gate && !NEVER_SUBJECT.has(s.id) && s.id !== 'landscape' && nounRoot(s.id) !== 'landscape' && keep(s))
    .sort((a, b) => b.depth - a.depth || b.p - a.p)[0];
}

/**
 * A non-fashion noun at the gate (or both views agreeing on it at the agreement line), else a fashion root (clothing, footwear, bag…) at the fashion gate when it also
 * outweighs every other root (a chair read "furniture 0.6, clothing 0.2" is not a garment).
 */
export function pickSeen(
  scores: readonly NounScore[],
  frame?: readonly NounScore[],
  gates: { gate: number; fashionGate: number; agreement: number } = NOUN_GATE,
): NounScore | undefined {
  return (
    pickNoun(scores, gates.gate, (s) => !isFashionNoun(s.id)) ??
    agreedNoun(scores, frame, gates.agreement) ??
    pickFashionRoot(scores, gates.fashionGate)
  );
}

/**
 * A non-fashion noun both views read over the agreement line (`agreement` in noun-gate.model.ts): the crop and
 * the whole frame seeing the same seat at 0.75 is surer than one view at 0.75. The finer of the two views' picks.
 */
export function agreedNoun(crop: readonly NounScore[], frame: readonly NounScore[] | undefined, line: number): NounScore | undefined {
  if (!frame) {
    return undefined;
  }
  const inFrame = new Map(frame.map((s) => [s.id, s.p]));
  return pickNoun(crop, line, (s) => !isFashionNoun(s.id) && (inFrame.get(s.id) ?? 0) >= line);
}

/** A fine fashion noun (a swim cap, socks, a swimsuit; not a root such as clothing) at the fine-fashion line. */
export function pickFineFashion(scores: readonly NounScore[], line: number): NounScore | undefined {
  return pickNoun(scores, line, (s) => isFashionNoun(s.id) && !FASHION_ROOTS.has(s.id));
}

export function pickFashionRoot(scores: readonly NounScore[], gate: number): NounScore | undefined {
  const otherRoots = Math.max(0, ...scores.filter((s) => s.depth === 0 && !FASHION_ROOTS.has(s.id)).map((s) => s.p));
  return pickNoun(scores, gate, (s) => FASHION_ROOTS.has(s.id) && s.p > otherRoots);
}

/** The view the noun is read from: the product crop when there is one (facts/index.ts classifierBox), else the frame. */
export function classifierView(facts: VisualFacts): readonly NounScore[] {
  const im = facts.imagenet;
  return im ? (im.crop ?? im.frame) : [];
}

export function seenNoun(facts: VisualFacts): SeenNoun | undefined {
  const im = facts.imagenet;
  const pick = pickSeen(classifierView(facts), im?.crop ? im.frame : undefined);
  const noun = pick ? nounById(pick.id) : undefined;
  return pick && noun ? { id: pick.id, noun, p: pick.p, fashion: isFashionNoun(pick.id) } : undefined;
}

/**
 * A non-fashion noun so sure that the picture is not what the fashion head or the merchant says (a chair the head
 * calls heels): above the contradiction line, fitted to be crossed by at most 0.5 % of the training fashion photos.
 */
export function contradictingNoun(facts: VisualFacts): SeenNoun | undefined {
  const pick = pickNoun(classifierView(facts), NOUN_GATE.contradiction, (s) => !isFashionNoun(s.id));
  const noun = pick ? nounById(pick.id) : undefined;
  return pick && noun ? { id: pick.id, noun, p: pick.p, fashion: false } : undefined;
}

/** Below this, a root's mass is noise rather than a reading. */
const ROOT_READING = 0.3;

/**
 * The classifier reads something other than fashion here: a non-fashion root outweighs every fashion root. The
 * fashion head's refused guess (it knows nothing else) is then not worth naming.
 */
export function looksNonFashion(facts: VisualFacts): boolean {
  const roots = classifierView(facts).filter((s) => s.depth === 0);
  const other = Math.max(0, ...roots.filter((s) => !FASHION_ROOTS.has(s.id)).map((s) => s.p));
  const fashion = Math.max(0, ...roots.filter((s) => FASHION_ROOTS.has(s.id)).map((s) => s.p));
  return other >= ROOT_READING && other > fashion;
}
