import type { Attribute, Position } from './attribute.ts';
import { CLOSURES, FITS, NECKLINES, SLEEVES } from './attributes/garment.ts';
import { DETAILS, WEAVES } from './attributes/finishes.ts';
import { HARD_MATERIALS } from './attributes/materials-hard.ts';
import { TEXTILE_MATERIALS } from './attributes/materials-textile.ts';
import { MEASURED_RULES } from './attributes/measured.ts';
import { PATTERNS } from './attributes/patterns.ts';
import { USES } from './attributes/uses.ts';
import type { Gender } from './noun.ts';

export type { Attribute, AttributeCategory, AttributeSurface, FrAttribute, Position } from './attribute.ts';

/**
 * EN→FR attribute vocabulary and its lookup: finds what a title or keyword says about a product's material,
 * print, closure, sleeves, neckline, fit, weave, details and pack size, in English or French, and renders
 * each one for an English or a French alt with French agreement.
 */
// prettier-ignore
export const ATTRIBUTES: readonly Attribute[] = [
  ...TEXTILE_MATERIALS,
  ...HARD_MATERIALS,
  ...PATTERNS,
  ...CLOSURES,
  ...SLEEVES,
  ...NECKLINES,
  ...FITS,
  ...WEAVES,
  ...DETAILS,
  ...USES,
];

export interface AttributeMatch {
  attribute: Attribute;
  /** Character offsets of the match in the searched text. */
  start: number;
  end: number;
  lang: 'en' | 'fr' | 'any';
  /** The number the text gives: a material's percentage ("100 % cotton"), gold's carats, a pack size. */
  value?: number;
}

/** One character, lower case and without its accent; hyphens, dashes and underscores read as spaces. */
function foldChar(ch: string): string {
  if (/[-‐‑–—_]/.test(ch)) {
    return ' ';
  }
  if (ch === '’' || ch === '`') {
    return "'";
  }
  const lower = ch.toLowerCase();
  const bare = lower.normalize('NFD').replace(/\p{M}/gu, '');
  return bare.length === 1 ? bare : lower.length === 1 ? lower : ch;
}

/** Folds text for matching while keeping every offset: one UTF-16 unit in, one out. */
export function foldText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    out += foldChar(text.charAt(i));
  }
  return out;
}

interface Surface {
  text: string;
  /** Its first word: a surface can only match where the text has that word. */
  head: string;
  attribute: Attribute;
  lang: 'en' | 'fr' | 'any';
}

const WORD_BREAK = /[^\p{L}\p{N}]+/u;

const SURFACES: Surface[] = ATTRIBUTES.flatMap((attribute) =>
  attribute.surfaces.map((s) => {
    const text = foldText(s.text);
    return { text, head: text.split(WORD_BREAK).find(Boolean) ?? '', attribute, lang: s.lang };
  }),
);

function isWordChar(ch: string | undefined): boolean {
  return ch !== undefined && /[\p{L}\p{N}]/u.test(ch);
}

const PERCENT_BEFORE = /(\d{1,3}(?:[.,]\d+)?) ?% ?$/;
const PERCENT_AFTER = /^ ?(\d{1,3}(?:[.,]\d+)?) ?%/;

/** "100 % organic cotton", "coton 100%": the percentage joins the material's match. */
function withPercent(hay: string, m: AttributeMatch): AttributeMatch {
  const before = PERCENT_BEFORE.exec(hay.slice(Math.max(0, m.start - 10), m.start));
  if (before?.[1]) {
    return { ...m, start: m.start - before[0].length, value: Number(before[1].replace(',', '.')) };
  }
  const after = PERCENT_AFTER.exec(hay.slice(m.end, m.end + 10));
  if (after?.[1]) {
    return { ...m, end: m.end + after[0].length, value: Number(after[1].replace(',', '.')) };
  }
  return m;
}

/**
 * Attributes stated in English or French text, longest match first, whole words, no overlaps, sorted by position.
 * Case, accents and hyphens are ignored ("Long Sleeve", "long-sleeved", « MANCHES LONGUES »). A word inside the
 * product noun ("fleece" in "Ice Fleece", "wrap" in "baby wrap") is found too: callers drop matches that overlap
 * the head noun's span.
 */
export function findAttributes(text: string): AttributeMatch[] {
  const hay = foldText(text);
  const candidates: AttributeMatch[] = [];
  const words = new Set(hay.split(WORD_BREAK));
  for (const s of SURFACES) {
    if (!words.has(s.head)) {
      continue;
    }
    for (let at = hay.indexOf(s.text); at >= 0; at = hay.indexOf(s.text, at + 1)) {
      const end = at + s.text.length;
      if (!isWordChar(hay[at - 1]) && !isWordChar(hay[end])) {
        candidates.push({ attribute: s.attribute, start: at, end, lang: s.lang });
      }
    }
  }
  for (const rule of MEASURED_RULES) {
    rule.re.lastIndex = 0;
    for (let m = rule.re.exec(hay); m; m = rule.re.exec(hay)) {
      const built = rule.build(m);
      if (built) {
        candidates.push({ ...built, start: m.index, end: m.index + m[0].length, lang: rule.lang });
      }
    }
  }
  candidates.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const taken: boolean[] = new Array<boolean>(hay.length).fill(false);
  const found: AttributeMatch[] = [];
  for (const c of candidates) {
    if (taken.slice(c.start, c.end).some(Boolean)) {
      continue;
    }
    taken.fill(true, c.start, c.end);
    found.push(c.attribute.category === 'material' && c.value === undefined ? withPercent(hay, c) : c);
  }
  return found.sort((a, b) => a.start - b.start);
}

/**
 * How an alt writes one attribute: English text and whether it goes before or after the noun; French agreed
 * with the noun's gender and number (« veste matelassée », « pulls rayés »), invariable phrases as they are.
 * A 'count' attribute ("set of 4", « lot de 4 ») goes before a noun the caller writes in the plural.
 */
export function renderAttribute(attr: Attribute, lang: 'en' | 'fr', gender: Gender, plural: boolean): { text: string; position: Position } {
  if (lang === 'en') {
    return { text: attr.en.text, position: attr.en.position };
  }
  if (attr.fr.kind === 'phrase') {
    return { text: attr.fr.text, position: attr.fr.position };
  }
  const f = attr.fr.forms;
  const text = gender === 'm' ? (plural ? f.mp : f.ms) : plural ? f.fp : f.fs;
  return { text, position: 'after' };
}
