/**
 * What a catalogue Description column says about the pictured product's type (when the title is only a name).
 * Its callers turn the marketing HTML into text first (html-to-text.ts). Attributes and pack sizes: read-attributes.ts.
 */
import { findNouns, normaliseText, type NounMatch } from './lexicon/index.ts';

/**
 * The product noun of a description. The noun written next to the product's name wins ("the ''Oliver''
 * armchair", « le fauteuil Oliver »); otherwise the first product noun of the first two sentences, where
 * descriptions say what the product is before they praise it.
 */
export function descriptionNoun(text: string, name?: string): NounMatch | undefined {
  const found = findNouns(text).filter((m) => m.noun.kind !== 'person' && m.noun.kind !== 'living');
  if (found.length === 0) {
    return undefined;
  }
  const hay = normaliseText(text);
  const key = name ? normaliseText(name).split(' ')[0] : undefined;
  if (key && key.length >= 3) {
    for (let at = hay.indexOf(key); at >= 0; at = hay.indexOf(key, at + 1)) {
      const near = found.find((m) => Math.abs(m.start - at) <= key.length + 12 || Math.abs(m.end - at) <= 12);
      if (near) {
        return near;
      }
    }
  }
  // Past the first two sentences a noun is more often a part or a matching product ("the cushions").
  const sentences = hay.split(/[.!?]\s/);
  const limit = (sentences[0]?.length ?? 0) + (sentences[1]?.length ?? 0) + 2;
  return found.find((m) => m.start <= limit);
}
