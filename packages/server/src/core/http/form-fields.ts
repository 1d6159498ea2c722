import { LIMITS, keywordsSchema, languageSchema, type Language } from '@alt-optimizer/contract';
import { AppError, ERRORS } from '../errors/index.ts';

/** The multipart `keywords` field: a JSON list of strings checked with the contract's rules. */
export function parseKeywordsField(raw: string | undefined): string[] {
  if (raw === undefined || raw.trim() === '') {
    return [];
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new AppError(ERRORS.keywordsMalformed);
  }
  return parseKeywordList(parsed);
}

/** A keyword list already parsed from JSON (a form field or a JSON body), checked with the contract's rules. */
export function parseKeywordList(parsed: unknown): string[] {
  if (!Array.isArray(parsed) || !parsed.every((k) => typeof k === 'string')) {
    throw new AppError(ERRORS.keywordsMalformed);
  }
  // Checked first so a long list gets the list message even when one of its keywords is also wrong.
  if (parsed.length > LIMITS.keywordsMax) {
    throw new AppError(ERRORS.keywordsTooMany);
  }
  const result = keywordsSchema.safeParse(parsed);
  if (result.success) {
    return result.data;
  }
  // Map the contract's issue to our bilingual message, naming the offending keyword where there is one.
  const issue = result.error.issues[0];
  const index = typeof issue?.path[0] === 'number' ? issue.path[0] : undefined;
  const keyword = index === undefined ? '' : String(parsed[index]).trim();
  if (issue?.code === 'too_big' && index === undefined) {
    throw new AppError(ERRORS.keywordsTooMany);
  }
  if (issue?.code === 'too_big') {
    throw new AppError(ERRORS.keywordTooLong, { keyword });
  }
  if (issue?.code === 'too_small') {
    throw new AppError(ERRORS.keywordEmpty);
  }
  const seen = new Set<string>();
  const duplicate = (parsed as string[])
    .map((k) => k.trim())
    .find((k) => {
      const key = k.toLowerCase();
      return seen.has(key) || !seen.add(key);
    });
  throw new AppError(ERRORS.keywordDuplicate, { keyword: duplicate ?? '' });
}

/** The multipart `language` field; absent means English (spec section 7). */
export function parseLanguageField(raw: string | undefined): Language | null {
  if (raw === undefined || raw.trim() === '') {
    return null;
  }
  const result = languageSchema.safeParse(raw.trim().toLowerCase());
  if (!result.success) {
    throw new AppError(ERRORS.languageInvalid);
  }
  return result.data;
}
