import {
  API_V1_HEADERS,
  apiV1JobJsonRequestSchema,
  apiV1ResultsQuerySchema,
  type ApiV1ResultsQuery,
  type BulkMode,
  type ExistingAltPolicy,
  type Language,
} from '@alt-optimizer/contract';
import type { FastifyRequest } from 'fastify';
import { AppError, ERRORS } from '../../../core/errors/index.ts';
import { issueDetail } from '../../../core/http/issue-detail.ts';
import { parseKeywordList, parseKeywordsField, parseLanguageField } from '../../../core/http/form-fields.ts';
import { parseExistingAltsField, parseModeField } from '../bulk.schema.ts';
import { JOBS_V1_ERRORS } from './jobs-v1.messages.ts';

export interface JobSettings {
  mode: BulkMode;
  keywords: string[];
  language: Language | null;
  existingAlts: ExistingAltPolicy;
  callbackUrl: string | null;
}

/** The Idempotency-Key header: absent, or 1–255 visible ASCII characters. */
export function parseIdempotencyKey(request: FastifyRequest): string | null {
  const raw = request.headers[API_V1_HEADERS.idempotencyKey];
  if (raw === undefined) {
    return null;
  }
  if (typeof raw !== 'string' || !/^[\x21-\x7e]{1,255}$/.test(raw)) {
    throw new AppError(JOBS_V1_ERRORS.idempotencyKeyInvalid);
  }
  return raw;
}

function parseCallbackUrl(raw: unknown, acceptable: (url: string) => boolean): string | null {
  if (raw === undefined || raw === null || raw === '') {
    return null;
  }
  if (typeof raw !== 'string' || raw.length > 2048 || !acceptable(raw)) {
    throw new AppError(JOBS_V1_ERRORS.callbackUrlInvalid);
  }
  return raw;
}

/** The text fields sent beside a spreadsheet upload. */
export function parseFormSettings(fields: Record<string, string>, acceptable: (url: string) => boolean): JobSettings {
  return {
    language: parseLanguageField(fields.language),
    mode: parseModeField(fields.mode),
    keywords: parseKeywordsField(fields.keywords),
    existingAlts: parseExistingAltsField(fields.existingAlts),
    callbackUrl: parseCallbackUrl(fields.callbackUrl, acceptable),
  };
}

/** A JSON job: its rows (checked with the contract's schema) and the same settings as a form. */
export function parseJsonJob(body: unknown, acceptable: (url: string) => boolean) {
  const raw = (body ?? {}) as Record<string, unknown>;
  if (raw.language !== undefined && typeof raw.language !== 'string') {
    throw new AppError(ERRORS.languageInvalid);
  }
  const settings: JobSettings = {
    language: parseLanguageField(raw.language as string | undefined),
    mode: parseModeField(typeof raw.mode === 'string' ? raw.mode : undefined),
    keywords: raw.keywords === undefined ? [] : parseKeywordList(raw.keywords),
    existingAlts: parseExistingAltsField(
      typeof raw.existingAlts === 'string' ? raw.existingAlts : raw.existingAlts === undefined ? undefined : '?',
    ),
    callbackUrl: parseCallbackUrl(raw.callbackUrl, acceptable),
  };
  const result = apiV1JobJsonRequestSchema.pick({ rows: true }).safeParse(raw);
  if (!result.success) {
    throw new AppError(JOBS_V1_ERRORS.rowsInvalid, { detail: issueDetail(result.error) });
  }
  return { settings, rows: result.data.rows };
}

export function parseResultsQuery(query: unknown): ApiV1ResultsQuery {
  const result = apiV1ResultsQuerySchema.safeParse(query ?? {});
  if (!result.success) {
    throw new AppError(ERRORS.invalidRequest, { detail: issueDetail(result.error, 'query') });
  }
  return result.data;
}
