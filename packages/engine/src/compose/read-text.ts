/**
 * Text read on the picture (OCR) that an alt may quote: short, clean, and either known or read with high
 * confidence. Misreads ("TART/", "Oispensere", "ULIA") are worse than saying nothing.
 */
import type { VisualFacts } from '../types.ts';
import { unshout, type ParsedTitle } from './clean-title.ts';
import { coloursIn } from './title-colours.ts';
import { findNouns, normaliseText } from './lexicon/index.ts';
import { KNOWN_BRANDS } from '../quality/brands.ts';

/** OCR lines below this confidence are too often misread to be quoted. */
const TEXT_MIN_CONFIDENCE = 0.85;

/** A word as printed on a product: letters only (an inner hyphen or apostrophe allowed), at least three. */
const CLEAN_WORD = /^\p{L}[\p{L}'’-]*\p{L}$/u;
/** Without a brand or lexicon match, a line is quoted only when the recogniser is this sure of it. */
const TEXT_SURE_CONFIDENCE = 0.93;

function looksLikeWord(w: string): boolean {
  const letters = w.replace(/[^\p{L}]/gu, '');
  return (
    CLEAN_WORD.test(w) &&
    letters.length >= 3 &&
    /[aeiouyàâäéèêëîïôöûùü]/i.test(letters) &&
    !/[^aeiouyàâäéèêëîïôöûùü]{5,}/i.test(letters) &&
    !/\p{Lu}{2}\p{Ll}/u.test(letters)
  );
}

/** A word we know is real: a brand, or a product/object/colour word of the lexicon. */
function knownWord(w: string): boolean {
  const k = normaliseText(w);
  return KNOWN_BRANDS.includes(k) || findNouns(k).length > 0 || coloursIn(k).length > 0;
}

/** Short words a sign may hold between its content words ("Welcome to …", « Rue de la … »). */
const FUNCTION_WORDS = new Set(['to', 'of', 'the', 'and', 'in', 'on', 'at', 'for', 'de', 'la', 'le', 'les', 'du', 'des', 'et', 'à', 'au']);
/** At most this many words are quoted: more is a paragraph, not what the picture shows at a glance. */
const MAX_QUOTED_WORDS = 4;

function wordsOf(text: string): string[] {
  return text
    .replace(/["“”«»`*_#[\]<>|\\]/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
}

/** A line is quoted only whole: every word clean, and either sure or every content word known. */
function quotable(confidence: number, words: string[]): boolean {
  const content = words.filter((w) => !FUNCTION_WORDS.has(w.toLowerCase()));
  if (content.length === 0 || !content.every(looksLikeWord)) {
    return false;
  }
  return confidence >= TEXT_SURE_CONFIDENCE || content.every(knownWord);
}

/**
 * Shouted sign text, read aloud letter by letter by some screen readers: "WELCOME TO" → "Welcome to". Words of
 * four letters or fewer stay as printed (FIFA, NIKE, STOP), as in titles.
 */
function readable(word: string, first: boolean): string {
  if (word !== word.toUpperCase()) {
    return word;
  }
  if (FUNCTION_WORDS.has(word.toLowerCase())) {
    return first ? word.charAt(0) + word.slice(1).toLowerCase() : word.toLowerCase();
  }
  return unshout(word);
}

/**
 * OCR text worth quoting: the clean lines in reading order, whole lines only, up to four words ("Welcome to
 * Ardnamurchan Point" from a three-line sign); a line that is not clean is passed over, never quoted in part.
 */
export function legibleText(facts: VisualFacts, title: ParsedTitle | undefined): string | undefined {
  const picked: string[] = [];
  for (const line of facts.text) {
    const words = wordsOf(line.text);
    if (line.confidence < TEXT_MIN_CONFIDENCE || !quotable(line.confidence, words)) {
      continue;
    }
    if (picked.length + words.length > MAX_QUOTED_WORDS) {
      break;
    }
    picked.push(...words);
  }
  const text = picked.map((w, i) => readable(w, i === 0)).join(' ');
  if (!text || text.length > 40) {
    return undefined;
  }
  // A brand printed on the product that the title already names adds nothing.
  if (title && normaliseText(title.clean).includes(normaliseText(text))) {
    return undefined;
  }
  return text;
}

/** A known brand read clearly on the product that the merchant's title names too. */
export function printsTitleBrand(facts: VisualFacts, title: ParsedTitle): boolean {
  const said = normaliseText(title.clean);
  return facts.text.some((l) => {
    const t = normaliseText(l.text.trim());
    return l.confidence >= TEXT_MIN_CONFIDENCE && KNOWN_BRANDS.includes(t) && new RegExp(`(?:^|\\s)${t}(?:\\s|$)`).test(said);
  });
}
