/**
 * Which part of a marketplace title names the product ("Product | Brand | Shop", "Name, search words, Gift for Her"),
 * and the colours its variation gives ("V-Neck T-Shirt - Red", "Tee / Black / M", "Shoes (Black/Pink)"), said where
 * the title's language says a colour.
 */
import { colourWord, frColour, headNoun } from './lexicon/index.ts';
import { SIZE_TOKENS } from './lexicon/words.ts';
import { findColours } from './title-colours.ts';

/** Words a variation's attribute list holds besides its colours ("Hoodie - Blue, Yes": the logo option; a size). */
const VARIANT_FILLER = new Set([
  'yes',
  'no',
  'oui',
  'non',
  'and',
  'et',
  'small',
  'medium',
  'large',
  'x-large',
  'xx-large',
  'extra',
  'one',
  'size',
  'taille',
  'unique',
  'x',
]);
/** A waist or leg size ("32W", "30L") or a bare size number. */
const SIZE_NUMBER = /^\d{1,2}[wl]?$/i;

/**
 * The colours of a part that is only a variation's values ("Red", "Black / White", "Blue, Yes", "Large": none), as
 * written; undefined when the part says anything else.
 */
function variantColours(part: string): string[] | undefined {
  const spans = findColours(part);
  let rest = part;
  for (const c of [...spans].reverse()) {
    rest = `${rest.slice(0, c.start)} ${rest.slice(c.end)}`;
  }
  const only = rest
    .toLowerCase()
    .split(/[\s,/&+]+/)
    .every((w) => w === '' || VARIANT_FILLER.has(w) || SIZE_TOKENS.has(w.toUpperCase()) || SIZE_NUMBER.test(w));
  return only ? spans.map((c) => part.slice(c.start, c.end)) : undefined;
}

/** A gift suggestion written as a title part ("Gift for Her", « Idée cadeau »). */
const GIFT_LINE = /^(?:perfect\s+)?(?:gifts?\b|idée cadeau|cadeau\b)/i;

const BRACKETED = /\(([^)]*)\)|\[([^\]]*)\]/g;

export function stripSegments(title: string): string {
  // Marketplaces glue "Product | Brand | Shop": keep the first part that names something.
  const parts = title
    .split(/\s*[|•]\s*|\s+[-–—]\s+(?=[A-Z0-9])/)
    .map((p) => p.trim())
    .filter(Boolean);
  const found = parts.find((p) => headNoun(p)) ?? parts[0] ?? '';
  // Marketplaces end a title on its variation after commas ("Golf Polo Shirt, Navy, Large"): those parts go.
  // Shopify writes a variant after slashes ("Classic Tee / Black / M"); a colour before the slash is a colour pair
  // ("Cloud White / Green").
  const [beforeSlash = '', ...slashed] = found.split(/\s+\/\s+/);
  const variantSlashes = slashed.length > 0 && findColours(beforeSlash).length === 0;
  const pieces = found.split(variantSlashes ? /,\s+|\s+\/\s+/ : /,\s+/);
  const variant = (p: string): boolean => p !== pieces[0] && variantColours(p) !== undefined;
  // Handmade shops repeat the product as search words ("Name Necklace, Custom Gold Name Necklace, Gift for Her"):
  // a later part naming the first part's noun again, or a gift suggestion, says nothing new about the picture.
  const firstNoun = headNoun(pieces[0] ?? '')?.match.noun.id;
  const repeat = (p: string): boolean =>
    p !== pieces[0] && (GIFT_LINE.test(p) || (firstNoun !== undefined && headNoun(p)?.match.noun.id === firstNoun));
  const kept = pieces.filter((p) => !variant(p) && !repeat(p)).join(', ');
  // A variation's name ("V-Neck T-Shirt - Red", "Running Shoes (Black/Pink)"): its colour is the product's, said where
  // a title says it.
  const bracketed = [...kept.matchAll(BRACKETED)].map((m) => m[1] ?? m[2] ?? '');
  const others = [...parts.filter((p) => p !== found), ...pieces.filter(variant), ...bracketed];
  const colours = findColours(kept.replace(BRACKETED, ' ')).length > 0 ? [] : others.flatMap((p) => variantColours(p) ?? []);
  if (colours.length === 0) {
    return kept;
  }
  // A French title says its colour after the noun, agreeing with it (« Robe d'été – Noir/Blanc »: « … noire et blanche »).
  const head = headNoun(kept);
  if (head?.titleLang === 'fr') {
    const noun = head.match.noun;
    const agreed = colours.map((c) => {
      const word = colourWord(c);
      return word ? frColour(word, noun.fr.g, noun.plural.fr) : c.toLowerCase();
    });
    return `${kept} ${agreed.join(' et ')}`;
  }
  return `${colours.join(' and ')} ${kept}`;
}
