/**
 * Mechanical clean-up of a model's alt text before the quality check. Models follow the rules most of the
 * time; what they get wrong is usually form (quotes, a "Photo of" opener, a few characters too many), which
 * is cheaper to fix here than with another paid call.
 */

const PREFIX =
  /^\s*(?:(?:an?|the)\s+)?(?:image|photo(?:graph)?|picture|pic)\s+(?:of|showing|shows|with|depicting)\s+|^\s*(?:(?:une?|la|l')\s*)?(?:image|photo(?:graphie)?)\s+(?:de|d'|du|des|montrant|représentant)\s*/i;
const QUOTES = /["“”«»„‟`]|(?<![\p{L}])'|'(?![\p{L}])/gu;
const MARKUP = /[*_#[\]<>|\\~]+/g;
// Words a cut sentence must not end on (EN + FR): "black sneakers with" reads as broken.
const DANGLING = new Set([
  'a', 'an', 'the', 'and', 'or', 'with', 'of', 'in', 'on', 'for', 'to', 'by', 'at', 'from', 'its', 'their',
  'un', 'une', 'le', 'la', 'les', 'l', 'de', 'du', 'des', 'd', 'et', 'ou', 'avec', 'en', 'sur', 'pour', 'à', 'au', 'aux', 'par', 'dans', 'sa', 'son', 'ses',
]);

export function cleanForm(alt: string): string {
  let text = alt.replace(/[\r\n\t]+/g, ' ').replace(QUOTES, '').replace(MARKUP, ' ');
  text = text.replace(/\s+/g, ' ').trim();
  const withoutPrefix = text.replace(PREFIX, '');
  if (withoutPrefix !== text && withoutPrefix.length > 0) {
    text = withoutPrefix.charAt(0).toUpperCase() + withoutPrefix.slice(1);
  }
  // One sentence: a final full stop is noise to a screen reader and costs a character.
  return text.replace(/[\s.]+$/u, '').trim();
}

/** Cut to at most `max` characters at a word boundary, never ending on a dangling article or preposition. */
export function cutToLength(text: string, max: number): string {
  if (text.length <= max) {
    return text;
  }
  const words = text.slice(0, max + 1).split(' ');
  words.pop(); // the last piece is either cut mid-word or pushes past the limit
  while (words.length > 0) {
    const last = (words[words.length - 1] ?? '').replace(/[,;:\-–]+$/u, '');
    if (last && !DANGLING.has(last.toLowerCase().replace(/'$/, ''))) {
      words[words.length - 1] = last;
      break;
    }
    words.pop();
  }
  return words.join(' ').trim();
}

export function repairAlt(alt: string, max: number): string {
  return cutToLength(cleanForm(alt), max);
}
