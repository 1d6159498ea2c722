/**
 * What a catalogue Description column says about the pictured product: its type (when the title is only a name)
 * and how many items it shows. Descriptions are marketing HTML, so tags and entities go first.
 */
import { findNouns, normaliseText, type NounMatch } from './lexicon/index.ts';

const ENTITIES: Record<string, string> = { amp: '&', nbsp: ' ', quot: '"', apos: "'", lt: '<', gt: '>', eacute: 'é', egrave: 'è', agrave: 'à', ccedil: 'ç', rsquo: '’', lsquo: '‘', hellip: '…' };

/** Plain text from a product description: tags removed (block tags end a sentence), entities decoded. */
export function stripHtml(html: string): string {
  return html
    .replace(/<(?:script|style)[\s\S]*?<\/(?:script|style)>/gi, ' ')
    .replace(/<\/?(?:p|div|li|ul|ol|br|h[1-6]|tr|td)\b[^>]*>/gi, '. ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
    .replace(/&([a-z]+);/gi, (m, name: string) => ENTITIES[name.toLowerCase()] ?? m)
    .replace(/\s+/g, ' ')
    .replace(/(?:\s*\.\s*){2,}/g, '. ')
    .replace(/^[\s.]+/, '')
    .trim();
}

/** "pair of", "set of 3", « lot de 2 »: how many items one photo of this product shows. */
export interface ItemCount {
  kind: 'pair' | 'set';
  n?: number | undefined;
}

const WORD_NUMBERS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, deux: 2, trois: 3, quatre: 4, cinq: 5 };

export function itemCount(text: string): ItemCount | undefined {
  const t = normaliseText(text);
  if (/\b(?:pair of|une paire de|paire de)\b/.test(t)) {
    return { kind: 'pair' };
  }
  const set = /\b(?:set of|pack of|lot de|set de|pack de|coffret de)\s+(\d+|two|three|four|five|six|deux|trois|quatre|cinq)\b/.exec(t);
  if (set?.[1]) {
    const n = Number(set[1]) || WORD_NUMBERS[set[1]];
    return n && n > 1 && n <= 24 ? { kind: 'set', n } : undefined;
  }
  return undefined;
}

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
