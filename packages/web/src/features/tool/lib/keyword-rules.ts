import { LIMITS } from '@alt-optimizer/contract';

/**
 * Keyword rules from spec section 5, kept pure so they are unit-tested without a DOM.
 * Errors are codes (not text) so the component can render them in the UI language.
 */
export type KeywordError =
  | { code: 'max-reached' }
  | { code: 'too-long' }
  | { code: 'duplicate' }
  | { code: 'paste-limit'; remaining: number }
  | { code: 'paste-too-long'; keyword: string };

export interface KeywordUpdate {
  keywords: string[];
  errors: KeywordError[];
}

/**
 * A keyword may hold spaces ("leather armchair"): only commas and line breaks (Enter; tabs between pasted cells)
 * separate keywords. The spec also lists space; it yields here to multi-word keywords (issue 24), and the field's
 * help says so.
 */
const SEPARATORS = /[,\n\r\t]+/;

function isDuplicate(list: readonly string[], keyword: string): boolean {
  const lower = keyword.toLowerCase();
  return list.some((k) => k.toLowerCase() === lower);
}

/** One typed keyword (Enter, comma or blur). Empty input is a silent no-op. */
export function addKeyword(current: readonly string[], raw: string): KeywordUpdate {
  const keyword = raw.trim();
  if (keyword === '') {
    return { keywords: [...current], errors: [] };
  }
  if (current.length >= LIMITS.keywordsMax) {
    return { keywords: [...current], errors: [{ code: 'max-reached' }] };
  }
  if (keyword.length > LIMITS.keywordMaxChars) {
    return { keywords: [...current], errors: [{ code: 'too-long' }] };
  }
  if (isDuplicate(current, keyword)) {
    return { keywords: [...current], errors: [{ code: 'duplicate' }] };
  }
  return { keywords: [...current, keyword], errors: [] };
}

/**
 * Pasted text: split on commas and line breaks, add what fits. Over-long words are reported by
 * name; duplicates are skipped quietly because a pasted list often repeats itself.
 */
export function pasteKeywords(current: readonly string[], text: string): KeywordUpdate {
  const tokens = text
    .split(SEPARATORS)
    .map((t) => t.trim())
    .filter((t) => t !== '');
  const keywords = [...current];
  const errors: KeywordError[] = [];
  const candidates: string[] = [];
  for (const token of tokens) {
    if (token.length > LIMITS.keywordMaxChars) {
      errors.push({ code: 'paste-too-long', keyword: token });
    } else if (!isDuplicate(keywords, token) && !isDuplicate(candidates, token)) {
      candidates.push(token);
    }
  }
  const remaining = LIMITS.keywordsMax - keywords.length;
  if (candidates.length > remaining) {
    errors.unshift({ code: 'paste-limit', remaining });
  }
  keywords.push(...candidates.slice(0, Math.max(0, remaining)));
  return { keywords, errors };
}

/** Backspace on an empty input removes the last keyword. */
export function removeLastKeyword(current: readonly string[]): string[] {
  return current.slice(0, -1);
}

export function removeKeyword(current: readonly string[], keyword: string): string[] {
  return current.filter((k) => k !== keyword);
}

/** Keys that commit the typed keyword: Enter and comma (a space stays inside a multi-word keyword). */
export function isCommitKey(key: string): boolean {
  return key === 'Enter' || key === ',';
}
