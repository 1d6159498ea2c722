/**
 * Colour words in a title, a keyword or an alt, as palette keys with their places. Read by title cleaning, the
 * segments of a marketplace title, the audit and the eval.
 */
import { COLOUR_SURFACES, colourWord, normaliseText } from './lexicon/index.ts';

/** Every colour word of a text, longest first and never overlapping, a shade and its family's word as one. */
export function findColours(text: string): { key: string; start: number; end: number }[] {
  const hay = normaliseText(text);
  const out: { key: string; start: number; end: number }[] = [];
  for (const s of COLOUR_SURFACES) {
    const re = new RegExp(`(?<![\\p{L}\\p{N}])${s.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'gu');
    for (const m of hay.matchAll(re)) {
      const start = m.index;
      const end = start + s.text.length;
      if (!out.some((o) => start < o.end && end > o.start)) {
        out.push({ key: s.key, start, end });
      }
    }
  }
  return shadesWithFamily(
    hay,
    out.sort((a, b) => a.start - b.start),
  );
}

/** "Olive Green", "Teal-Blue": a shade followed by its own family's word is one colour, the shade. */
function shadesWithFamily(hay: string, spans: { key: string; start: number; end: number }[]): typeof spans {
  const out: typeof spans = [];
  for (const c of spans) {
    const last = out[out.length - 1];
    const joined = last !== undefined && /^[\s-]$/.test(hay.slice(last.end, c.start));
    if (last && joined && last.key !== c.key && colourWord(c.key)?.family === c.key && colourWord(last.key)?.family === c.key) {
      last.end = c.end;
    } else {
      out.push({ ...c });
    }
  }
  return out;
}

/** Colour keys mentioned in any text (titles, keywords, alts). */
export function coloursIn(text: string): string[] {
  return findColours(text).map((c) => c.key);
}
