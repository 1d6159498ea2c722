import type { ResultsResponse, ReviewFilter } from '@alt-optimizer/contract';

type Summary = Pick<ResultsResponse, 'needsReviewCount' | 'statusCounts' | 'totalProducts'>;

/** How many rows each filter holds now (the counts in the filter's labels), from the job's summary. */
export function filterCounts(summary: Summary): Record<ReviewFilter, number> {
  return { review: summary.needsReviewCount, failed: summary.statusCounts.failed, all: summary.totalProducts };
}

/** The report opens on the work left to do: rows to review, else failed rows, else every row. */
export function initialFilter(counts: Record<ReviewFilter, number>): ReviewFilter {
  return counts.review > 0 ? 'review' : counts.failed > 0 ? 'failed' : 'all';
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
