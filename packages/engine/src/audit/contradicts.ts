/**
 * Does an alt name an object or a color the engine is sure is not in the picture? Only the composer's own calibrated
 * decisions speak here, so the answer is "no" whenever the engine is unsure:
 * - objects: `contradictingNoun` (a non-fashion noun above the contradiction line, fitted to be crossed by at most
 *   0.5 % of the training fashion photos). The alt contradicts it only when its head noun (the first it names: what
 *   it says the picture is) is one the classifier knows and sits on another branch of the noun chains than the sure
 *   reading (a "table" where "chair" is sure; not "seat" or "furniture", which are above it, nor "folding chair",
 *   below), no other noun of the alt is on the sure reading's branch, and the merchant's title does not name the
 *   alt's noun's branch too (two sources against the classifier: unsure). Nouns the classifier does not know
 *   ("laptop", "armchair") are never held against the alt;
 * - colors: `productColours` (the pixel colors the composer would write, already passed by the colour-trust model).
 *   The alt contradicts them only when none of the color families it names is one of theirs or next to one of
 *   theirs (black and grey, red and pink… are too close for a camera and a screen to tell apart).
 */
import { productColours } from '../compose/choose-colours.ts';
import { coloursIn } from '../compose/title-colours.ts';
import { colourWord, findNouns, type Noun } from '../compose/lexicon/index.ts';
import { contradictingNoun, seenNoun } from '../compose/seen-noun.ts';
import { isImagenetNoun, isUnder } from '../facts/imagenet/noun-scores.ts';
import type { VisualFacts } from '../types.ts';
import type { Words } from './reasons.ts';

/** One noun is the other, or above or below it on a chain: the same branch. */
function sameBranch(a: string, b: string): boolean {
  return a === b || isUnder(a, b) || isUnder(b, a);
}

/** Color families a photo can make look like each other (lighting, a screen, a shadow). */
const NEAR_FAMILIES: readonly (readonly [string, string])[] = [
  ['black', 'grey'],
  ['grey', 'white'],
  ['white', 'beige'],
  ['beige', 'brown'],
  ['beige', 'yellow'],
  ['brown', 'orange'],
  ['brown', 'red'],
  ['red', 'orange'],
  ['red', 'pink'],
  ['pink', 'purple'],
  ['purple', 'blue'],
  ['blue', 'green'],
  ['green', 'yellow'],
  ['orange', 'yellow'],
];

function near(a: string, b: string): boolean {
  return a === b || NEAR_FAMILIES.some(([x, y]) => (x === a && y === b) || (x === b && y === a));
}

/** What the alt and the picture disagree on, as the two words (EN and FR), or undefined when they agree or we cannot tell. */
export interface Contradiction {
  kind: 'object' | 'color';
  named: Words;
  seen: Words;
}

function nounWords(noun: Noun): Words {
  return { en: noun.en.sg, fr: noun.fr.sg };
}

function objectContradiction(facts: VisualFacts, named: readonly Noun[], title: string | undefined): Contradiction | undefined {
  const sure = contradictingNoun(facts);
  const [head] = named;
  if (!sure || !head || !isImagenetNoun(head.id) || named.some((n) => sameBranch(n.id, sure.id))) {
    return undefined;
  }
  if (title && findNouns(title).some((m) => sameBranch(m.noun.id, head.id))) {
    return undefined;
  }
  return { kind: 'object', named: nounWords(head), seen: nounWords(sure.noun) };
}

function colorContradiction(alt: string, facts: VisualFacts, named: readonly Noun[]): Contradiction | undefined {
  const said = coloursIn(alt)
    .map((k) => colourWord(k))
    .filter((c) => c !== undefined);
  if (said.length === 0) {
    return undefined;
  }
  const noun = named[0] ?? seenNoun(facts)?.noun;
  const trusted = productColours(facts, noun)
    .map((k) => colourWord(k))
    .filter((c) => c !== undefined);
  const [seen] = trusted;
  if (!seen || said.some((s) => trusted.some((t) => near(s.family, t.family)))) {
    return undefined;
  }
  const [first] = said;
  return first ? { kind: 'color', named: { en: first.en, fr: first.fr.ms }, seen: { en: seen.en, fr: seen.fr.ms } } : undefined;
}

/**
 * The first thing the alt says that the engine is sure the picture contradicts: an object, else a color. Nouns are
 * read in the alt's own language when it is known: "Four cups" names no French oven (« four »).
 */
export function contradiction(alt: string, facts: VisualFacts, title?: string, language?: 'en' | 'fr'): Contradiction | undefined {
  const named = findNouns(alt)
    .filter((m) => !language || m.lang === 'any' || m.lang === language)
    .map((m) => m.noun);
  return objectContradiction(facts, named, title) ?? colorContradiction(alt, facts, named);
}
