/**
 * Mechanical clean-up of a model's alt text before the quality check. Models follow the rules most of the
 * time; what they get wrong is usually form (quotes, a "Photo of" opener, a few characters too many), which
 * is cheaper to fix here than with another paid call.
 */
import { cutToLength } from '../quality/alt-length.ts';
import { MARKUP_CHARS, QUOTE_CHARS } from '../quality/check-alt.ts';

const PREFIX =
  /^\s*(?:(?:an?|the)\s+)?(?:image|photo(?:graph)?|picture|pic)\s+(?:of|showing|shows|with|depicting)\s+|^\s*(?:(?:une?|la|l')\s*)?(?:image|photo(?:graphie)?)\s+(?:de|d'|du|des|montrant|représentant)\s*/i;
// What checkAlt forbids, plus what models also write: ‟ and backticks as quotes, a lone apostrophe, ~ for strike-through.
const QUOTES = new RegExp(`[${QUOTE_CHARS}‟\`]|(?<![\\p{L}])'|'(?![\\p{L}])`, 'gu');
const MARKUP = new RegExp(`[${MARKUP_CHARS}~]+`, 'g');

export function cleanForm(alt: string): string {
  let text = alt
    .replace(/[\r\n\t]+/g, ' ')
    .replace(QUOTES, '')
    .replace(MARKUP, ' ');
  text = text.replace(/\s+/g, ' ').trim();
  const withoutPrefix = text.replace(PREFIX, '');
  if (withoutPrefix !== text && withoutPrefix.length > 0) {
    text = withoutPrefix.charAt(0).toUpperCase() + withoutPrefix.slice(1);
  }
  // One sentence: a final full stop is noise to a screen reader and costs a character.
  return text.replace(/[\s.]+$/u, '').trim();
}

export function repairAlt(alt: string, max: number): string {
  return cutToLength(cleanForm(alt), max);
}
