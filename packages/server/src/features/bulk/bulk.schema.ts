import {
  bulkModeSchema,
  editAltRequestSchema,
  existingAltPolicySchema,
  policyFrom,
  LIMITS,
  resultsPageQuerySchema,
  type BulkMode,
  type ExistingAltPolicy,
} from '@alt-optimizer/contract';
import { AppError, ERRORS } from '../../core/errors/index.ts';
import { parseKeywordList } from '../../core/http/form-fields.ts';
import { BULK_ERRORS } from './messages.ts';

/** The multipart `mode` field. */
export function parseModeField(raw: string | undefined): BulkMode {
  // "single" is also sent by the web client (spec section 5); a spreadsheet in that mode is a full catalogue.
  if (raw === undefined || raw === '' || raw === 'single') {
    return 'complete';
  }
  const mode = bulkModeSchema.safeParse(raw.trim().toLowerCase());
  if (!mode.success) {
    throw new AppError(BULK_ERRORS.modeInvalid);
  }
  return mode.data;
}

/**
 * The multipart `existingAlts` field (replace-bad, fill-empty, overwrite), or the older `overwrite` boolean field
 * ("true" = overwrite, anything else sent = fill-empty); neither is the default, replace-bad.
 */
export function parseExistingAltsField(raw: string | undefined, overwrite?: string | undefined): ExistingAltPolicy {
  if (raw !== undefined && raw !== '') {
    const parsed = existingAltPolicySchema.safeParse(raw.trim().toLowerCase());
    if (!parsed.success) {
      throw new AppError(BULK_ERRORS.existingAltsInvalid);
    }
    return parsed.data;
  }
  return policyFrom(undefined, overwrite === undefined || overwrite === '' ? undefined : /^(1|true|yes|on)$/i.test(overwrite));
}

/** PATCH /results/:jobId/:resultId body: the alt checked with the contract's length rule. */
export function parseEditBody(body: unknown): string {
  const parsed = editAltRequestSchema.safeParse(body);
  if (!parsed.success) {
    throw new AppError(BULK_ERRORS.altInvalid);
  }
  return parsed.data.generatedAlt;
}

/** POST /results/:jobId/:resultId/regenerate body: `{ keywords: [...] }` (regenerateRequestSchema), checked with the keyword rules. */
export function parseRegenerateBody(body: unknown): string[] {
  if (typeof body !== 'object' || body === null || !('keywords' in body)) {
    throw new AppError(ERRORS.keywordsMalformed);
  }
  return parseKeywordList(body.keywords);
}

/** GET /results/:jobId and …/rows query: `after` (a cursor), `limit`, `filter` (resultsPageQuerySchema), else a 400. */
export function parseResultsPageQuery(query: unknown): ReturnType<typeof resultsPageQuerySchema.parse> {
  const parsed = resultsPageQuerySchema.safeParse(query ?? {});
  if (!parsed.success) {
    throw new AppError(BULK_ERRORS.badResultsPage, { max: LIMITS.resultsPageMaxRows });
  }
  return parsed.data;
}
