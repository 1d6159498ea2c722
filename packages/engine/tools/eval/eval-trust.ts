/**
 * Issue 9 metrics: is the alt worth publishing as is, and does the review flag catch the ones that are not?
 * Counted per row, then over all rows and over the rows the engine did NOT flag for review.
 */
import type { Language } from '@alt-optimizer/contract';
import { coloursIn } from '../../src/compose/title-colours.ts';
import { cocoNoun, colourWord, findNouns, nounById, type Noun, type NounMatch } from '../../src/compose/lexicon/index.ts';
import { kindOf } from '../../src/compose/noun-kind.ts';
import { isUnder } from '../../src/facts/imagenet/noun-scores.ts';
import type { AltResult } from '../../src/types.ts';
import { labelColourFamilies, type Label } from './labels.ts';
import { PLACES } from '../../src/compose/lexicon/places.ts';
import { ACTIVITIES } from '../../src/compose/lexicon/activities.ts';

export interface TrustRow {
  /** A colour was named and none of the named colours is the labelled one. */
  wrongColour: boolean;
  /** The label has a colour (the denominator of wrongColour). */
  hasColourLabel: boolean;
  /** The alt names no noun at all (product or object): "Product in shades of black". */
  nameless: boolean;
  /** A product/object noun that is not in the picture (product set: wrong product word; COCO: not annotated). */
  wrongObject: boolean;
  /** French alt: it opens with a French noun (after « Gros plan sur » at most), not a name or an English word. */
  frenchNoun: boolean;
  /** Complete mode: a content word beyond the title, colours and the framing words. */
  factBeyondTitle: boolean;
  /** General photos: the alt names at least one annotated object. */
  namesAnnotated: boolean;
  /**
   * General photos: a noun of the alt is a noun of a human caption (any of its lexicon forms, either language's
   * alt read in English forms of the same noun): how the held-out general photos are judged.
   */
  namesCaptionNoun: boolean;
  flagged: boolean;
}

/** Words that describe the framing of the picture, not the product (they add no fact for this metric). */
// prettier-ignore
const FRAMING = new Set(
  'a an the of on in by with and for to is at white plain background worn carried held model person real-life setting close-up product view sur fond blanc uni porté portée portés portées par un une mannequin en situation gros plan vue produit le la les de du des et avec pour'.split(' '),
);

function contentWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’']/g, ' ')
    .split(/[^\p{L}\p{N}-]+/u)
    .filter((w) => w.length > 2);
}

/**
 * Audience words say nothing new when the title had them in another form ("Men's" → "for men"), nor does the person
 * wearing it ("worn by a man": issue 22's rubric keeps "worn by a model" a 3, whoever the model is).
 */
const AUDIENCE = new Set(['men', 'women', 'children', 'boys', 'girls', 'unisex', 'kids', 'man', 'woman', 'child', 'boy', 'girl', 'kid']);

/** A product noun is the title's type in other words ("Pants" → "trousers"), not a new fact. */
function hasFactBeyondTitle(alt: string, title: string | null): boolean {
  const titleWords = new Set(contentWords(title ?? ''));
  return contentWords(alt).some(
    (w) => !titleWords.has(w) && !FRAMING.has(w) && !AUDIENCE.has(w) && coloursIn(w).length === 0 && findNouns(w).length === 0,
  );
}

/** Lexicon nouns a COCO class annotates under another name: COCO's "tv" class is "tv/monitor", its sink a washbasin too, its cup a mug (« tasse »), its umbrella a parasol. */
const COCO_CLASS_OF: Readonly<Record<string, string>> = { monitor: 'tv', washbasin: 'sink', mug: 'cup', parasol: 'umbrella' };

/**
 * The alt's noun names an annotated object: the same noun or word (COCO's "couch" is a sofa), or a coarser noun for
 * it (a fruit for oranges, a household appliance for a microwave, a plant for a potted plant).
 */
function namesAnnotated(m: NounMatch, present: readonly Noun[]): boolean {
  return present.some((p) => sameNoun(p.id, m.noun.id) || kindOf(p) === m.noun.id || isUnder(p.id, m.noun.id));
}

/** COCO rows: nouns the alt names that the annotators did not mark in the photo. */
function unannotatedObjects(nouns: readonly NounMatch[], objects: Record<string, number>): boolean {
  const labels = Object.keys(objects);
  const present = labels.flatMap((l) => cocoNoun(l) ?? []);
  // Where the photo was taken (a beach, the mountains) is no object COCO annotates.
  const unannotated = (m: NounMatch): boolean =>
    m.noun.kind !== 'person' &&
    !labels.includes(COCO_CLASS_OF[m.noun.id] ?? m.noun.id.replace(/^coco:/, '')) &&
    !namesAnnotated(m, present);
  return nouns.some((m) => PLACES[m.noun.id] === undefined && unannotated(m));
}

/** Lexicon nouns the captions name ("A dog runs on the beach" → dog, beach). */
function captionNouns(label: Label): string[] {
  return (label.captions ?? []).flatMap((c) => findNouns(c).map((m) => m.noun.id));
}

/**
 * "coco:backpack" and "backpack" are one noun; so are two ids whose English singular is the same word, and a noun and
 * the COCO class that annotates it (a washbasin is COCO's sink).
 */
function sameNoun(a: string, b: string): boolean {
  const bare = (id: string): string => {
    const plain = id.replace(/^coco:/, '');
    return COCO_CLASS_OF[plain] ?? plain;
  };
  return bare(a) === bare(b) || nounById(a)?.en.sg === nounById(b)?.en.sg;
}

function opensWithFrenchNoun(alt: string, nouns: ReturnType<typeof findNouns>): boolean {
  const lead =
    /^(?:(?:gros plan|plan large) sur (?:l'|la |le |les |un |une |des )?|(?:un|une|deux|trois|quatre|cinq|des) )/i.exec(alt)?.[0].length ??
    0;
  return nouns.some((m) => m.start === lead && m.lang !== 'en');
}

/**
 * What people do, and the object each phrase itself claims: "with a laptop" claims a laptop, but the "baseball" of
 * "playing baseball" (said for a bat, a glove or the classifier's baseball player) is the sport, not a ball.
 */
const ACTIVITY_PHRASES = Object.entries(ACTIVITIES).flatMap(([label, a]) =>
  [a.en, a.fr].map((phrase) => ({ phrase: phrase.toLowerCase(), object: cocoNoun(label)?.id ?? label })),
);

/** Where the alt quotes the photo's text ("with the text FOOD Kitchens"): words read, not objects seen. */
export const QUOTED_TEXT = /\b(?:with the text|avec le texte|avec l'inscription) .*$/i;

/** Spans of the alt whose nouns are no object claim, but for the object the span itself claims. */
function unclaimedSpans(alt: string): { start: number; end: number; object?: string }[] {
  const lower = alt.toLowerCase();
  const spans = ACTIVITY_PHRASES.flatMap(({ phrase, object }) => {
    const at = lower.indexOf(phrase);
    return at >= 0 ? [{ start: at, end: at + phrase.length, object }] : [];
  });
  const quoted = QUOTED_TEXT.exec(alt);
  return quoted ? [...spans, { start: quoted.index, end: alt.length }] : spans;
}

/** The objects the alt's activity phrases name: "surfing" names the surfboard a caption calls so. */
function activityObjects(alt: string): string[] {
  const lower = alt.toLowerCase();
  return ACTIVITY_PHRASES.filter(({ phrase }) => lower.includes(phrase)).map(({ object }) => object);
}

/** The nouns an alt claims are in the photo: not a sport it says people play, not the text it quotes. */
export function claimedObjects(alt: string, nouns: readonly NounMatch[]): NounMatch[] {
  const spans = unclaimedSpans(alt);
  const inSpan = (m: NounMatch): boolean =>
    spans.some((s) => s.start <= m.start && m.end <= s.end && (s.object === undefined || !sameNoun(s.object, m.noun.id)));
  return nouns.filter((m) => !inSpan(m));
}

export function trustRow(
  label: Label,
  result: AltResult,
  lang: Language,
  wrongProductWord: boolean,
  mode: 'complete' | 'simple',
): TrustRow {
  const alt = result.altTag;
  const families = labelColourFamilies(label.color);
  const said = coloursIn(alt.toLowerCase()).map((k) => colourWord(k)?.family);
  // Nouns of the alt's own language: "four cars" holds no French oven (« four »). A colour word is a colour there
  // ("A person in orange", "Two orange pizzas"), not the fruit.
  const nouns = findNouns(alt).filter((m) => (m.lang === 'any' || m.lang === lang) && colourWord(alt.slice(m.start, m.end)) === undefined);
  return {
    hasColourLabel: families.length > 0,
    wrongColour: families.length > 0 && said.length > 0 && !said.some((f) => f && families.includes(f)),
    nameless: !result.decorative && nouns.length === 0,
    wrongObject:
      label.set === 'product' ? wrongProductWord : label.objects ? unannotatedObjects(claimedObjects(alt, nouns), label.objects) : false,
    frenchNoun: lang === 'fr' && opensWithFrenchNoun(alt, nouns),
    factBeyondTitle: mode === 'complete' && lang === 'en' && hasFactBeyondTitle(alt, label.title),
    namesAnnotated: label.objects ? nouns.some((m) => Object.hasOwn(label.objects ?? {}, m.noun.id.replace(/^coco:/, ''))) : false,
    namesCaptionNoun:
      label.set === 'general' &&
      captionNouns(label).some((id) => nouns.some((m) => sameNoun(m.noun.id, id)) || activityObjects(alt).some((o) => sameNoun(o, id))),
    flagged: result.needsReview,
  };
}

function pct(a: number, b: number): number | null {
  return b === 0 ? null : Math.round((a / b) * 1000) / 10;
}

export function summariseTrust(rows: { label: Label; t: TrustRow }[]): Record<string, number | null> {
  const products = rows.filter((r) => r.label.set === 'product');
  const general = rows.filter((r) => r.label.objects !== undefined);
  const kept = rows.filter((r) => !r.t.flagged);
  const keptProducts = kept.filter((r) => r.label.set === 'product');
  const colourRows = (list: typeof rows): typeof rows => list.filter((r) => r.t.hasColourLabel);
  /** Percentage of `list` whose trust row says `f` (null for an empty list). */
  const share = (list: typeof rows, f: (t: TrustRow) => boolean): number | null => pct(list.filter((r) => f(r.t)).length, list.length);
  return {
    flaggedPct: share(rows, (t) => t.flagged),
    wrongColourPct: share(colourRows(products), (t) => t.wrongColour),
    wrongColourUnflaggedPct: share(colourRows(keptProducts), (t) => t.wrongColour),
    namelessPct: share(rows, (t) => t.nameless),
    namelessProductPct: share(products, (t) => t.nameless),
    wrongObjectPct: share(rows, (t) => t.wrongObject),
    wrongObjectUnflaggedPct: share(kept, (t) => t.wrongObject),
    frenchNounProductPct: share(products, (t) => t.frenchNoun),
    factBeyondTitlePct: share(products, (t) => t.factBeyondTitle),
    generalNounPct: share(general, (t) => t.namesAnnotated),
    captionNounPct: share(
      rows.filter((r) => r.label.set === 'general'),
      (t) => t.namesCaptionNoun,
    ),
  };
}
