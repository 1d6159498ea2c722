import type { ResultRow, ResultsResponse, ReviewFilter } from '@alt-optimizer/contract';
import { vi } from 'vitest';

/** A job's summary as GET /api/results answers it, for the rows given (all of them on its first page). */
export function summaryOf(rows: ResultRow[], engines: string[] = ['local']): ResultsResponse {
  const failed = rows.filter((r) => r.processingStatus === 'failed');
  const messages = new Map<string, number>();
  for (const r of failed) {
    messages.set(r.errorMessage ?? '', (messages.get(r.errorMessage ?? '') ?? 0) + 1);
  }
  return {
    totalProducts: rows.length,
    successfulProducts: rows.length - failed.length,
    errorProducts: failed.length,
    averageAltLength: 30,
    processingTime: 12,
    qualityMetrics: { seoOptimized: 75, visualAnalysisQuality: 25, characterLimitCompliance: 75 },
    measuredRows: rows.length,
    needsReviewCount: rows.filter((r) => r.needsReview).length,
    downloadFileName: 'shopify-products-optimized.xlsx',
    filesExpired: false,
    engines,
    statusCounts: { success: rows.length - failed.length, failed: failed.length, skipped: 0, pending: 0 },
    failureMessages: [...messages].map(([message, count]) => ({ message, count })).sort((a, b) => b.count - a.count),
    results: rows,
    nextCursor: null,
  };
}

const keep: Record<ReviewFilter, (r: ResultRow) => boolean> = {
  review: (r) => r.needsReview,
  failed: (r) => r.processingStatus === 'failed',
  all: () => true,
};

/**
 * Stubs fetch as the server answers GET /api/results/{job}/rows (pages of `pageSize` rows of `rows`, the cursor the
 * index of the last row read); any other request goes to `other` (404 without it). Returns the mock.
 */
export function stubResultPages(rows: () => ResultRow[], other?: (url: string, init?: RequestInit) => Promise<Response>, pageSize = 100) {
  const fetch = vi.fn(async (url: string, init?: RequestInit): Promise<Response> => {
    const match = /^\/api\/results\/[^/]+\/rows\?(.*)$/.exec(url);
    if (!match) {
      return other ? other(url, init) : Response.json({ success: false, error: 'Not found' }, { status: 404 });
    }
    const query = new URLSearchParams(match[1]);
    const shown = rows().filter(keep[(query.get('filter') ?? 'all') as ReviewFilter]);
    const start = Number(query.get('after') ?? -1) + 1;
    const page = shown.slice(start, start + pageSize);
    const more = start + pageSize < shown.length;
    return Response.json({ results: page, nextCursor: more ? String(start + pageSize - 1) : null });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
