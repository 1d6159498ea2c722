/**
 * What a catalogue text states about the product, read with the lexicon's attribute vocabulary
 * (lexicon/attributes): at most one attribute per category, in text order, a material kept with the part it is
 * said of ("a solid wood frame" → "with a wooden frame"; the parts are lexicon/parts.ts), and a pack size ("set of 4",
 * « paire de »).
 */
import { enArticle } from './grammar.ts';
import {
  findAttributes,
  findNouns,
  renderAttribute,
  type Attribute,
  type AttributeMatch,
  type Gender,
  type Noun,
} from './lexicon/index.ts';
import { PARTS, partOn, type Part } from './lexicon/parts.ts';

/** A stated attribute; `part` when a material belongs to one part of the product. */
export interface StatedAttribute {
  attribute: Attribute;
  part?: Part | undefined;
  /** The product noun the text says it of ("Knitted jumper" → jumper), when one stands right beside it. */
  of?: Noun | undefined;
  /** Where the text says it. */
  start: number;
  end: number;
  /** Where the part's word ends when the text names it after the material ("leather strap"). */
  partEnd?: number | undefined;
}

/** "Set of 4" / « lot de 4 », "pair of" / « paire de »: written before a plural noun. */
export interface PackSize {
  en: string;
  fr: string;
  /** Said in the title, which an English alt already quotes ("Puma Pack of 3 Socks"): not said a second time. */
  inTitle?: boolean | undefined;
}

/** Words that may sit between a material and its part ("brushed stainless steel base", "walnut wood frame"). */
const BETWEEN = new Set([
  'brushed',
  'polished',
  'solid',
  'wood',
  'wooden',
  'steel',
  'metal',
  'massif',
  'massive',
  // "chrome-finished base", "brushed stainless steel base", "curved wood back legs": the part is still ahead.
  'finished',
  'finish',
  'plated',
  'stainless',
  'chrome',
  'curved',
  'tapered',
  'turned',
  'straight',
]);
/** Words that may sit between a part and what is said of it before it ("legs in a mirror chrome finish", « dossier légèrement évasé »). */
const LINKS = new Set(['in', 'a', 'an', 'with', 'mirror', 'en', 'de', 'du', 'solide', 'brushed', 'polished', 'solid']);

function fold(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
}

/** The part a material is said of when its word follows ("leather strap", "steel finish frame"), and where that word ends. */
function partAfter(text: string, end: number, reach: boolean): { part: Part; end: number } | undefined {
  const rest = text.slice(end, end + 60).replace(/[.!?;][\s\S]*$/, '');
  const words = [...rest.matchAll(/\p{L}+/gu)].slice(0, 4).map((w) => ({ w: fold(w[0]), end: end + w.index + w[0].length }));
  for (const [i, { w, end: wEnd }] of words.entries()) {
    const here = PARTS[w];
    if (here) {
      // "wood back legs", "seat frame": the last part word of a compound is the part ("legs", not "a back").
      const next = words[i + 1];
      const there = next && PARTS[next.w];
      return there && next ? { part: there, end: next.end } : { part: here, end: wEnd };
    }
    // What a product is for never reaches past other words to a part: "Casual Metal Frame Sunglasses" are casual.
    if (!reach || !BETWEEN.has(w)) {
      return undefined;
    }
  }
  return undefined;
}

/** French puts the part first (« une structure en noyer », « pieds chromés »); English too after "in" ("legs in chrome"). */
function partBefore(text: string, start: number): Part | undefined {
  // Only within the same sentence: "…steel base. Swivel feature." says nothing of a swivelling base.
  const words = fold(text.slice(Math.max(0, start - 40), start).replace(/^[\s\S]*[.!?;]/, ''))
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

/** "Pattern" after these words is a sole's grip or a sewing guide, not a print on the product. */
const NOT_A_PRINT =
  /\b(?:tread|sole|grip|sewing|knitting|stitch|cutting|tyre|tire|traction|de coupe|de couture|de tricot|no|without|solid|plain|any|sans)\s*$/u;
/** A spec line's label ("Pattern: Solid", « Motif : uni »): the value after it says what the pattern is, if any. */
const SPEC_LABEL = /^\s*[:=]/u;

function notReally(text: string, m: { start: number; end: number; attribute: Attribute }): boolean {
  const before = fold(text.slice(Math.max(0, m.start - 30), m.start));
  if (m.attribute.id.endsWith('patterned')) {
    return NOT_A_PRINT.test(before) || SPEC_LABEL.test(text.slice(m.end, m.end + 4));
  }
  return m.attribute.category === 'material' && (COMPARED.test(before) || IMITATION.test(fold(text.slice(m.end, m.end + 8))));
}

/** Pattern words that add nothing beside another pattern word, or contradict it. */
export const VAGUE_PATTERNS: ReadonlySet<string> = new Set(['patterned', 'plain']);

/** "solid_wood" and "wood", "stainless_steel" and "steel" are the same stuff said twice. */
function sameStuff(a: string, b: string): boolean {
  const words = new Set(a.split('_'));
  return b.split('_').some((w) => words.has(w));
}

/** What ends a sentence: an attribute is said of a noun in its own sentence only. */
const SENTENCE_END = /[.!?;]/;

/**
 * The product noun an attribute is said of: English puts it just after ("knitted jumper", "cotton shirt"), French
 * just before (« pull tricoté »). Two words at most between them, within the same sentence.
 */
function saidOf(text: string, start: number, end: number): Noun | undefined {
  const after = text.slice(end, end + 40).split(SENTENCE_END)[0] ?? '';
  const next = findNouns(after).find((n) => after.slice(0, n.start).trim().split(/\s+/).filter(Boolean).length <= 2);
  if (next) {
    return next.noun;
  }
  const before =
    text
      .slice(Math.max(0, start - 40), start)
      .split(SENTENCE_END)
      .pop() ?? '';
  const nouns = findNouns(before);
  const last = nouns[nouns.length - 1];
  return last && before.slice(last.end).trim().split(/\s+/).filter(Boolean).length === 0 ? last.noun : undefined;
}

/**
 * The attributes an alt about `noun` may use: one the text said of another garment ("Knitted jumper in wool" in
 * the description of a T-shirt) describes that garment, not the product.
 */
export function attributesOf<T extends StatedAttribute>(attributes: readonly T[], noun: Noun | undefined): T[] {
  return attributes.filter((a) => !(a.of && noun && a.of.kind === 'wear' && noun.kind === 'wear' && a.of.id !== noun.id));
}

/** Stated attributes (no pack sizes), the first of each category in text order, skipping `skip` spans (the noun). */
export function statedAttributes(
  text: string,
  skip: { start: number; end: number }[] = [],
  of: 'description' | 'title' = 'description',
): StatedAttribute[] {
  const seen = new Set<string>();
  const out: StatedAttribute[] = [];
  for (const m of findAttributes(text)) {
    const category = m.attribute.category;
    if (category === 'count' || skip.some((s) => m.start < s.end && s.start < m.end)) {
      continue;
    }
    const after = partAfter(text, m.end, category !== 'use');
    const itsPart = after?.part ?? partBefore(text, m.start);
    // A style said of a part ("a flared seat back") is not the product's: only a material keeps its part.
    if (notReally(text, m) || (itsPart && category !== 'material')) {
      continue;
    }
    // A part's material is a fact beside the product's own ("wool chair with wooden legs"): one of each.
    // A title's uses, and every other word of it but a second material, are all said ("Sports Casual Shoe",
    // "Lightweight Breathable"): one left out would stay in English in a French alt.
    const everyWord = category === 'use' || (of === 'title' && category !== 'material');
    const key = itsPart ? `${category} of a part` : everyWord ? m.attribute.id : category;
    // …but never the same word twice ("wooden chair with wooden legs"), nor a second pattern word that says less or
    // the opposite ("Floral Pattern", "Stripes Solid").
    const vague = category === 'pattern' && out.some((a) => a.attribute.category === 'pattern') && VAGUE_PATTERNS.has(m.attribute.id);
    if (vague || seen.has(key) || out.some((a) => sameStuff(a.attribute.id, m.attribute.id))) {
      continue;
    }
    seen.add(key);
    out.push({
      attribute: m.attribute,
      part: category === 'material' ? itsPart : undefined,
      of: saidOf(text, m.start, m.end),
      start: m.start,
      end: m.end,
      partEnd: category === 'material' ? after?.end : undefined,
    });
  }
  return out;
}

/** Where a title or name states a pack size ("Pack of 3"): an English word there a French alt does not keep. */
export function packSizeSpans(text: string): AttributeMatch[] {
  return findAttributes(text).filter((a) => a.attribute.category === 'count');
}

export function packSize(text: string): PackSize | undefined {
  const m = packSizeSpans(text)[0];
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
export function frAttribute(a: StatedAttribute, g: Gender, plural: boolean, noun?: Noun): string {
  const itsPart = a.part && partOn(a.part, noun);
  // A part's material agrees with the part: « avec des pieds chromés ».
  const own = renderAttribute(a.attribute, 'fr', itsPart?.g ?? g, itsPart?.pl ?? plural).text;
  return itsPart ? `avec ${itsPart.fr} ${own}` : own;
}
