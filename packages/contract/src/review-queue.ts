// The review queue's values the browser needs at once, without zod (the tool chunk imports them before any schema
// is loaded; the request and response schemas are in review.ts).

/** The completed report's review filter: rows to review, failed rows, or every row. */
export const REVIEW_FILTERS = ['review', 'failed', 'all'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

/** A bulk row's thumbnail: a WebP of at most LIMITS.thumbnailMaxPx made by our server (the merchant's URL is never hot-linked). */
export function resultThumbnailPath(jobId: string, resultId: string): string {
  return `/api/results/${encodeURIComponent(jobId)}/${encodeURIComponent(resultId)}/thumbnail`;
}

/**
 * The id a job's `engines` list (results, admin jobs, v1 jobs) takes when a person wrote one of its alts by hand
 * (an inline edit, or a failed row written in the report): shown as "edited by hand" / « modifié à la main », never
 * credited to an engine (issue 24 item 6).
 */
export const HAND_EDITED_ENGINE = 'hand';
