import { z } from 'zod';
import { resultRowSchema } from './api.ts';
import { keywordsSchema } from './keywords.ts';

// The review queue of a completed bulk job (beyond the spec): approve a row the engine was unsure of,
// regenerate one row with other keywords, and a small thumbnail of each row's image served by our server.

/** The report's filter: rows to review, failed rows, or every row. */
export const REVIEW_FILTERS = ['review', 'failed', 'all'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

/** Answer of PATCH /api/results/:jobId/:resultId and of the approve and regenerate actions: the row as stored now. */
export const resultRowResponseSchema = z.object({ success: z.literal(true), result: resultRowSchema });
export type ResultRowResponse = z.infer<typeof resultRowResponseSchema>;

// ---- POST /api/results/:jobId/:resultId/approve ----
// No body: a person checked the alt, so the row no longer needs review (ALT_Status `success` in the download).

// ---- POST /api/results/:jobId/:resultId/regenerate ----
/** The row is analysed again with these keywords (the job's own keywords are not changed). */
export const regenerateRequestSchema = z.object({ keywords: keywordsSchema });
export type RegenerateRequest = z.infer<typeof regenerateRequestSchema>;

// ---- GET /api/results/:jobId/:resultId/thumbnail ----
/** Path of a row's thumbnail (a WebP of at most LIMITS.thumbnailMaxPx; the merchant's image is never hot-linked). */
export function resultThumbnailPath(jobId: string, resultId: string): string {
  return `/api/results/${encodeURIComponent(jobId)}/${encodeURIComponent(resultId)}/thumbnail`;
}
