import type { FrAdjective } from './colours.ts';

/**
 * Product attributes a title or keyword states (material, print, closure, sleeves, neckline, fit, weave or
 * finish, construction detail, pack size), with how an English and a French alt write each one. Built from
 * compact tables (lexicon/attributes/*.ts) like the nouns.
 */
export type AttributeCategory = 'material' | 'pattern' | 'closure' | 'sleeve' | 'neckline' | 'fit' | 'weave' | 'detail' | 'use' | 'count';

export type Position = 'before' | 'after';

/**
 * French: an invariable phrase (« à manches longues », « en coton bio », « lot de 4 » before the noun) or an
 * adjective that agrees with the noun (« rayé / rayée / rayés / rayées »), always after it.
 */
export type FrAttribute = { kind: 'phrase'; text: string; position: Position } | { kind: 'adjective'; forms: FrAdjective };

export interface AttributeSurface {
  /** Lower case; searched case- and accent-insensitively, hyphens read as spaces. */
  text: string;
  lang: 'en' | 'fr' | 'any';
}

export interface Attribute {
  id: string;
  category: AttributeCategory;
  /** English: an adjective or noun adjunct before the noun ("striped", "organic cotton") or a phrase after it ("with pockets"). */
  en: { text: string; position: Position };
  fr: FrAttribute;
  /** The words that find it in a title, keyword or description. */
  surfaces: AttributeSurface[];
}

export interface AttributeSpec {
  /** The English an alt writes; "with …" and "in …" phrases go after the noun, anything else before it. */
  en: string;
  /** An invariable French phrase written after the noun, or with `adj` an adjective: "rayé" or "ms|fs|mp|fp". */
  fr: string;
  adj?: boolean;
  /** Other surface forms, English and French. */
  match?: string[];
  /** false: `en` and the French forms are not searched for themselves, only `match` (a form that is also another
   *  common word once accents are dropped: « doublé » / "double", « mat » / "mat"). */
  auto?: false;
}

function inflect(word: string): FrAdjective {
  const fs = word.endsWith('e') ? word : word.endsWith('if') ? `${word.slice(0, -1)}ve` : word.endsWith('el') ? `${word}le` : `${word}e`;
  const mp = /[sx]$/.test(word) ? word : word.endsWith('al') ? `${word.slice(0, -2)}aux` : `${word}s`;
  return { ms: word, fs, mp, fp: `${fs}s` };
}

/** "rayé" → rayé/rayée/rayés/rayées; "plaqué or" agrees its first word; "ms|fs|mp|fp" is taken as written. */
export function frAdjective(spec: string): FrAdjective {
  const parts = spec.split('|');
  if (parts.length === 4) {
    const [ms = '', fs = '', mp = '', fp = ''] = parts;
    return { ms, fs, mp, fp };
  }
  const [head = '', ...rest] = spec.split(' ');
  const tail = rest.length > 0 ? ` ${rest.join(' ')}` : '';
  const f = inflect(head);
  return { ms: f.ms + tail, fs: f.fs + tail, mp: f.mp + tail, fp: f.fp + tail };
}

export function buildAttributes(category: AttributeCategory, table: Record<string, AttributeSpec>): Attribute[] {
  return Object.entries(table).map(([id, spec]) => {
    const fr: FrAttribute = spec.adj
      ? { kind: 'adjective', forms: frAdjective(spec.fr) }
      : { kind: 'phrase', text: spec.fr, position: 'after' };
    const surfaces: AttributeSurface[] = [];
    if (spec.auto !== false) {
      surfaces.push({ text: spec.en.toLowerCase(), lang: 'en' });
      if (category === 'material') {
        surfaces.push({ text: `in ${spec.en.toLowerCase()}`, lang: 'en' });
      }
      const frForms = fr.kind === 'phrase' ? [fr.text] : [...new Set(Object.values(fr.forms))];
      surfaces.push(...frForms.map((text) => ({ text: text.toLowerCase(), lang: 'fr' as const })));
    }
    surfaces.push(...(spec.match ?? []).map((text) => ({ text: text.toLowerCase(), lang: 'any' as const })));
    return {
      id,
      category,
      en: { text: spec.en, position: /^(?:with|in) /.test(spec.en) ? 'after' : 'before' },
      fr,
      surfaces,
    };
  });
}
