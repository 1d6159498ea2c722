import type { Language } from '@alt-optimizer/contract';
import { altLimit } from './alt-length.ts';
import { KNOWN_BRANDS } from './brands.ts';
import { detectLanguage } from './language.ts';

/** What checkAlt needs to know besides the alt itself. Every field but the language is optional. */
export interface CheckContext {
  language: Language;
  title?: string | undefined;
  description?: string | undefined;
  keywords?: readonly string[] | undefined;
  maxLength?: number | undefined;
  /** Text read in the image (OCR); a brand printed on the product may be named. */
  visibleText?: readonly string[] | undefined;
  /** The image was judged decorative: an empty alt is then correct. */
  decorative?: boolean | undefined;
}

export interface CheckResult {
  violations: RuleId[];
  score: number;
}

/** Rule ids (stable: stored in reports). Hard rules first, then the quality rules. */
export const RULES = {
  empty: { hard: true, penalty: 100, why: 'informative image with an empty alt' },
  'too-long': { hard: true, penalty: 40, why: 'longer than the limit' },
  'cut-mid-word': { hard: true, penalty: 30, why: 'ends in a truncated word or an ellipsis' },
  'redundant-prefix': { hard: true, penalty: 30, why: 'starts by saying it is an image/photo/picture' },
  quotes: { hard: true, penalty: 30, why: 'contains double quotes or guillemets' },
  markdown: { hard: true, penalty: 30, why: 'contains markdown or markup characters' },
  'line-break': { hard: true, penalty: 30, why: 'contains a line break or tab' },
  'file-name': { hard: true, penalty: 40, why: 'looks like a file name' },
  url: { hard: true, penalty: 40, why: 'contains a URL' },
  'same-as-title': { hard: true, penalty: 30, why: 'identical to the product title' },
  'language-mismatch': { hard: false, penalty: 30, why: 'written in the other language' },
  'keyword-stuffing': { hard: false, penalty: 25, why: 'a keyword or word repeated, or keywords listed with commas' },
  'unseen-brand': { hard: false, penalty: 25, why: 'names a brand that neither the context nor the image shows' },
  'too-short': { hard: false, penalty: 15, why: 'too short to describe anything (under 10 characters, e.g. "A cat")' },
} as const;

export type RuleId = keyof typeof RULES;

const PREFIX =
  /^\s*(?:an?\s+|the\s+)?(?:image|photo|photograph|picture|pic|img)\s+(?:of|showing|shows|with)\b|^\s*(?:une?\s+|l')?(?:image|photo|photographie)\s+(?:de|d'|du|des|montrant|représentant)|^\s*(?:image|photo|picture)\s*:/i;
const FILE_NAME = /\.(?:jpe?g|png|gif|webp|avif|svg|bmp|tiff?|heic)\b|^(?:img|dsc|dscn|pxl|screenshot)[-_ ]?\d+|^[\w-]+_[\w-]+_[\w-]+$/i;
const URL = /https?:\/\/|\bwww\.|\b[\w-]+\.(?:com|fr|net|org|io|shop)\b/i;
/**
 * What the `quotes` and `markdown` hard rules forbid, as regex character-class bodies: the composer (`sanitise`) and
 * the vision-LLM repair (`cleanForm`) remove exactly these (the repair a few more), so their output passes.
 */
export const QUOTE_CHARS = '"“”«»„';
export const MARKUP_CHARS = '*_`#\\[\\]<>|\\\\';
const QUOTES = new RegExp(`[${QUOTE_CHARS}]`);
const MARKDOWN = new RegExp(`[${MARKUP_CHARS}]|!\\[|\\]\\(`);

function norm(text: string): string {
  return text
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/[^\p{L}\p{N}']+/gu, ' ')
    .trim();
}

function countOccurrences(hay: string, needle: string): number {
  if (!needle) {
    return 0;
  }
  const re = new RegExp(`(?<![\\p{L}\\p{N}])${needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'gu');
  return [...hay.matchAll(re)].length;
}

function stuffing(alt: string, ctx: CheckContext): boolean {
  const n = norm(alt);
  const title = norm(ctx.title ?? '');
  for (const kw of ctx.keywords ?? []) {
    const k = norm(kw);
    // A keyword the title already contains may appear as often as the title has it, plus once.
    if (countOccurrences(n, k) > Math.max(1, countOccurrences(title, k))) {
      return true;
    }
  }
  // Three or more keywords separated by commas is a list, not a sentence.
  const kws = new Set((ctx.keywords ?? []).map(norm));
  const segments = alt.split(',').map(norm);
  let run = 0;
  for (const s of segments) {
    run = kws.has(s) ? run + 1 : 0;
    if (run >= 3) {
      return true;
    }
  }
  // Any content word said three times is stuffing whatever its origin.
  const counts = new Map<string, number>();
  for (const w of n.split(' ').filter((x) => x.length > 3)) {
    counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  return [...counts.values()].some((c) => c >= 3);
}

function unseenBrand(alt: string, ctx: CheckContext): boolean {
  const n = ` ${norm(alt)} `;
  const evidence = ` ${norm([ctx.title, ctx.description, ...(ctx.keywords ?? []), ...(ctx.visibleText ?? [])].join(' '))} `;
  return KNOWN_BRANDS.some((b) => {
    const k = ` ${norm(b)} `;
    return n.includes(k) && !evidence.includes(k);
  });
}

/**
 * Checks an alt text against the hard rules (length, no cut word, no "image of", no quotes/markdown/line breaks,
 * not a file name or URL, not the bare title) and the quality rules (language, keyword stuffing, unseen brands,
 * too short). Score: 100 minus the penalty of each violated rule, floored at 0.
 */
export function checkAlt(alt: string, ctx: CheckContext): CheckResult {
  const v: RuleId[] = [];
  const max = altLimit(ctx);
  const text = alt.trim();
  if (text === '') {
    return ctx.decorative ? { violations: [], score: 100 } : { violations: ['empty'], score: 0 };
  }
  if (alt.length > max) {
    v.push('too-long');
  }
  if (/(?:\.\.\.|…|\s-|\p{L}-)$/u.test(text)) {
    v.push('cut-mid-word');
  }
  if (PREFIX.test(text)) {
    v.push('redundant-prefix');
  }
  if (QUOTES.test(alt)) {
    v.push('quotes');
  }
  if (MARKDOWN.test(alt)) {
    v.push('markdown');
  }
  if (/[\r\n\t]/.test(alt)) {
    v.push('line-break');
  }
  if (FILE_NAME.test(text)) {
    v.push('file-name');
  }
  if (URL.test(text)) {
    v.push('url');
  }
  if (ctx.title && norm(ctx.title) === norm(text)) {
    v.push('same-as-title');
  }
  const lang = detectLanguage(text);
  if (lang && lang !== ctx.language) {
    v.push('language-mismatch');
  }
  if (stuffing(text, ctx)) {
    v.push('keyword-stuffing');
  }
  if (unseenBrand(text, ctx)) {
    v.push('unseen-brand');
  }
  if (text.length < 10) {
    v.push('too-short');
  }
  const score = Math.max(0, 100 - v.reduce((sum, id) => sum + RULES[id].penalty, 0));
  return { violations: v, score };
}

/** checkAlt bound to one request; `decorative` says an empty alt is intended. */
export type AltCheck = (alt: string, meta: { decorative: boolean }) => CheckResult;

/**
 * checkAlt bound to one request's context: only whether an empty alt is intended changes between the answers judged
 * for it (the local composer's, each vision-LLM attempt).
 */
export function checkerFor(ctx: Omit<CheckContext, 'decorative'>): AltCheck {
  return (alt, { decorative }) => checkAlt(alt, { ...ctx, decorative });
}

/** True when none of the hard rules is violated (what the eval's "rule compliance" counts). */
export function passesHardRules(result: Pick<CheckResult, 'violations'>): boolean {
  return result.violations.every((id) => !RULES[id].hard);
}
