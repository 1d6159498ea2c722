import { z } from 'zod';
import { EXISTING_ALT_POLICIES } from './existing-alts-words.ts';

export * from './existing-alts-words.ts';

/** The choice a request sends (issue 25); see EXISTING_ALT_POLICIES. */
export const existingAltPolicySchema = z.enum(EXISTING_ALT_POLICIES);
/** One reason of the engine's verdict on an old alt, in both languages. */
export const oldAltReasonSchema = z.object({ id: z.string(), en: z.string(), fr: z.string() });
