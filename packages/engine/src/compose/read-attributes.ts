/**
 * Product attributes a catalogue text states (material, pattern, closure, sleeve, neckline, fit), with how each
 * is written in an English and a French alt. Only facts a reader can check on the photo or trust from the merchant;
 * praise ("stylish", "must-have") is not an attribute.
 */
import { enArticle } from './grammar.ts';
import type { Gender } from './lexicon/index.ts';

export type AttributeKind = 'material' | 'pattern' | 'closure' | 'sleeve' | 'neckline' | 'fit' | 'style';

export interface Attribute {
  id: string;
  kind: AttributeKind;
  /** English: an adjective before the noun ("striped") or a phrase after it ("with long sleeves"). */
  en: { text: string; before: boolean };
  /** French, always after the noun: an invariable phrase ("à manches longues") or an agreeing adjective (ms, fs, mp, fp). */
  fr: string | [string, string, string, string];
}

type Row = [id: string, kind: AttributeKind, surfaces: string[], en: string, enBefore: boolean, fr: Attribute['fr']];

const agree = (ms: string, fs = `${ms}e`, mp = `${ms}s`, fp = `${fs}s`): [string, string, string, string] => [ms, fs, mp, fp];

const ROWS: Row[] = [
  ['organic_cotton', 'material', ['organic cotton', 'coton bio', 'coton biologique'], 'organic cotton', true, 'en coton bio'],
  ['cotton', 'material', ['cotton', 'coton'], 'cotton', true, 'en coton'],
  ['merino', 'material', ['merino wool', 'merino', 'laine mérinos'], 'merino wool', true, 'en laine mérinos'],
  ['wool', 'material', ['wool', 'laine'], 'wool', true, 'en laine'],
  ['cashmere', 'material', ['cashmere', 'cachemire'], 'cashmere', true, 'en cachemire'],
  ['linen', 'material', ['linen', 'lin'], 'linen', true, 'en lin'],
  ['silk', 'material', ['silk', 'soie'], 'silk', true, 'en soie'],
  ['denim', 'material', ['denim'], 'denim', true, 'en denim'],
  ['faux_leather', 'material', ['faux leather', 'vegan leather', 'leatherette', 'similicuir', 'simili cuir'], 'faux leather', true, 'en similicuir'],
  ['suede', 'material', ['suede', 'daim'], 'suede', true, 'en daim'],
  ['leather', 'material', ['genuine leather', 'leather', 'cuir'], 'leather', true, 'en cuir'],
  ['fleece', 'material', ['fleece', 'polaire'], 'fleece', true, 'en polaire'],
  ['polyester', 'material', ['polyester'], 'polyester', true, 'en polyester'],
  ['nylon', 'material', ['nylon'], 'nylon', true, 'en nylon'],
  ['velvet', 'material', ['velvet', 'velours'], 'velvet', true, 'en velours'],
  ['canvas', 'material', ['canvas', 'toile'], 'canvas', true, 'en toile'],
  ['stainless_steel', 'material', ['stainless steel', 'acier inoxydable', 'inox'], 'stainless steel', true, 'en acier inoxydable'],
  ['gold_14k', 'material', ['14k gold', '14 carat gold', '14ct gold', 'or 14 carats'], '14-carat gold', true, 'en or 14 carats'],
  ['gold_18k', 'material', ['18k gold', '18 carat gold', '18ct gold', 'or 18 carats'], '18-carat gold', true, 'en or 18 carats'],
  ['sterling_silver', 'material', ['sterling silver', 'argent massif', 'argent 925'], 'sterling silver', true, 'en argent massif'],
  ['walnut', 'material', ['walnut', 'noyer'], 'walnut', true, 'en noyer'],
  ['oak', 'material', ['oak', 'chêne'], 'oak', true, 'en chêne'],
  ['rattan', 'material', ['rattan', 'rotin'], 'rattan', true, 'en rotin'],
  ['bamboo', 'material', ['bamboo', 'bambou'], 'bamboo', true, 'en bambou'],
  ['marble', 'material', ['marble', 'marbre'], 'marble', true, 'en marbre'],
  ['ceramic', 'material', ['ceramic', 'céramique'], 'ceramic', true, 'en céramique'],
  ['glass', 'material', ['glass', 'verre'], 'glass', true, 'en verre'],
  ['wood', 'material', ['solid wood', 'wooden', 'wood', 'bois massif', 'bois'], 'wooden', true, 'en bois'],
  ['striped', 'pattern', ['striped', 'stripes', 'rayé', 'rayée', 'à rayures'], 'striped', true, agree('rayé')],
  ['checked', 'pattern', ['checked', 'checks', 'check', 'plaid', 'tartan', 'à carreaux'], 'checked', true, 'à carreaux'],
  ['floral', 'pattern', ['floral', 'flower print', 'à fleurs', 'fleuri'], 'floral', true, 'à fleurs'],
  ['polka_dot', 'pattern', ['polka dot', 'polka-dot', 'polka dots', 'à pois'], 'polka-dot', true, 'à pois'],
  ['camouflage', 'pattern', ['camouflage', 'camo'], 'camouflage', true, 'camouflage'],
  ['leopard', 'pattern', ['leopard print', 'léopard'], 'leopard-print', true, 'imprimé léopard'],
  ['graphic', 'pattern', ['graphic print', 'graphic', 'printed', 'print', 'imprimé'], 'printed', true, agree('imprimé')],
  ['quilted', 'pattern', ['quilted', 'matelassé'], 'quilted', true, agree('matelassé')],
  ['ribbed', 'pattern', ['ribbed', 'côtelé'], 'ribbed', true, agree('côtelé')],
  ['button_tufted', 'pattern', ['button-tufted', 'tufted', 'capitonné'], 'button-tufted', true, agree('capitonné')],
  ['full_zip', 'closure', ['full zip', 'full-zip', 'zip-up', 'zipped', 'zippé', 'zip'], 'zip-up', true, agree('zippé')],
  ['buttoned', 'closure', ['button-down', 'buttoned', 'boutonné'], 'button-down', true, agree('boutonné')],
  ['lace_up', 'closure', ['lace-up', 'lace up', 'à lacets'], 'lace-up', true, 'à lacets'],
  ['velcro', 'closure', ['velcro', 'hook-and-loop', 'à scratch'], 'with hook-and-loop fastening', false, 'à scratch'],
  ['drawstring', 'closure', ['drawstring', 'à cordon de serrage'], 'with a drawstring', false, 'à cordon de serrage'],
  ['hooded', 'closure', ['hooded', 'with hood', 'à capuche'], 'hooded', true, 'à capuche'],
  ['long_sleeved', 'sleeve', ['long-sleeved', 'long sleeve', 'long sleeves', 'manches longues'], 'long-sleeved', true, 'à manches longues'],
  ['short_sleeved', 'sleeve', ['short-sleeved', 'short sleeve', 'short sleeves', 'manches courtes'], 'short-sleeved', true, 'à manches courtes'],
  ['sleeveless', 'sleeve', ['sleeveless', 'sans manches'], 'sleeveless', true, 'sans manches'],
  ['v_neck', 'neckline', ['v-neck', 'v neck', 'col v', 'col en v'], 'V-neck', true, 'à col en V'],
  ['crew_neck', 'neckline', ['crew neck', 'crew-neck', 'round neck', 'col rond'], 'crew-neck', true, 'à col rond'],
  ['turtleneck', 'neckline', ['turtleneck', 'roll neck', 'col roulé'], 'turtleneck', true, 'à col roulé'],
  ['halter_neck', 'neckline', ['halter neck', 'halterneck', 'dos nu'], 'halter-neck', true, 'à dos nu'],
  ['narrow_collar', 'neckline', ['narrow collar', 'col étroit'], 'with a narrow collar', false, 'à col étroit'],
  ['boat_neck', 'neckline', ['boat-neck', 'boat neck', 'col bateau'], 'boat-neck', true, 'à col bateau'],
  ['slim_fit', 'fit', ['slim fit', 'slim-fit', 'coupe ajustée', 'coupe slim'], 'slim-fit', true, 'coupe ajustée'],
  ['regular_fit', 'fit', ['regular fit', 'regular-fit', 'coupe droite'], 'regular-fit', true, 'coupe droite'],
  ['oversized', 'fit', ['oversized', 'oversize'], 'oversized', true, 'coupe oversize'],
  ['vintage', 'style', ['vintage', 'retro', 'rétro'], 'vintage', true, 'vintage'],
  ['handmade', 'style', ['handmade', 'hand-made', 'fait main', 'artisanal'], 'handmade', true, 'fait main'],
  ['high_waisted', 'fit', ['high-waisted', 'high waisted', 'high-rise', 'taille haute'], 'high-waisted', true, 'taille haute'],
];

export const ATTRIBUTES: Attribute[] = ROWS.map(([id, kind, , en, before, fr]) => ({ id, kind, en: { text: en, before }, fr }));

const SURFACES = ROWS.flatMap(([id, , surfaces]) => surfaces.map((text) => ({ text, attribute: ATTRIBUTES.find((a) => a.id === id) as Attribute }))).sort(
  (a, b) => b.text.length - a.text.length,
);

const isWord = (ch: string | undefined): boolean => ch !== undefined && /[\p{L}\p{N}]/u.test(ch);

/** Parts a material often belongs to in a description ("a solid wood frame"): the material is then the part's. */
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
  cover: { en: 'a cover', fr: 'une housse' },
  seat: { en: 'a seat', fr: 'une assise' },
  buckle: { en: 'a buckle', fr: 'une boucle' },
  case: { en: 'a case', fr: 'un boîtier' },
  piètement: { en: 'a base', fr: 'un piètement' },
  structure: { en: 'a frame', fr: 'une structure' },
  pieds: { en: 'legs', fr: 'des pieds' },
  semelle: { en: 'a sole', fr: 'une semelle' },
};

/** A material said of a part of the product: "with a stainless steel base" / « avec un piètement en acier ». */
export interface PartAttribute extends Attribute {
  part?: { en: string; fr: string } | undefined;
}

/** The part a material at `end` is said of: the next word, after at most one more material or finish word. */
function partAfter(hay: string, end: number): { en: string; fr: string } | undefined {
  const words = hay.slice(end).trimStart().split(/[^\p{L}-]+/u, 3);
  for (const [i, w] of words.entries()) {
    const part = PARTS[w];
    if (part) {
      return part;
    }
    if (i > 0 || !SURFACES.some((s) => s.text === w || ['brushed', 'polished', 'solid', 'massif'].includes(w))) {
      return undefined;
    }
  }
  return undefined;
}

/** French puts the part first: « une structure en noyer », « pieds en bois ». */
function partBefore(hay: string, at: number): { en: string; fr: string } | undefined {
  const m = /(\p{L}+) (?:en|de) $/u.exec(hay.slice(Math.max(0, at - 24), at));
  return m?.[1] ? PARTS[m[1]] : undefined;
}

/**
 * Attributes named in free text (EN or FR): longest phrases win overlaps, then the first of each kind in text
 * order. A material followed by a part ("walnut wood frame") is kept as that part's material.
 */
export function findAttributes(text: string): PartAttribute[] {
  const hay = text.toLowerCase().replace(/[’`]/g, "'");
  const taken = new Uint8Array(hay.length);
  const found: { at: number; attribute: PartAttribute }[] = [];
  for (const s of SURFACES) {
    for (let at = hay.indexOf(s.text); at >= 0; at = hay.indexOf(s.text, at + 1)) {
      const end = at + s.text.length;
      if (isWord(hay[at - 1]) || isWord(hay[end]) || taken.subarray(at, end).some(Boolean)) {
        continue;
      }
      taken.fill(1, at, end);
      const part = s.attribute.kind === 'material' ? (partAfter(hay, end) ?? partBefore(hay, at)) : undefined;
      found.push({ at, attribute: part ? { ...s.attribute, part } : s.attribute });
    }
  }
  const firstOfKind = new Map<AttributeKind, PartAttribute>();
  for (const f of found.sort((x, y) => x.at - y.at)) {
    if (!firstOfKind.has(f.attribute.kind)) {
      firstOfKind.set(f.attribute.kind, f.attribute);
    }
  }
  return [...firstOfKind.values()];
}

/** English: words before the noun, or a phrase after it ("with an oak frame", "with wooden legs"). */
export function enAttribute(a: PartAttribute): { text: string; before: boolean } {
  if (!a.part) {
    return a.en;
  }
  const single = /^an? (.+)$/.exec(a.part.en);
  const phrase = single ? `${enArticle(a.en.text)} ${a.en.text} ${single[1]}` : `${a.en.text} ${a.part.en}`;
  return { text: `with ${phrase}`, before: false };
}

/** The French form that agrees with the noun. */
export function frAttribute(a: PartAttribute, g: Gender, plural: boolean): string {
  if (a.part) {
    return `avec ${a.part.fr} ${typeof a.fr === 'string' ? a.fr : `en ${a.en.text}`}`;
  }
  if (typeof a.fr === 'string') {
    return a.fr;
  }
  return a.fr[(g === 'f' ? 1 : 0) + (plural ? 2 : 0)] as string;
}
