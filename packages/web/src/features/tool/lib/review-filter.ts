import type { ResultRow, ReviewFilter } from '@alt-optimizer/contract';

type FilterRow = Pick<ResultRow, 'id' | 'needsReview' | 'processingStatus'>;

/** Whether a row belongs in a filter of the review queue. */
export function inFilter(row: FilterRow, filter: ReviewFilter): boolean {
  if (filter === 'review') {
    return row.needsReview;
  }
  return filter === 'failed' ? row.processingStatus === 'failed' : true;
}

/** How many rows each filter holds now (the counts in the filter's labels). */
export function filterCounts(rows: readonly FilterRow[]): Record<ReviewFilter, number> {
  return {
    review: rows.filter((r) => inFilter(r, 'review')).length,
    failed: rows.filter((r) => inFilter(r, 'failed')).length,
    all: rows.length,
  };
}

/** The report opens on the work left to do: rows to review, else failed rows, else every row. */
export function initialFilter(rows: readonly FilterRow[]): ReviewFilter {
  const counts = filterCounts(rows);
  return counts.review > 0 ? 'review' : counts.failed > 0 ? 'failed' : 'all';
}

/**
 * The ids a filter shows, taken when the filter is chosen: an approved or regenerated row stays in view (with its
 * new status) until the merchant picks a filter again, so it never vanishes under their cursor.
 */
export function filterIds(rows: readonly FilterRow[], filter: ReviewFilter): Set<string> {
  return new Set(rows.filter((r) => inFilter(r, filter)).map((r) => r.id));
}

/** The last path segment of an image URL, decoded (what a merchant calls the file); the URL itself when it has none. */
export function imageFileName(url: string): string {
  try {
    const last = new URL(url).pathname.split('/').filter(Boolean).pop();
    return last ? decodeURIComponent(last) : url;
  } catch {
    return url;
  }
}
