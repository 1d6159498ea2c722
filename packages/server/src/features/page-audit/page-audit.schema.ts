import { auditRequestSchema, LIMITS, type Language } from '@alt-optimizer/contract';
import { AppError, ERRORS } from '../../core/errors/index.ts';
import { issueDetail } from '../../core/http/issue-detail.ts';
import type { AuditRequestInput } from './audit/page-audit.service.ts';

/** POST /page-audits and /v1/page-audits: `{ url, maxPages?, language? }` (JSON). */
export function parseAuditRequest(body: unknown): AuditRequestInput {
  const result = auditRequestSchema.safeParse(body ?? {});
  if (!result.success) {
    throw new AppError(ERRORS.invalidRequest, { detail: issueDetail(result.error) });
  }
  return { url: result.data.url, maxPages: result.data.maxPages ?? LIMITS.auditDefaultPages, language: result.data.language ?? 'en' };
}

/** `?language=fr` of a report download, else the request's language. */
export function reportLanguage(query: unknown, fallback: Language): Language {
  const value = (query as Record<string, unknown> | undefined)?.language;
  return value === 'fr' || value === 'en' ? value : fallback;
}
