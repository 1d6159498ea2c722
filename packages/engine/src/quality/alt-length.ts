import { LIMITS } from '@alt-optimizer/contract';

/**
 * The length rule, in one place: how long an alt may be and how a too-long one is cut. The composer, the
 * vision-LLM repair and checkAlt all use it, so a text the composer or the repair cut always passes the check.
 */

/** The longest alt a request allows: its own `maxLength` (e.g. 80 for an RGAA profile), never over LIMITS.altMaxChars. */
export function altLimit(context: { maxLength?: number | undefined }): number {
  return Math.min(context.maxLength ?? LIMITS.altMaxChars, LIMITS.altMaxChars);
}

/** Function words (EN + FR) a cut sentence must not end on: "black sneakers with" reads as broken. */
// prettier-ignore
const DANGLING_WORDS = [
  'a', 'an', 'the', 'and', 'or', 'with', 'of', 'in', 'on', 'for', 'to', 'by', 'at', 'from', 'its', 'their',
  'un', 'une', 'le', 'la', 'les', 'l', 'de', 'du', 'des', 'd', 'et', 'ou', 'avec', 'en', 'sur', 'pour', 'à', 'au', 'aux', 'par', 'dans', 'sa', 'son', 'ses',
];
/** A dangling word at the end, elided or not (« de », « d' », « l' »). */
const DANGLING_END = new RegExp(`\\s+(?:${DANGLING_WORDS.join('|')})'?$`, 'iu');
const PUNCTUATION_END = /[\s,;:\-–—&]+$/;

/** Cuts to at most `max` characters at the last whole word, then drops dangling function words and punctuation. */
export function cutToLength(text: string, max: number): string {
  if (text.length <= max) {
    return text;
  }
  let cut = text.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  cut = space > 0 ? cut.slice(0, space) : '';
  for (let prev = ''; prev !== cut;) {
    prev = cut;
    cut = cut.replace(PUNCTUATION_END, '').replace(DANGLING_END, '');
  }
  return cut;
}
