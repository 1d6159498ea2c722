/**
 * A garment the fashion category head has no class for (issue 22): the head, trained without swimwear, names a
 * swimsuit "top"; the general classifier's reading of such a garment replaces that refused guess in pixel-subject.ts.
 */
import type { VisualFacts } from '../types.ts';
import { isUnder } from '../facts/imagenet/noun-scores.ts';
import { nounById } from './lexicon/index.ts';
import { GUESS_LINE } from './guess-line.model.ts';
import { classifierView, FASHION_ROOTS, isFashionNoun, pickNoun, type SeenNoun } from './seen-noun.ts';

/**
 * Garments the fashion head has no class for: on a swimsuit or a swim cap its refused guess is another garment's
 * name ("top"). The classifier's noun of this kind replaces that guess over the outside-head line, fitted on the
 * training folds (guess-line.model.ts). Left out, as the classifier reads other garments as them on the training
 * photos: aprons, kimonos, sarongs, capes and bibs (T-shirts, dresses, shirts, jackets), balaclavas (caps), knee
 * pads (knee-high socks); helmets too (it reads round balls as helmets).
 */
const OUTSIDE_HEAD: ReadonlySet<string> = new Set([
  'swimsuit',
  'swim_cap',
  'shower_cap',
  'mittens',
  'nappy',
  'uniform',
  'abaya',
  'poncho',
  'pyjamas',
]);

/**
 * Finer nouns the head does know, under a noun it does not: swimming trunks are a swimsuit to WordNet and shorts to
 * the head (on the training folds, shorts read as trunks were 10 of the rule's 20 false names before this).
 */
const HEAD_KNOWS_UNDER: Readonly<Record<string, string>> = { swimsuit: 'board_shorts' };

/** Head classes that cover a classifier noun and all under it: the head's cap is any hat, a swim cap included. */
const HEAD_COVERS: Readonly<Record<string, string>> = { cap_hat: 'hat' };

/** Whether the head's refused guess already names the garment's kind (its cap for a swim cap). */
export function coveredByHead(outside: SeenNoun, guess: { fine: string | null }): boolean {
  const cover = guess.fine ? HEAD_COVERS[guess.fine] : undefined;
  return cover !== undefined && isUnder(outside.id, cover);
}

/** The classifier's garment the head cannot name, over the line. */
export function outsideHeadNoun(facts: VisualFacts, line: number = GUESS_LINE.outsideHead): SeenNoun | undefined {
  const scores = classifierView(facts);
  const known = (id: string): number => scores.find((s) => s.id === HEAD_KNOWS_UNDER[id])?.p ?? 0;
  const outside = scores.filter((s) => OUTSIDE_HEAD.has(s.id)).map((s) => ({ ...s, p: s.p - known(s.id) }));
  // Only the classifier's best fine reading of the garment: tights at 0.5 over a swimsuit at 0.3 is no swimsuit. The
  // nouns above it (hat over swim cap) hold its own mass and are no rivals.
  const fine = scores.filter((s) => isFashionNoun(s.id) && !FASHION_ROOTS.has(s.id) && !OUTSIDE_HEAD.has(s.id));
  const rival = (id: string): number => Math.max(0, ...fine.filter((s) => !isUnder(id, s.id)).map((s) => s.p));
  const pick = pickNoun(outside, line, (s) => s.p > rival(s.id));
  const noun = pick ? nounById(pick.id) : undefined;
  return pick && noun ? { id: pick.id, noun, p: pick.p, fashion: true } : undefined;
}
