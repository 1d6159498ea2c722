/**
 * What a catalogue text states about the product, read with the lexicon's attribute vocabulary
 * (lexicon/attributes): at most one attribute per category, in text order, a material kept with the part it is
 * said of ("a solid wood frame" → "with a wooden frame"), and a pack size ("set of 4", « paire de »).
 */
import { enArticle } from './grammar.ts';
import { findAttributes, renderAttribute, type Attribute, type AttributeCategory, type Gender } from './lexicon/index.ts';

/** A stated attribute; `part` when a material belongs to one part of the product. */
export interface StatedAttribute {
  attribute: Attribute;
  part?: Part | undefined;
  /** Where the text says it. */
  start: number;
  end: number;
}

/** "Set of 4" / « lot de 4 », "pair of" / « paire de »: written before a plural noun. */
export interface PackSize {
  en: string;
  fr: string;
}

/** Parts a material often belongs to in a description: the material is then the part's, not the product's. */
interface Part {
  en: string;
  fr: string;
  /** The French part's gender and number: « des pieds chromés », « une structure chromée ». */
  g: Gender;
  pl: boolean;
}
const part = (en: string, fr: string, g: Gender, pl = false): Part => ({ en, fr, g, pl });
// prettier-ignore
const PARTS: Record<string, Part> = {
  base: part('a base', 'un piètement', 'm'), frame: part('a frame', 'une structure', 'f'), legs: part('legs', 'des pieds', 'm', true),
  feet: part('feet', 'des pieds', 'm', true), sole: part('a sole', 'une semelle', 'f'), soles: part('soles', 'des semelles', 'f', true),
  strap: part('a strap', 'une bride', 'f'), handle: part('a handle', 'une poignée', 'f'), handles: part('handles', 'des poignées', 'f', true),
  lining: part('a lining', 'une doublure', 'f'), upholstery: part('upholstery', 'un revêtement', 'm'), seat: part('a seat', 'une assise', 'f'),
  back: part('a back', 'un dossier', 'm'), buckle: part('a buckle', 'une boucle', 'f'), pietement: part('a base', 'un piètement', 'm'),
  structure: part('a frame', 'une structure', 'f'), pieds: part('legs', 'des pieds', 'm', true), semelle: part('a sole', 'une semelle', 'f'),
  dossier: part('a back', 'un dossier', 'm'), assise: part('a seat', 'une assise', 'f'),
};
/** Words that may sit between a material and its part ("brushed stainless steel base", "walnut wood frame"). */
const BETWEEN = new Set(['brushed', 'polished', 'solid', 'wood', 'wooden', 'steel', 'metal', 'massif', 'massive']);
/** Words that may sit between a part and what is said of it before it ("legs in a mirror chrome finish", « dossier légèrement évasé »). */
const LINKS = new Set(['in', 'a', 'an', 'with', 'mirror', 'en', 'de', 'du', 'solide', 'brushed', 'polished', 'solid']);

function fold(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
}

function partAfter(text: string, end: number): Part | undefined {
  for (const w of fold(text.slice(end))
    .trimStart()
    .split(/[^\p{L}]+/u, 3)) {
    if (PARTS[w]) {
      return PARTS[w];
    }
    if (!BETWEEN.has(w)) {
      return undefined;
    }
  }
  return undefined;
}

/** French puts the part first (« une structure en noyer », « pieds chromés »); English too after "in" ("legs in chrome"). */
function partBefore(text: string, start: number): Part | undefined {
  const words = fold(text.slice(Math.max(0, start - 40), start))
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  for (const w of words.reverse().slice(0, 4)) {
    if (PARTS[w]) {
      return PARTS[w];
    }
    // Adverbs (« légèrement », "slightly") and linking words do not end the look-back.
    if (!LINKS.has(w) && !/(?:ment|ly)$/.test(w)) {
      return undefined;
    }
  }
  return undefined;
}

/**
 * A material named in a comparison ("as light as paper", « légère comme le papier ») or as an imitation
 * ("leather-like", "leather look") is not what the product is made of: saying "paper chair" would be false.
 */
const COMPARED = /(?:\bas|\blike|\bcomme)(?: (?:a|an|the|le|la|les|du|des|un|une|de la|l['’]))? ?$/u;
const IMITATION = /^(?:-| )(?:like|look|effect)\b/;

function notReally(text: string, m: { start: number; end: number; attribute: Attribute }): boolean {
  return (
    m.attribute.category === 'material' &&
    (COMPARED.test(fold(text.slice(Math.max(0, m.start - 30), m.start))) || IMITATION.test(fold(text.slice(m.end, m.end + 8))))
  );
}

/** Stated attributes (no pack sizes), the first of each category in text order, skipping `skip` spans (the noun). */
export function statedAttributes(text: string, skip: { start: number; end: number }[] = []): StatedAttribute[] {
  const seen = new Set<AttributeCategory>();
  const out: StatedAttribute[] = [];
  for (const m of findAttributes(text)) {
    const category = m.attribute.category;
    if (category === 'count' || seen.has(category) || skip.some((s) => m.start < s.end && s.start < m.end)) {
      continue;
    }
    const itsPart = partAfter(text, m.end) ?? partBefore(text, m.start);
    // A style said of a part ("a flared seat back") is not the product's: only a material keeps its part.
    if (notReally(text, m) || (itsPart && category !== 'material')) {
      continue;
    }
    seen.add(category);
    out.push({ attribute: m.attribute, part: category === 'material' ? itsPart : undefined, start: m.start, end: m.end });
  }
  return out;
}

export function packSize(text: string): PackSize | undefined {
  const m = findAttributes(text).find((a) => a.attribute.category === 'count');
  return m ? { en: m.attribute.en.text, fr: renderAttribute(m.attribute, 'fr', 'm', true).text } : undefined;
}

/** English: words before the noun, or a phrase after it ("with an oak frame", "with pockets"). */
export function enAttribute(a: StatedAttribute): { text: string; before: boolean } {
  const own = renderAttribute(a.attribute, 'en', 'm', false);
  if (!a.part) {
    return { text: own.text, before: own.position === 'before' };
  }
  const single = /^an? (.+)$/.exec(a.part.en);
  const phrase = single ? `${enArticle(own.text)} ${own.text} ${single[1]}` : `${own.text} ${a.part.en}`;
  return { text: `with ${phrase}`, before: false };
}

/** French, after the noun and agreeing with it; a part's material is « avec une structure en noyer ». */
export function frAttribute(a: StatedAttribute, g: Gender, plural: boolean): string {
  // A part's material agrees with the part: « avec des pieds chromés ».
  const own = renderAttribute(a.attribute, 'fr', a.part?.g ?? g, a.part?.pl ?? plural).text;
  return a.part ? `avec ${a.part.fr} ${own}` : own;
}
