import { z } from 'zod';
import { LIMITS } from './limits.ts';

/** One keyword: trimmed, non-empty, at most 30 characters. */
export const keywordSchema = z
  .string()
  .trim()
  .min(1)
  .max(LIMITS.keywordMaxChars, { message: `Keyword must be ${LIMITS.keywordMaxChars} characters or less` });

/** Up to 6 distinct keywords (case-insensitive). */
export const keywordsSchema = z
  .array(keywordSchema)
  .max(LIMITS.keywordsMax, { message: `Maximum ${LIMITS.keywordsMax} keywords allowed` })
  .refine((list) => new Set(list.map((k) => k.toLowerCase())).size === list.length, {
    message: 'Keyword already added',
  });
export type Keywords = z.infer<typeof keywordsSchema>;
