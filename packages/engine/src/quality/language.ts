import type { Language } from '@alt-optimizer/contract';

/**
 * Function words that only one of the two languages uses. Alt texts are short, so we decide on these
 * closed-class words (and French diacritics) rather than on a statistical model: two or more hits for the
 * other language and none for the expected one is a mismatch; anything less is "cannot tell".
 */
// prettier-ignore
const EN = new Set(['the', 'a', 'an', 'of', 'on', 'with', 'and', 'for', 'by', 'wearing', 'holding', 'worn', 'carried', 'held', 'background', 'in', 'its', 'his', 'her', 'their', 'is', 'are', 'close-up', 'shades', 'setting', 'two', 'three', 'people', 'person']);
// prettier-ignore
const FR = new Set(['le', 'la', 'les', 'un', 'une', 'des', 'du', 'de', 'sur', 'avec', 'et', 'pour', 'par', 'dans', 'au', 'aux', 'fond', 'porté', 'portée', 'portés', 'portées', 'tenu', 'tenue', 'gros', 'plan', 'deux', 'trois', 'personne', 'personnes', 'mannequin', 'situation', 'couleur']);

export function languageVotes(text: string): { en: number; fr: number } {
  const words = text
    .toLowerCase()
    .replace(/[’]/g, "'")
    .split(/[^\p{L}'-]+/u)
    .filter(Boolean);
  let en = 0;
  let fr = 0;
  for (const w of words) {
    if (EN.has(w)) {
      en++;
    }
    if (FR.has(w) || /^(?:l|d|qu)'/.test(w)) {
      fr++;
    }
    if (/[éèêàùçœ]/.test(w)) {
      fr += 0.5;
    }
  }
  return { en, fr };
}

/** The language the text is evidently written in, or undefined when the evidence is too thin. */
export function detectLanguage(text: string): Language | undefined {
  const v = languageVotes(text);
  if (v.en >= 2 && v.en > v.fr * 2) {
    return 'en';
  }
  if (v.fr >= 2 && v.fr > v.en * 2) {
    return 'fr';
  }
  return undefined;
}
