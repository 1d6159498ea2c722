// The review queue's values the browser needs at once, without zod (the tool chunk imports them before any schema
// is loaded; the request and response schemas are in review.ts).

/** The completed report's review filter: rows to review, failed rows, or every row. */
export const REVIEW_FILTERS = ['review', 'failed', 'all'] as const;
export type ReviewFilter = (typeof REVIEW_FILTERS)[number];

/** A bulk row's thumbnail: a WebP of at most LIMITS.thumbnailMaxPx made by our server (the merchant's URL is never hot-linked). */
export function resultThumbnailPath(jobId: string, resultId: string): string {
  return `/api/results/${encodeURIComponent(jobId)}/${encodeURIComponent(resultId)}/thumbnail`;
}
