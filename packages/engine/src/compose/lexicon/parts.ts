import type { Gender, Noun } from './noun.ts';

/**
 * Parts of a product a text may give a material or a colour of ("a walnut frame", "leather strap", "White Dial
 * Watch"), with what English and French call them. French names some parts after the product they belong to: a
 * watch's strap is « un bracelet », a bag's « une bandoulière », a sandal's « une lanière ».
 */
export interface Part {
  /** With its article: "a frame", "legs". */
  en: string;
  /** With its article: « une structure », « des pieds ». */
  fr: string;
  /** The French part's gender and number: « des pieds chromés », « une structure chromée ». */
  g: Gender;
  pl: boolean;
  /** What French calls it on some products, by noun id or by noun kind (a carried bag). */
  on?: Readonly<Record<string, Part>> | undefined;
}

const part = (en: string, fr: string, g: Gender, pl = false, on?: Record<string, Part>): Part => ({ en, fr, g, pl, on });
const GLASSES_FRAME = part('a frame', 'une monture', 'f');
const PICTURE_FRAME = part('a frame', 'un cadre', 'm');
// prettier-ignore
const FRAME = part('a frame', 'une structure', 'f', false, {
  watch: part('a case', 'un boîtier', 'm'), sunglasses: GLASSES_FRAME, glasses: GLASSES_FRAME,
  mirror: PICTURE_FRAME, painting: PICTURE_FRAME, poster: PICTURE_FRAME, picture_frame: PICTURE_FRAME,
});
const STRAP = part('a strap', 'une lanière', 'f', false, {
  watch: part('a strap', 'un bracelet', 'm'),
  carry: part('a strap', 'une bandoulière', 'f'),
});
const DIAL = part('a dial', 'un cadran', 'm');

/** Parts a title gives the colour of right before their name ("White Dial Watch", "Gold Frame Sunglasses"). */
export const COLOURED_PARTS = { dial: DIAL, frame: FRAME, strap: STRAP } as const;

// prettier-ignore
export const PARTS: Readonly<Record<string, Part>> = {
  // A dial is never a material's part here: "Leather strap dial" is a leather strap, "Steel dial" stays as said.
  frame: FRAME, strap: STRAP,
  base: part('a base', 'un piètement', 'm'), legs: part('legs', 'des pieds', 'm', true),
  feet: part('feet', 'des pieds', 'm', true), sole: part('a sole', 'une semelle', 'f'), soles: part('soles', 'des semelles', 'f', true),
  handle: part('a handle', 'une poignée', 'f'), handles: part('handles', 'des poignées', 'f', true),
  lining: part('a lining', 'une doublure', 'f'), upholstery: part('upholstery', 'un revêtement', 'm'), seat: part('a seat', 'une assise', 'f'),
  back: part('a back', 'un dossier', 'm'), buckle: part('a buckle', 'une boucle', 'f'), pietement: part('a base', 'un piètement', 'm'),
  structure: part('a frame', 'une structure', 'f'), pieds: part('legs', 'des pieds', 'm', true), semelle: part('a sole', 'une semelle', 'f'),
  dossier: part('a back', 'un dossier', 'm'), assise: part('a seat', 'une assise', 'f'), chassis: part('a frame', 'une structure', 'f'),
  // "a swivel clasp", "swivel casters": the swivel is the part's, not the product's (a keyring, an office chair).
  clasp: part('a clasp', 'un fermoir', 'm'), hook: part('a hook', 'un crochet', 'm'), wheels: part('wheels', 'des roues', 'f', true),
  hem: part('a hem', 'un ourlet', 'm'), cuffs: part('cuffs', 'des poignets', 'm', true),
  casters: part('casters', 'des roulettes', 'f', true), castors: part('castors', 'des roulettes', 'f', true),
};

/** The part as French names it on this product. */
export function partOn(p: Part, noun: Noun | undefined): Part {
  return (noun && (p.on?.[noun.id] ?? p.on?.[noun.kind])) || p;
}

/** « cadran », « monture »: the part's French noun without its article. */
export function frPartNoun(p: Part): string {
  return p.fr.replace(/^(?:un|une|des) /, '');
}
