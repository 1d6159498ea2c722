import { apiV1AltTextJsonRequestSchema, apiV1ContextSchema, type ApiV1AltTextJsonRequest, type Language } from '@alt-optimizer/contract';
import type { z } from 'zod';
import { AppError, ERRORS } from '../../core/errors/index.ts';
import { issueDetail } from '../../core/http/issue-detail.ts';
import { parseKeywordList, parseKeywordsField, parseLanguageField } from '../../core/http/form-fields.ts';

export interface AltTextContext {
  title: string | undefined;
  description: string | undefined;
  keywords: string[];
  language: Language | null;
}

function invalid(error: z.ZodError): AppError {
  return new AppError(ERRORS.invalidRequest, { detail: issueDetail(error) });
}

/** Blank text fields count as absent, so a form that always sends every field behaves like one that omits them. */
function text(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/** The context fields of a multipart POST /v1/alt-text (keywords: a JSON list, as on /analyze-single-image). */
export function parseFormContext(fields: Record<string, string>): AltTextContext {
  const language = parseLanguageField(fields.language);
  const keywords = parseKeywordsField(fields.keywords);
  const result = apiV1ContextSchema.pick({ title: true, description: true }).safeParse({
    title: text(fields.title),
    description: text(fields.description),
  });
  if (!result.success) {
    throw invalid(result.error);
  }
  return { title: result.data.title, description: result.data.description, keywords, language };
}

/** A JSON POST /v1/alt-text: the image URL and the same context; keywords get the single-image messages. */
export function parseJsonBody(body: unknown): { imageUrl: string; context: AltTextContext } {
  const raw = (body ?? {}) as Record<string, unknown>;
  const keywords = raw.keywords === undefined ? [] : parseKeywordList(raw.keywords);
  if (raw.language !== undefined && typeof raw.language !== 'string') {
    throw new AppError(ERRORS.languageInvalid);
  }
  const language = parseLanguageField(raw.language);
  const result = apiV1AltTextJsonRequestSchema.safeParse({ ...raw, keywords: undefined, language: undefined });
  if (!result.success) {
    throw invalid(result.error);
  }
  const data: ApiV1AltTextJsonRequest = result.data;
  return { imageUrl: data.imageUrl, context: { title: text(data.title), description: text(data.description), keywords, language } };
}
