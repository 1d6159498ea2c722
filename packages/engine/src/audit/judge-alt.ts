/**
 * A verdict for an alt a site already has (issue 25): keep it, improve it, or replace it, with reasons a person can
 * read in English and French. No HTTP, no database: the bulk "replace only what is bad" mode and the page audit
 * both call this. It reuses the checks the engine judges its own alts with (quality/check-alt.ts) and, for what the
 * picture shows, the composer's calibrated noun and colour decisions (contradicts.ts), which say nothing when unsure.
 */
import { LIMITS, type Language } from '@alt-optimizer/contract';
import { checkAlt } from '../quality/check-alt.ts';
import { detectLanguage } from '../quality/language.ts';
import type { VisualFacts } from '../types.ts';
import { contradiction } from './contradicts.ts';
import { reason, type AltReason, type AltReasonId } from './reasons.ts';

export type { AltReason, AltReasonId } from './reasons.ts';

export type AltVerdict = 'keep' | 'improve' | 'replace';

export interface AltJudgement {
  verdict: AltVerdict;
  reasons: AltReason[];
}

export interface JudgeInput {
  /** The alt as found: null or undefined when the attribute (or the spreadsheet cell) is missing, '' when empty. */
  alt: string | null | undefined;
  /** The language of the row or page the alt is read on. */
  language: 'en' | 'fr';
  title?: string | undefined;
  /** What the engine saw in the picture; without it nothing is said about the picture itself. */
  facts?: VisualFacts | undefined;
  /** The image is decorative (an empty alt is then right); unknown is treated as informative. */
  decorative?: boolean | undefined;
  /** The same alt text is on other, different images of the page or catalogue. */
  sameAltOnOtherImages?: boolean | undefined;
  /** The image's file name (or URL's last segment): an alt that repeats it is a file name. */
  fileName?: string | undefined;
}

/** How bad each reason usually is (an alt that only opens with "Image of" merely improves): a "replace" reason means the alt tells the reader nothing true or usable. */
const SEVERITY: Record<AltReasonId, Exclude<AltVerdict, 'keep'>> = {
  missing: 'replace',
  empty_informative: 'replace',
  text_on_decorative: 'replace',
  file_name: 'replace',
  generic: 'replace',
  duplicate: 'improve',
  too_long: 'improve',
  keyword_stuffing: 'improve',
  wrong_language: 'replace',
  title_only: 'improve',
  contradicts_picture: 'replace',
};

/** Words that only say "this is a picture", in both languages. */
const GENERIC_WORDS = new Set([
  'image',
  'images',
  'img',
  'photo',
  'photos',
  'photograph',
  'picture',
  'pic',
  'pictures',
  'visual',
  'visuel',
  'visuels',
  'illustration',
  'graphic',
  'icon',
  'icône',
  'icone',
  'logo',
  'banner',
  'bannière',
  'thumbnail',
  'vignette',
  'miniature',
  'placeholder',
  'product',
  'produit',
  'untitled',
  'sans titre',
  'default',
  'alt',
  'alt text',
  'texte alternatif',
]);
/** Filler around a generic word: "product image 1", « photo du produit », "main picture". */
const FILLER = new Set([
  'a',
  'an',
  'the',
  'of',
  'du',
  'de',
  'des',
  'le',
  'la',
  'les',
  'un',
  'une',
  'main',
  'principale',
  'principal',
  'featured',
  'no',
  'n°',
  'nº',
  'shot',
]);

const PREFIX =
  /^\s*(?:an?\s+|the\s+)?(image|photo|photograph|picture|pic|img)\s+(?:of|showing|shows|with)\b|^\s*(?:une?\s+|l['’])?(image|photo|photographie|visuel)\s+(?:de|d['’]|du|des|montrant|représentant)/iu;

/** A product code: one token of capitals/digits and separators with at least one digit ("24-WB07", "SKU 1234"). */
const SKU = /^(?=[\w./-]*\d)[A-Z0-9]+(?:[-_./][A-Za-z0-9]+)*$/u;
const CODE_LABEL = /^(?:sku|ref|réf|art|item|product|produit)\s*[:#.-]?\s*(?=\S*\d)/iu;
const ONLY_NUMBER = /^[\d\s._-]+$/;

function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’]/g, "'")
    .split(/[^\p{L}\p{N}'°º]+/u)
    .filter(Boolean);
}

function normalised(text: string): string {
  return words(text).join(' ');
}

/** The alt is made of nothing but generic words, filler and numbers: the first generic word, else undefined. */
function onlyGeneric(alt: string): string | undefined {
  const w = words(alt);
  const joined = w.join(' ');
  if (GENERIC_WORDS.has(joined)) {
    return joined;
  }
  const generic = w.find((x) => GENERIC_WORDS.has(x) && x !== 'product' && x !== 'produit') ?? w.find((x) => GENERIC_WORDS.has(x));
  const rest = w.filter((x) => !GENERIC_WORDS.has(x) && !FILLER.has(x) && !/^\d+$/.test(x));
  return generic && rest.length === 0 ? generic : undefined;
}

function fileNameKind(alt: string, fileName: string | undefined): 'file' | 'url' | 'sku' | undefined {
  const text = alt.trim();
  const checked = checkAlt(text, { language: 'en' }).violations;
  if (checked.includes('url')) {
    return 'url';
  }
  if (checked.includes('file-name')) {
    return 'file';
  }
  if (fileName) {
    const stem = normalised(fileName.replace(/^.*[/\\]/, '').replace(/\.[a-z0-9]{2,5}$/i, ''));
    if (stem.length >= 3 && normalised(text) === stem && /[\d_-]/.test(fileName)) {
      return 'file';
    }
  }
  if (SKU.test(text) || ONLY_NUMBER.test(text) || (CODE_LABEL.test(text) && SKU.test(text.replace(CODE_LABEL, '').toUpperCase()))) {
    return 'sku';
  }
  return undefined;
}

/** A list of short phrases for search engines: four or more comma- or pipe-separated runs of at most three words. */
function keywordList(alt: string): boolean {
  const parts = alt
    .split(/[,|;]/)
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.length >= 4 && parts.every((p) => words(p).length <= 3);
}

interface Judged {
  reason: AltReason;
  severity: Exclude<AltVerdict, 'keep'>;
}

function judged(r: AltReason): Judged {
  return { reason: r, severity: SEVERITY[r.id] };
}

/** A word of three letters or more said three times ("bag bag leather bag"): check-alt counts only longer ones. */
function repeatedWord(alt: string): boolean {
  const counts = new Map<string, number>();
  for (const w of words(alt).filter((x) => x.length >= 3 && !FILLER.has(x))) {
    counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  return [...counts.values()].some((c) => c >= 3);
}

/** Every reason the alt gives, in the order a reader meets them (what is missing first, what it says last). */
function reasonsFor(input: JudgeInput): Judged[] {
  const { alt, language } = input;
  if (alt === null || alt === undefined) {
    return [judged(reason('missing'))];
  }
  const text = alt.trim();
  if (text === '') {
    return input.decorative ? [] : [judged(reason('empty_informative'))];
  }
  if (input.decorative) {
    return [judged(reason('text_on_decorative'))];
  }
  const out: Judged[] = [];
  const file = fileNameKind(text, input.fileName);
  if (file) {
    out.push(judged(reason('file_name', file)));
  }
  const generic = file ? undefined : onlyGeneric(text);
  if (generic) {
    out.push(judged(reason('generic', generic, true)));
  } else if (!file) {
    const prefix = PREFIX.exec(text);
    const word = prefix?.[1] ?? prefix?.[2];
    if (word) {
      out.push({ reason: reason('generic', word.toLowerCase(), false), severity: 'improve' });
    }
  }
  if (input.sameAltOnOtherImages) {
    out.push(judged(reason('duplicate')));
  }
  if (text.length > LIMITS.altMaxChars) {
    out.push(judged(reason('too_long', text.length, LIMITS.altMaxChars)));
  }
  if (checkAlt(text, { language, title: input.title }).violations.includes('keyword-stuffing') || keywordList(text) || repeatedWord(text)) {
    out.push(judged(reason('keyword_stuffing')));
  }
  const written = detectLanguage(text);
  if (written && written !== language) {
    out.push(judged(reason('wrong_language', written, language)));
  }
  if (input.title && !file && normalised(input.title) === normalised(text)) {
    out.push(judged(reason('title_only')));
  }
  const against = input.facts && !file && !generic ? contradiction(text, input.facts, input.title, written ?? language) : undefined;
  if (against) {
    out.push(judged(reason('contradicts_picture', against.named, against.seen)));
  }
  return out;
}

/** Keep, improve or replace an existing alt, and why (no reason: keep). */
export function judgeAlt(input: JudgeInput): AltJudgement {
  const found = reasonsFor(input);
  const verdict: AltVerdict = found.some((r) => r.severity === 'replace') ? 'replace' : found.length > 0 ? 'improve' : 'keep';
  return { verdict, reasons: found.map((r) => r.reason) };
}

/** The language a verdict's reasons are shown in picks its words. */
export function reasonText(r: AltReason, language: Language): string {
  return r[language];
}
