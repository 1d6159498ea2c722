import { z } from 'zod';
import { resultRowSchema } from './api.ts';
import { keywordsSchema } from './keywords.ts';

// The review queue of a completed bulk job (beyond the spec): approve a row the engine was unsure of,
// regenerate one row with other keywords, and a small thumbnail of each row's image served by our server.
// Zod-free values the browser needs at once (the filter list, the thumbnail path) are in review-queue.ts.

/** Answer of PATCH /api/results/:jobId/:resultId and of the approve and regenerate actions: the row as stored now. */
export const resultRowResponseSchema = z.object({ success: z.literal(true), result: resultRowSchema });
export type ResultRowResponse = z.infer<typeof resultRowResponseSchema>;

// ---- POST /api/results/:jobId/:resultId/approve ----
// No body: a person checked the alt, so the row no longer needs review (ALT_Status `success` in the download).

// ---- POST /api/results/:jobId/:resultId/regenerate ----
/** The row is analysed again with these keywords (the job's own keywords are not changed). */
export const regenerateRequestSchema = z.object({ keywords: keywordsSchema });
export type RegenerateRequest = z.infer<typeof regenerateRequestSchema>;

// ---- GET /api/results/:jobId/:resultId/thumbnail: see resultThumbnailPath (review-queue.ts) ----
