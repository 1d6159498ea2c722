import { COLOURED_PARTS, frPartNoun } from './lexicon/parts.ts';
import { findAttributes, findNouns, headNoun, normaliseText, type NounMatch } from './lexicon/index.ts';
import { AUDIENCE_WORDS, CAPS_NOISE, SIZE_TOKENS, type Audience } from './lexicon/words.ts';
import { findColours } from './title-colours.ts';
import { stripSegments } from './title-segments.ts';

export interface ParsedTitle {
  /** The merchant's title without SKU codes, sizes, pipes, symbols and shouting. */
  clean: string;
  /** Head product noun found in the cleaned title, if any. */
  head?: NounMatch | undefined;
  /** Language the title's nouns are written in ('any' when it cannot tell). */
  lang: 'en' | 'fr' | 'any';
  /** Palette keys of colour words in the title, in order. */
  colours: string[];
  audience?: Audience | undefined;
  /** The title minus its head noun, colour and audience words: the brand/model name to keep in a translation. */
  name: string;
  /** Colours the title gives a part, not the product: "White Dial Watch", "Gold Frame Sunglasses". */
  partColours: PartColour[];
}

/** A part whose colour a title may give instead of the product's. */
export interface PartColour {
  part: keyof typeof COLOURED_PARTS;
  key: string;
}

/** A colour word right before a part's name ("Silver-Toned Dial", "Gold Frame", "Golden Strap") is the part's colour. */
const COLOURED_PART = new RegExp(
  `^(?:[\\s-]+(?:toned|tone|coloured|colored))?[\\s-]+(${Object.keys(COLOURED_PARTS).join('|')})(?![\\p{L}\\p{N}])`,
  'u',
);
/** The French names of the coloured parts (« cadran », « monture », « bracelet »…), with spellings titles also use. */
const FRENCH_PART: Readonly<Record<string, PartColour['part']>> = Object.fromEntries([
  ...Object.entries(COLOURED_PARTS).flatMap(([id, p]) => [p, ...Object.values(p.on ?? {})].map((q) => [frPartNoun(q), id])),
  ['boitier', 'frame'],
  ['bride', 'strap'],
]);
/** French names the part first, a word at most between: « cadran noir », « monture dorée », « bracelet cuir marron ». */
const FRENCH_PART_BEFORE = new RegExp(`(?:^|\\s)(${Object.keys(FRENCH_PART).join('|')})(?:\\s+(?:en\\s+)?\\p{L}+)?\\s+$`, 'u');
const isColouredPart = (word: string | undefined): word is PartColour['part'] => word !== undefined && Object.hasOwn(COLOURED_PARTS, word);

/** SKU-like tokens: letters and digits joined by - _ / ("24-WB07", "WB07-BRN-M") or long letter+digit runs. */
const SKU = /^(?=[^\s]*\d)(?=[^\s]*[a-z])[a-z0-9]+(?:[-_/][a-z0-9]+)+$|^[a-z]{2,}\d{4,}$|^\d{5,}$|^#\S+$/i;
/** A pack size or a sofa's seats written as one word ("3-Pack", "3-seat"): read, never cut as a code. */
const PACK = /^\d{1,3}-(?:pack|pk|seat|seater)$/i;
/** Letters then digits ("LP3065"): a SKU after a name, but the model itself after a maker alone ("HP LP3065"). */
const LETTERS_DIGITS = /^[a-z]{2,}\d{4,}$/i;
/** Measures that say size or capacity, not what the product is ("22L", "16 ltr", "6 foot", "500ml"). Inches stay:
 *  a "32-inch monitor" is named by its size. */
const MEASURE = /^\d+(?:[.,]\d+)?\s?(?:l|ltr|litre|liter|ml|cl|cm|mm|m|kg|g|foot|feet|ft|oz|qt|lbs?)$/i;

const INCHES = /^\d+(?:[.,]\d+)?-?(?:inch|inches|in)$/i;

function titleCase(word: string): string {
  return word.charAt(0) + word.slice(1).toLowerCase();
}

/** Keyboard layouts, written in capitals like acronyms. */
const LAYOUTS = /^(?:AZERTY|QWERTY|QWERTZ)$/;

/**
 * Long words in capitals are shouting ("ADIDAS" → "Adidas"); short ones are acronyms ("FIFA", "SLR") and stay, as do
 * model codes with a digit ("SE210").
 */
export function unshout(word: string): string {
  // "USB-C", "HD-TV": short parts joined by hyphens are acronyms too, as are keyboard layouts.
  const acronyms = (word.includes('-') && word.split('-').every((part) => part.length <= 4)) || LAYOUTS.test(word);
  return word.length >= 5 && word === word.toUpperCase() && /\p{Lu}/u.test(word) && !/\d/.test(word) && !acronyms ? titleCase(word) : word;
}

/**
 * A word written with a capital after a small letter ("iPod", "MacBook", "PlayStation") is a trademark, as are the
 * lexicon's other trademark surfaces (a Samsung "Galaxy Tab", a "Kindle").
 */
const TRADEMARK = /\p{Ll}\p{Lu}/u;
const TRADEMARK_SURFACES = new Set(['galaxy tab', 'kindle', 'chromebook', 'walkman']);
const isTrademark = (surface: string): boolean => TRADEMARK.test(surface) || TRADEMARK_SURFACES.has(normaliseText(surface));

/**
 * The spans of a head noun a translation says in its own words: all of it, but the trademark it holds ("Coque iPhone"
 * is a phone case for an iPhone: « Coque de téléphone iPhone »).
 */
function nounWordsCut(clean: string, m: NounMatch): [number, number][] {
  const surface = clean.slice(m.start, m.end);
  if (!isTrademark(surface)) {
    return [[m.start, m.end]];
  }
  if (TRADEMARK_SURFACES.has(normaliseText(surface))) {
    return [];
  }
  return [...surface.matchAll(/\S+/g)]
    .filter((w) => !TRADEMARK.test(w[0]))
    .map((w) => [m.start + w.index, m.start + w.index + w[0].length]);
}

/** Abbreviations written with a full stop before a number ("No. 5", "Vol. 2", "Nr. 7"). */
const ABBREVIATION = /^(?:no|nr|vol|pt|ch)\.$/i;

/**
 * Marketplaces decorate titles with emoji, which a screen reader reads out by name ("fire"): they are not the
 * product's words. (HTML entities are decoded before composing, in `readable-context.ts`.)
 */
function plainText(raw: string): string {
  return raw.replace(/\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}]|\u{FE0F}|\u{200D}|\u{20E3}/gu, ' ').replace(/[\r\n\t]+/g, ' ');
}

export function cleanTitle(raw: string): string {
  let t = stripSegments(plainText(raw));
  t = t
    .replace(/[™®©Ø⌀]/g, '')
    .replace(/\([^)]*\)|\[[^\]]*\]/g, ' ')
    .replace(/["“”«»`*_]/g, ' ')
    // "SKU 123", "Réf. AB-12": the code has a digit, and the label is a word of its own ("Skull", "Reflective" stay).
    .replace(/\b(?:sku|ref|réf|item)(?![\p{L}\p{N}])\s*[:.#]?\s*(?=[a-z-]*\d)[a-z0-9-]+/giu, ' ')
    // A size, not « taille haute » (high-waisted) or « taille basse »: "Size 10", « Taille M », « taille unique ».
    .replace(/\b(?:size|taille)\s*[:.]?\s*(?:\d[\w-]*|x{0,3}[sml]|\d?xl|unique|one)(?![\p{L}\p{N}])/giu, ' ')
    .replace(/\b\d+(?:[.,]\d+)?\s+(?:l|ltr|litres?|liters?|ml|cl|cm|mm|kg|g|foot|feet|ft|oz|qt|quarts?|gal|gallons?|lbs?)\b/gi, ' ')
    // IKEA's "Chest of 8 drawers" is a chest of drawers.
    .replace(/\b(chest) of \d+ (drawers)\b/gi, '$1 of $2')
    // A capacity, a resolution or a count of what is inside ("8 Cup", "16000 DPI", "100 Bags" of tea) names no product.
    .replace(/\b\d+[\s-]?(?:cups?|tasses|dpi)\b/gi, ' ')
    .replace(/\b\d{2,}\s+(?:bags|sachets|capsules|pods|pcs|pieces|pièces|count)\b/gi, ' ');
  const words = t.split(/\s+/).filter(Boolean);
  const kept: string[] = [];
  for (const [i, w] of words.entries()) {
    const bare = w.replace(/[,;:.!?]+$/, '');
    if (
      /^#/.test(bare) ||
      (SKU.test(bare) && !INCHES.test(bare) && !PACK.test(bare) && !(LETTERS_DIGITS.test(bare) && words.length === 2)) ||
      MEASURE.test(bare) ||
      (CAPS_NOISE.has(bare) && bare === bare.toUpperCase())
    ) {
      continue;
    }
    if (SIZE_TOKENS.has(bare) && i === words.length - 1 && words.length > 1) {
      continue;
    }
    // "Chanel No. 5", "Vol. 2": an abbreviation before a number keeps its full stop.
    const word = ABBREVIATION.test(w) && /^\d/.test(words[i + 1] ?? '') ? w : unshout(bare);
    // "Duffle Duffle Bag": catalogue exports often repeat a word.
    if (kept.length > 0 && kept[kept.length - 1]?.toLowerCase() === word.toLowerCase()) {
      continue;
    }
    kept.push(word);
  }
  return kept
    .join(' ')
    .replace(/^[\s,;:.\-–—&+]+|[\s,;:\-–—&+]+$/g, '')
    .replace(/\s{2,}/g, ' ');
}

/** The next word is a capitalised name: not a colour, product noun, audience or attribute word. */
function opensBrand(rest: string): boolean {
  const word = /^\s+(\p{Lu}[\p{L}']*)/u.exec(rest)?.[1];
  if (!word) {
    return false;
  }
  const w = normaliseText(word);
  return findColours(w).length === 0 && findNouns(w).length === 0 && !AUDIENCE_WORDS[w] && findAttributes(w).length === 0;
}

/** What follows a colour word and belongs to it: "Gold-Toned", "Cream-Coloured". */
const TONED = /^[\s-]*(?:toned|tone|coloured|colored)(?![\p{L}\p{N}])/u;

/**
 * A name once words were cut out of it: no joiner or hyphen left hanging ("Steel-Toned & Stone-Studded" without its
 * material and detail was "-Toned Stone-").
 */
export function tidyName(name: string): string {
  return (
    name
      .replace(/\s*[&/]\s*(?=\s|$)/g, ' ')
      // What joined two colours no longer joins anything once they are said apart ("Black and Green Ray-Ban …").
      .replace(/^\s*(?:and|et)\s+/, '')
      .replace(/(?:^|\s)[-–]+\p{L}*(?=\s|$)|(?:^|\s)\p{L}*[-–]+(?=\s|$)/gu, ' ')
      .replace(/\b(?:and|et|for|pour|with|avec)\b(?=\s*$)/gi, '')
      .replace(/\s{2,}/g, ' ')
      .trim()
      .replace(/^[,;:\-–&]+|[,;:\-–&]+$/g, '')
      .trim()
  );
}

/**
 * An animal heading a title for people is the print's or the model's name, not the product: "Inkfruit Men Wolf" is
 * a T-shirt, never a wolf « tenu par une personne ». The picture names the product instead.
 */
function wornPrint(clean: string, head: ReturnType<typeof headNoun>): boolean {
  return head?.match.noun.kind === 'living' && (clean.toLowerCase().match(/[\p{L}']+/gu) ?? []).some((w) => AUDIENCE_WORDS[w]);
}

export function parseTitle(raw: string): ParsedTitle {
  const clean = cleanTitle(raw);
  const found = headNoun(clean);
  const head = wornPrint(clean, found) ? undefined : found;
  const colours = findColours(clean);
  // "Orange" is a fruit as well as a colour: a colour word that is the head noun is not a colour here.
  // …and the tint of a carat gold is the metal's ("18k Yellow Gold", « or blanc 18 carats »): said with the gold.
  const carats = findAttributes(clean).filter((a) => a.attribute.id === 'gold');
  let colourSpans = colours.filter(
    (c) => (!head || c.end <= head.match.start || c.start >= head.match.end) && !carats.some((g) => g.start <= c.start && c.end <= g.end),
  );
  // A one-word product name that happens to be a colour ("Violet", "Rose") is a name, not a colour claim.
  if (!head && colourSpans.length > 0 && clean.replace(/[^\p{L}]/gu, '').length === colourSpans.reduce((n, c) => n + c.end - c.start, 0)) {
    colourSpans = [];
  }
  // "Red Tape Men's Brown Shoe": a colour word that opens the title, glued to a capitalised word no lexicon
  // knows, while the title names another colour, is the start of a brand name ("Red Tape", "Black Berrys").
  // Without another colour it stays the colour: "Black Eaves Chair" is a black chair.
  const [first, ...others] = colourSpans;
  if (first && first.start === 0 && others.length > 0 && opensBrand(clean.slice(first.end))) {
    colourSpans = others;
  }
  const cut: [number, number][] = [];
  const partColours: PartColour[] = [];
  const lowerClean = normaliseText(clean);
  colourSpans = colourSpans.filter((c) => {
    const part = COLOURED_PART.exec(lowerClean.slice(c.end));
    const name = part?.[1];
    if (isColouredPart(name) && !partColours.some((p) => p.part === name)) {
      partColours.push({ part: name, key: c.key });
      cut.push([c.start, c.end + (part?.[0].length ?? 0)]);
      return false;
    }
    const before = FRENCH_PART_BEFORE.exec(lowerClean.slice(0, c.start));
    const frPart = before?.[1] ? FRENCH_PART[before[1]] : undefined;
    // A part's word inside the product's own noun names no part: « Sac bandoulière en toile kaki » is a khaki bag.
    const partAt = before ? before.index + before[0].indexOf(before[1] ?? '') : -1;
    const inNoun = head !== undefined && partAt >= head.match.start && partAt < head.match.end;
    if (before && frPart && !inNoun && !partColours.some((p) => p.part === frPart)) {
      partColours.push({ part: frPart, key: c.key });
      cut.push([c.start, c.end]);
      return false;
    }
    return true;
  });
  // "Gold-Toned Watch": the colour's "-toned" goes with it, and "Wool Scarf in Burgundy" its "in" (a capital "In" is a
  // name's: Adidas' "Plugged In Blue Flip Flops").
  cut.push(
    ...colourSpans.map((c): [number, number] => [
      /(?:^|\s)in\s+$/.exec(clean.slice(0, c.start))?.index ?? c.start,
      c.end + (TONED.exec(lowerClean.slice(c.end))?.[0].length ?? 0),
    ]),
  );
  // A trademark the lexicon reads as a noun ("MacBook", "iPod") is also the product's name: a translation keeps it.
  if (head) {
    cut.push(...nounWordsCut(clean, head.match));
  }
  if (head?.generic) {
    cut.push([head.generic.start, head.generic.end]);
  }
  let audience: Audience | undefined;
  for (const m of lowerClean.matchAll(/[\p{L}']+/gu)) {
    // A word hyphenated or dotted to another is part of a name: "Spider-Man" and "Mr.Men" are not for men.
    const before = lowerClean.slice(Math.max(0, m.index - 2), m.index);
    const glued = before.endsWith('-') || /\p{L}\.$/u.test(before) || /^(?:-|\.\p{L})/u.test(lowerClean.slice(m.index + m[0].length));
    const a = glued ? undefined : AUDIENCE_WORDS[m[0]];
    if (a) {
      // "Disney Kids Girl's …": girls or boys say more than kids.
      audience = audience === undefined || (audience === 'kids' && (a === 'girls' || a === 'boys')) ? a : audience;
      cut.push([m.index, m.index + m[0].length]);
    }
  }
  let name = '';
  let at = 0;
  for (const [s, e] of cut.sort((a, b) => a[0] - b[0])) {
    if (s >= at) {
      name += clean.slice(at, s);
      at = e;
    }
  }
  name += clean.slice(at);
  name = tidyName(name);
  return {
    clean,
    head: head?.match,
    lang: head?.titleLang ?? 'any',
    // "White Strap White Watches" says white once.
    colours: [...new Set(colourSpans.map((c) => c.key))],
    audience,
    name,
    partColours,
  };
}
