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
  part?: { en: string; fr: string } | undefined;
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
const PARTS: Record<string, { en: string; fr: string }> = {
  base: { en: 'a base', fr: 'un piètement' },
  frame: { en: 'a frame', fr: 'une structure' },
  legs: { en: 'legs', fr: 'des pieds' },
  feet: { en: 'feet', fr: 'des pieds' },
  sole: { en: 'a sole', fr: 'une semelle' },
  soles: { en: 'soles', fr: 'des semelles' },
  strap: { en: 'a strap', fr: 'une bride' },
  handle: { en: 'a handle', fr: 'une poignée' },
  handles: { en: 'handles', fr: 'des poignées' },
  lining: { en: 'a lining', fr: 'une doublure' },
  upholstery: { en: 'upholstery', fr: 'un revêtement' },
  seat: { en: 'a seat', fr: 'une assise' },
  buckle: { en: 'a buckle', fr: 'une boucle' },
  pietement: { en: 'a base', fr: 'un piètement' },
  structure: { en: 'a frame', fr: 'une structure' },
  pieds: { en: 'legs', fr: 'des pieds' },
  semelle: { en: 'a sole', fr: 'une semelle' },
};
/** Words that may sit between a material and its part ("brushed stainless steel base", "walnut wood frame"). */
const BETWEEN = new Set(['brushed', 'polished', 'solid', 'wood', 'wooden', 'steel', 'metal', 'massif', 'massive']);

function fold(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
}

function partAfter(text: string, end: number): { en: string; fr: string } | undefined {
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

/** French puts the part first: « une structure en noyer », « pieds en bois ». */
function partBefore(text: string, start: number): { en: string; fr: string } | undefined {
  const m = /(\p{L}+) (?:(?:en|de) )?$/u.exec(fold(text.slice(Math.max(0, start - 24), start)));
  return m?.[1] ? PARTS[m[1]] : undefined;
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
    seen.add(category);
    const part = category === 'material' ? (partAfter(text, m.end) ?? partBefore(text, m.start)) : undefined;
    out.push({ attribute: m.attribute, part, start: m.start, end: m.end });
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
  const own = renderAttribute(a.attribute, 'fr', g, plural).text;
  return a.part ? `avec ${a.part.fr} ${own}` : own;
}
