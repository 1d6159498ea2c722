/**
 * What an alt keeps of the merchant's title (issue 22): the brand and model name, and its generic words said in the
 * alt's language. An English title's generic words are said in French in a French alt (`frName` keeps the rest), a
 * French title's in English in an English alt (`enName` keeps only its brand and model words); a French alt of a
 * French title keeps the title as it stands.
 */
import { tidyName, type ParsedTitle } from './clean-title.ts';
import { crewWord } from './crew-word.ts';
import { findAttributes, findNouns, normaliseText, type Noun } from './lexicon/index.ts';
import type { TitlePlan } from './plan.ts';
import { packSizeSpans, statedAttributes, VAGUE_PATTERNS, type StatedAttribute } from './read-attributes.ts';

function withoutSpans(text: string, spans: { start: number; end: number }[]): string {
  // Overlapping spans ("Walnut" and "with Walnut Frame") are cut as one.
  const merged: { start: number; end: number }[] = [];
  for (const s of [...spans].sort((a, b) => a.start - b.start)) {
    const last = merged[merged.length - 1];
    if (last && s.start <= last.end) {
      last.end = Math.max(last.end, s.end);
    } else {
      merged.push({ ...s });
    }
  }
  let out = text;
  for (const s of merged.reverse()) {
    out = `${out.slice(0, s.start)} ${out.slice(s.end)}`;
  }
  return spans.length > 0 ? tidyName(out) : out;
}

/** French words a French title's name keeps once its attributes are said in English: they have no English here. */
const FRENCH_GLUE = new Set(['de', 'du', 'des', 'la', 'le', 'les', 'à', 'au', 'aux', 'en', 'et', 'pour', 'avec', 'sans', 'un', 'une']);

/** Capitalised words that open an English phrase and no French one. */
const ENGLISH_OPENERS: ReadonlySet<string> = new Set(['The', 'My', 'Your', 'Our']);

/**
 * What an English alt keeps of a French title's name: the brand and model words (capitalised, or with a digit:
 * "Nike Air Max 90", "45x45"), not the French words no lexicon entry said in English (« déhoussable », « longue »).
 */
function namesOnly(name: string): string {
  const words = name.split(/\s+/);
  // An English quote names a print or a slogan whole (« Affiche The best is yet to come »): its small words stay.
  const quote = words.findIndex((w) => ENGLISH_OPENERS.has(w));
  const kept = words.map(
    (w, i) =>
      (quote >= 0 && i >= quote) || (!FRENCH_GLUE.has(w.toLowerCase()) && (/^\p{Lu}/u.test(w) || (/\d/.test(w) && /\p{L}/u.test(w)))),
  );
  // A bare number belongs to the name it follows ("Air Max 90"); alone it counts French words (« 3 places »).
  return words.filter((w, i) => kept[i] || (/^\d+$/.test(w) && i > 0 && kept[i - 1])).join(' ');
}

/** French units an English alt writes its own way, glued to their number so the name keeps them: « 64 Go » → "64GB". */
function englishUnits(name: string): string {
  return name
    .replace(/(\d+(?:[.,]\d+)?)\s?(G|T|M)o\b/g, (_, n: string, u: string) => `${n.replace(',', '.')}${u}B`)
    .replace(/(\d+(?:[.,]\d+)?)\s?pouces\b/gi, (_, n: string) => `${n.replace(',', '.')}-inch`);
}

/**
 * A use the title states and its head noun that together name a kind the lexicon knows: "Swimming Purple Cap" is
 * a swim cap (« bonnet de bain »), not « casquette de natation ».
 */
function useCompound(title: ParsedTitle, stated: StatedAttribute[]): { noun: Noun; use: StatedAttribute } | undefined {
  const head = title.head;
  if (!head) {
    return undefined;
  }
  const headWord = title.clean.slice(head.start, head.end);
  for (const use of stated.filter((a) => a.attribute.category === 'use')) {
    const phrase = `${title.name.slice(use.start, use.end)} ${headWord}`;
    const [whole, ...others] = findNouns(phrase);
    if (whole && others.length === 0 && whole.start === 0 && whole.end === phrase.length && whole.noun.id !== head.noun.id) {
      return { noun: whole.noun, use };
    }
  }
  return undefined;
}

function repeatsNoun(word: string, noun: Noun): boolean {
  const w = normaliseText(word);
  return w === normaliseText(noun.en.sg) || w === normaliseText(noun.en.pl);
}

/** Where a span of the name starts once the "with" or "in" linking it to the noun goes with it ("Sofa with Walnut Frame"). */
function withItsLink(name: string, start: number): number {
  return /(?:^|\s)(?:with|in)\s+$/i.exec(name.slice(0, start))?.index ?? start;
}

/** The title's plan, and the noun a stated use names with the head noun ("Swimming Purple Cap": a swim cap). */
export function titlePlanOf(title: ParsedTitle): { plan: TitlePlan; compound: { noun: Noun; use: StatedAttribute } | undefined } {
  const nameAttributes = statedAttributes(title.name, [], 'title');
  // The French noun and pack size replace their English words: "Check Skirt Grey Skirts" is not « Jupe Skirt ».
  // Only the noun's own word goes: a kind of it stays ("Compact SLR Camera", "Windrunner Jacket").
  const headAgain = findNouns(title.name).filter((m) => title.head && repeatsNoun(title.name.slice(m.start, m.end), title.head.noun));
  // Every place the name says a translated attribute: "Casual Navy Blue Casual Shoes" says it twice.
  // A count before a pattern goes with it: "Adidas Men 3 Stripe Polo" is « Polo Adidas rayé », not « Polo Adidas 3 rayé ».
  // So does the "with" before an attribute: "Hoodie with Zipper" is « Sweat à capuche zippé », not « … with zippé ».
  // A pattern word left unsaid beside another goes too ("Floral Pattern" is « à fleurs »).
  const saysPattern = nameAttributes.some((a) => a.attribute.category === 'pattern');
  const translated = findAttributes(title.name)
    .filter((m) => nameAttributes.some((a) => a.attribute.id === m.attribute.id) || (saysPattern && VAGUE_PATTERNS.has(m.attribute.id)))
    .map((m) => {
      const count = m.attribute.category === 'pattern' ? /(?:^|\s)\d+[\s-]?$/.exec(title.name.slice(0, m.start)) : null;
      return { ...m, start: count ? count.index : withItsLink(title.name, m.start) };
    });
  // …and the part a material is said of ("Leather Strap Watch" → « Montre avec un bracelet en cuir »).
  // "Sofa with Walnut Frame": the "with" goes too.
  const parts = nameAttributes.flatMap((a) => (a.partEnd ? [{ start: withItsLink(title.name, a.start), end: a.partEnd }] : []));
  const compound = title.lang === 'fr' ? undefined : useCompound(title, nameAttributes);
  const crew = title.lang === 'fr' ? undefined : crewWord(title.name, compound?.noun ?? title.head?.noun);
  const crewSpan = crew?.spans ?? [];
  const generic = withoutSpans(title.name, [...translated, ...parts, ...packSizeSpans(title.name), ...headAgain, ...crewSpan]);
  const saysNeckline = nameAttributes.some((a) => a.attribute.category === 'neckline');
  const crewNeck = crew?.neckline && !saysNeckline ? [crew.neckline] : [];
  const plan: TitlePlan = {
    clean: title.clean,
    name: title.name,
    frName: title.lang === 'fr' ? title.name : generic,
    enName: title.lang === 'fr' ? namesOnly(englishUnits(generic)) : title.name,
    // The compound's noun says its use: « Bonnet de bain », not « Bonnet de bain de natation ».
    nameAttributes: [...nameAttributes.filter((a) => a !== compound?.use), ...crewNeck],
    hasNoun: Boolean(title.head),
    lang: title.lang,
    hasColour: title.colours.length > 0 || title.partColours.length > 0,
    partColours: title.partColours,
  };
  return { plan, compound };
}
