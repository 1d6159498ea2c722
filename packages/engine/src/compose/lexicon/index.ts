import { findAttributes } from './attributes.ts';
import { COARSE_NOUNS } from './coarse-nouns.ts';
import { COCO_NOUNS } from './coco-nouns.ts';
import { englishReading, isEnglishWord } from './english-readings.ts';
import { colourKey } from './colours.ts';
import type { Noun } from './noun.ts';
import { DOMAIN_NOUNS } from './nouns/index.ts';
import { PRODUCT_NOUNS } from './product-nouns.ts';
import { EN_AUDIENCE_WORDS, FR_AUDIENCE_WORDS } from './words.ts';

export type { Gender, Noun, NounKind } from './noun.ts';
export { findAttributes, renderAttribute, ATTRIBUTES, type Attribute, type AttributeCategory, type AttributeMatch } from './attributes.ts';
export { categoryLexNoun } from './category.ts';
export { COARSE_GROUP_OF } from './coarse-nouns.ts';
export { colourKey, colourWord, frColour, COLOUR_SURFACES, type ColourWord } from './colours.ts';

// Product entries come before the COCO labels: where a detector label shares a word with a product noun
// ("backpack", "sofa"), the product entry is the one a title match finds.
const ALL = [...PRODUCT_NOUNS, ...DOMAIN_NOUNS, ...COCO_NOUNS, ...COARSE_NOUNS];
const BY_ID = new Map(ALL.map((n) => [n.id, n]));

export function nounById(id: string): Noun | undefined {
  return BY_ID.get(id) ?? BY_ID.get(id.replace(/[\s-]+/g, '_'));
}

/** A COCO label as the detector spells it ("sports ball", "backpack"). */
export function cocoNoun(label: string): Noun | undefined {
  return BY_ID.get(`coco:${label}`) ?? BY_ID.get(label);
}

export interface NounMatch {
  noun: Noun;
  /** Character offsets of the match in the searched text. */
  start: number;
  end: number;
  /** Which language the matched surface belongs to; 'any' for shared forms such as "polo" or "sandwich". */
  lang: 'en' | 'fr' | 'any';
}

interface Surface {
  text: string;
  /** Its first word: a surface can only match where the text has that word. */
  head: string;
  noun: Noun;
  lang: 'en' | 'fr' | 'any';
}

function firstWord(text: string): string {
  return text.split(/[^\p{L}\p{N}]+/u).find(Boolean) ?? '';
}

/**
 * The plural of a match surface's last word ("sweater" → "sweaters", "dress" → "dresses", "jersey" → "jerseys"):
 * merchants write either number, so a table that lists one form still finds the other. English rules; they give
 * the regular French plural too (« bougie » → « bougies »), and a wrong form for an irregular word only never matches.
 */
export function pluralSurface(surface: string): string | undefined {
  const m = /^(.*?)(\p{L}+)$/u.exec(surface);
  if (!m) {
    return undefined;
  }
  const [, before = '', word = ''] = m;
  if (word.length < 3 || /(?:[^s]s|x|z)$/.test(word)) {
    return undefined;
  }
  const plural = /(?:ch|sh|ss)$/.test(word) ? `${word}es` : /[^aeiou]y$/.test(word) ? `${word.slice(0, -1)}ies` : `${word}s`;
  return `${before}${plural}`;
}

/** Accents dropped, one letter for one letter (« pâtissier » → "patissier"). */
function withoutAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}

/** French forms that are other English words once their accents go ("Dinette Set" is a table and chairs). */
const FOLD_CLASHES: ReadonlySet<string> = new Set([
  'mediator',
  'recipient',
  'siege',
  'petard',
  'creole',
  'creoles',
  'dinette',
  'impermeable',
]);

/** English plurals that are other words in French text. */
const NOT_PLURALS = ['bras'];

function buildSurfaces(): Surface[] {
  const out: Surface[] = [];
  for (const noun of ALL) {
    const en = new Set([noun.en.sg, noun.en.pl].map((s) => s.toLowerCase()));
    const fr = new Set([noun.fr.sg, noun.fr.pl].map((s) => s.toLowerCase()));
    for (const s of en) {
      // The English sense of a word French uses for another product is read per title (english-readings.ts).
      if (englishReading(s) !== undefined) {
        continue;
      }
      out.push({ text: s, head: firstWord(s), noun, lang: fr.has(s) ? 'any' : 'en' });
    }
    for (const s of fr) {
      if (!en.has(s)) {
        out.push({ text: s, head: firstWord(s), noun, lang: 'fr' });
      }
    }
    for (const s of noun.match) {
      out.push({ text: s, head: firstWord(s), noun, lang: 'any' });
    }
  }
  // A derived plural never takes a form some entry lists itself, nor a common French word (« bras », arms).
  const listed = new Set([...out.map((s) => s.text), ...NOT_PLURALS]);
  for (const noun of ALL) {
    for (const s of noun.match) {
      const plural = pluralSurface(s);
      if (plural && !listed.has(plural)) {
        listed.add(plural);
        out.push({ text: plural, head: firstWord(plural), noun, lang: 'any' });
      }
    }
  }
  // French typed without its accents, as capitals often are (« ROBOT PATISSIER », « REFRIGERATEUR »): long forms only,
  // and never one that is another English word ("mediator", « médiator »).
  for (const s of [...out]) {
    const bare = withoutAccents(s.text);
    if (bare !== s.text && bare.length >= 6 && !FOLD_CLASHES.has(bare) && !listed.has(bare)) {
      listed.add(bare);
      out.push({ text: bare, head: firstWord(bare), noun: s.noun, lang: 'fr' });
    }
  }
  // Longest first so "sac à dos" wins over "sac" and "track pants" over "pants"; at equal length a French-only form
  // comes last, so an English title's "Trombone" is the instrument, not paper clips (« trombone »).
  const frLast = (s: Surface): number => (s.lang === 'fr' ? 1 : 0);
  return out.sort((a, b) => b.text.length - a.text.length || frLast(a) - frLast(b));
}

const SURFACES = buildSurfaces();

export function normaliseText(text: string): string {
  return text.toLowerCase().replace(/[’`]/g, "'");
}

function isWordChar(ch: string | undefined): boolean {
  return ch !== undefined && /[\p{L}\p{N}]/u.test(ch);
}

/**
 * Finds product/object nouns in free text, longest surfaces first, without overlaps; sorted by position. A noun
 * inside a longer attribute phrase is part of that phrase, not a product: "short" in "short-sleeved", « bateau »
 * in « col bateau », « polaire » in « en polaire ».
 */
export function findNouns(text: string): NounMatch[] {
  const hay = normaliseText(text);
  const taken: boolean[] = new Array<boolean>(hay.length).fill(false);
  const found: NounMatch[] = [];
  const words = new Set(hay.split(/[^\p{L}\p{N}]+/u));
  for (const s of SURFACES) {
    if (!words.has(s.head)) {
      continue;
    }
    let from = 0;
    for (;;) {
      const at = hay.indexOf(s.text, from);
      if (at < 0) {
        break;
      }
      const end = at + s.text.length;
      from = at + 1;
      if (isWordChar(hay[at - 1]) || isWordChar(hay[end])) {
        continue;
      }
      if (taken.slice(at, end).some(Boolean)) {
        continue;
      }
      taken.fill(true, at, end);
      found.push({ noun: s.noun, start: at, end, lang: s.lang });
    }
  }
  const phrases = findAttributes(text);
  const inPhrase = (m: NounMatch): boolean =>
    phrases.some((a) => a.start <= m.start && m.end <= a.end && a.end - a.start > m.end - m.start);
  return found.filter((m) => !inPhrase(m)).sort((a, b) => a.start - b.start);
}

/**
 * The head noun of a product title. English puts the head last ("Duffle Bag" → bag), French first
 * ("Sac de voyage en cuir" → sac), so the title's language decides which match wins.
 */
/** Nouns that only say the kind of product: a more precise noun of the same kind elsewhere in a title wins. */
const GENERIC_HEADS = new Set(['bag', 'shoe', 'clothing', 'kidswear']);
const wordsOf = (words: readonly string[]) => words.map((w) => w.replace(/'/g, "['’]")).join('|');
/** English words for who a product is for ("baby" says an age, not an audience, but only English says it so). */
const EN_AUDIENCE = new RegExp(`(?<![\\p{L}'’])(?:${wordsOf([...Object.keys(EN_AUDIENCE_WORDS), 'baby'])})(?![\\p{L}'’])`, 'iu');
/** French words for who it is for, as whole words: « homme », « filles ». */
const FR_AUDIENCE = new RegExp(`(?:^|\\s)(?:${wordsOf(Object.keys(FR_AUDIENCE_WORDS))})(?=\\s|$)`, 'iu');
function surfaceOf(text: string, m: NounMatch): string {
  return normaliseText(text.slice(m.start, m.end));
}

/**
 * An English title's matches as English means them: "Wicker Picnic Basket" is a basket, not sneakers (« basket »),
 * "Silk Robe" a bathrobe, not a dress (« robe »); "Pain Relief Cream" names no bread.
 */
function readInEnglish(text: string, found: readonly NounMatch[]): NounMatch[] {
  return found.flatMap((m) => {
    const reading = m.lang === 'fr' ? englishReading(surfaceOf(text, m)) : undefined;
    if (reading === undefined) {
      return [m];
    }
    const noun = reading === null ? undefined : nounById(reading);
    return noun ? [{ ...m, noun, lang: 'en' as const }] : [];
  });
}

/** Makers spelt like a lexicon noun: opening a title, capitalised, they name the brand ("Apple Cinema 30", "Palm Treo"). */
const BRAND_HOMONYMS = new Set(['apple', 'palm']);

/** The words after a noun that make it a motif: "Coffee Lover", "Cat Lovers", "Dog Mom", "Football Fan". */
const FAN_WORDS = /^[\s-]+(?:lovers?|fans?|addicts?|enthusiasts?|moms?|mums?|dads?|owners?|obsessed)\b/i;

export function headNoun(text: string): { match: NounMatch; titleLang: 'en' | 'fr' | 'any'; generic?: NounMatch | undefined } | undefined {
  const found = findNouns(text);
  if (found.length === 0) {
    return undefined;
  }
  const fr = found.filter((m) => m.lang === 'fr').length;
  const en = found.filter((m) => m.lang === 'en').length;
  // Nouns shared by both languages ("t-shirt", "polo") leave it open: French function words and accents decide.
  // « T-shirt homme col rond » has none of those: a French audience word says it, unless English says who it is for
  // too ("David Beckham Men Homme Deo": Homme is the line's name).
  const forEnglishAudience = EN_AUDIENCE.test(text);
  const frAudience = !forEnglishAudience && FR_AUDIENCE.test(text);
  // …or a colour English has no such word for, after a noun as French puts it (« T-shirt bleu », « Robe noire »;
  // "Noir Perfume" and "Fila Men Blanc Red Sweater" are English).
  const colourAt = /(?:^|\s)(?:noire?s?|blanc(?:he)?s?|bleue?s?|verte?s?|grise?s?|jaunes?|dorée?s?|argentée?s?|marron)(?=\s|$)/i.exec(text);
  const frColour = !forEnglishAudience && colourAt !== null && found.some((m) => m.end <= colourAt.index);
  // A leading article before a capital is a maker's name, not French grammar ("Le Creuset", "La Roche-Posay").
  const grammar = text.replace(/^(?:Le|La|Les)\s+(?=\p{Lu})/u, '');
  // Accents count in the first word and in common words: a maker named inside ("Paris Nestlé") or written with an
  // article ("L'Oréal") writes no French title, unlike « Écharpe bordeaux ».
  const accented = grammar
    .split(/\s+/)
    .some((w, i) => /[éèêàùçœ]/i.test(w) && !/^\p{Lu}'\p{Lu}/u.test(w) && (i === 0 || /^\p{Ll}/u.test(w)));
  // …or French units: « 10 pouces », « 64 Go ».
  const frUnit = /\d\s?(?:go|to|mo)\b|\bpouces\b/i.test(grammar);
  // « d'huiles », « l'été »: an elided article before a small letter.
  const elision = /(?:^|\s)[dl]['’]\p{Ll}/u.test(grammar);
  const frCue =
    /(?:^|\s)(?:de|d'|à|en|pour|avec|sans|sur|au|aux|du|des|la|le|les|et)(?=\s)/i.test(grammar) ||
    accented ||
    elision ||
    frUnit ||
    frAudience ||
    frColour;
  // Without a French function word or accent, French-only nouns make a French title only when one leads it
  // (« Sac Vintage »); "Pierce Gym Short" ends on its noun, the English order.
  // A French-only word that is an English word, leading the title before another noun, is its first English word:
  // "Four Seasons Down Jacket" is not an oven, "Body Pillow" not a bodysuit; « Body manches longues » stays French.
  const englishLead = (m: NounMatch): boolean => isEnglishWord(surfaceOf(text, m)) && found.some((n) => n.start > m.end && n.lang !== 'fr');
  const frLeads = found.some((m) => m.lang === 'fr' && m.start === 0 && !englishLead(m));
  // A noun both languages write leading French-only ones, and no English noun: « Coussin renard », « Mug ours ».
  const sharedLeads = en === 0 && found[0]?.start === 0 && found[0].lang === 'any';
  const titleLang = frCue ? (en > fr ? 'en' : 'fr') : fr > en && (frLeads || sharedLeads) ? 'fr' : 'en';
  const maker = (m: NounMatch): boolean => m.start === 0 && BRAND_HOMONYMS.has(surfaceOf(text, m)) && /^\p{Lu}/u.test(text);
  const read = (titleLang === 'en' ? readInEnglish(text, found) : found).filter((m) => !maker(m));
  if (read.length === 0) {
    return undefined;
  }
  // English names the product before "with …", "for …" or "in …": "Plant Pot with Saucer", "Bag for Laptop", "Candle
  // in Amber Glass Jar".
  const cut = /\s(?:with|for|in|including|featuring)\s/i.exec(text)?.index ?? text.length;
  // A noun that is also a colour word says the colour when another noun names the product: "Backpack - 50 ltr Orange".
  const colourish = (m: NounMatch): boolean => colourKey(text.slice(m.start, m.end)) !== undefined;
  // A noun before a word for a person who likes it is the motif, not the product: "Tote Bag Coffee Lover", "Dog Mom Mug".
  const motif = (m: NounMatch): boolean => FAN_WORDS.test(text.slice(m.end));
  const kept = read.some((m) => !colourish(m) && !motif(m)) ? read.filter((m) => !motif(m)) : read;
  const uncoloured = kept.some((m) => !colourish(m)) ? kept.filter((m) => !colourish(m)) : kept;
  const named = uncoloured.filter((m) => m.end <= cut);
  // …and never by what it is for: "Leather Folio for iPod nano" is no iPod, « Housse pour iPad » no iPad. Words
  // between name a line or a wearer ("Gear for Life Backpack", "for Women Perfume"): the noun there is the product.
  const notFor = uncoloured.filter((m) => !/(?:^|\s)(?:for|pour)\s+$/i.test(text.slice(0, m.start)));
  const english = named.length > 0 ? named : notFor;
  const last = english[english.length - 1];
  // "Ultralight Backpack Purple 16 ltr Bag": a generic last noun repeats the kind an earlier one already names.
  const specific =
    last && GENERIC_HEADS.has(last.noun.id) ? english.findLast((m) => m !== last && m.noun.kind === last.noun.kind) : undefined;
  const match = titleLang === 'fr' ? notFor[0] : (specific ?? last);
  return match ? { match, titleLang, generic: specific && match === specific ? last : undefined } : undefined;
}
