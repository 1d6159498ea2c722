import { useInfiniteQuery, useQuery, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { Language, ResultRow, ResultsPage, ResultsResponse, ReviewFilter } from '@alt-optimizer/contract';
import { apiJson } from '../../../lib/api-request.ts';
import { loadSchemas } from '../../../lib/load-schemas.ts';
import { jobQuery } from './job-query.ts';

const resultsQuery = jobQuery('/api/results', (s) => s.resultsResponseSchema);
/** The job's summary (counts, metrics, failure messages, first rows): GET /api/results/{jobId}. */
export const resultsKey = resultsQuery.key;

/** Fetched once when the job is completed (the query defaults never mark it stale). */
export function useResults(jobId: string | null, language: Language) {
  return useQuery(resultsQuery.options(jobId, language));
}

/** The report's rows of one review filter, read a keyset page at a time (GET /api/results/{jobId}/rows). */
export const resultPagesKey = (jobId: string, filter: ReviewFilter) => ['/api/results', jobId, 'rows', filter] as const;

async function fetchPage(jobId: string, filter: ReviewFilter, after: string | null, language: Language): Promise<ResultsPage> {
  const query = new URLSearchParams({ filter, ...(after ? { after } : {}) });
  const { resultsPageSchema } = await loadSchemas();
  return apiJson(`/api/results/${encodeURIComponent(jobId)}/rows?${query}`, resultsPageSchema, { language });
}

/**
 * The rows of `filter`, one page first, the next ones when the reader asks (issue 23 #4: a 20,000-row job is never
 * read at once). Pages are kept as read: an approved row stays where it is until the filter is chosen again.
 */
export function useResultPages(jobId: string, filter: ReviewFilter, language: Language) {
  return useInfiniteQuery({
    queryKey: resultPagesKey(jobId, filter),
    queryFn: ({ pageParam }) => fetchPage(jobId, filter, pageParam, language),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

type Pages = InfiniteData<ResultsPage, string | null>;

/** A row as this tab last read it (the summary's first page or any page of the report). */
export function cachedResultRow(client: QueryClient, jobId: string, resultId: string): ResultRow | undefined {
  const inSummary = client.getQueryData<ResultsResponse>(resultsKey(jobId))?.results.find((r) => r.id === resultId);
  if (inSummary) {
    return inSummary;
  }
  for (const [, data] of client.getQueriesData<Pages>({ queryKey: ['/api/results', jobId, 'rows'] })) {
    const found = data?.pages.flatMap((p) => p.results).find((r) => r.id === resultId);
    if (found) {
      return found;
    }
  }
  return undefined;
}

/** The summary's counts moved by one row's change (a flag cleared, a failed row written by hand). */
function recount(summary: ResultsResponse, before: ResultRow | undefined, after: ResultRow): ResultsResponse {
  if (!before) {
    return summary;
  }
  const moved = (status: 'success' | 'failed') => Number(after.processingStatus === status) - Number(before.processingStatus === status);
  return {
    ...summary,
    needsReviewCount: summary.needsReviewCount + Number(after.needsReview) - Number(before.needsReview),
    statusCounts: {
      ...summary.statusCounts,
      success: summary.statusCounts.success + moved('success'),
      failed: summary.statusCounts.failed + moved('failed'),
    },
  };
}

/**
 * Puts a row the server answered with (edit, approve, regenerate) into every cached page at once and moves the
 * summary's counts with it, then fetches the summary again (exact key: the pages read so far are not read again) so
 * the counts and metrics the server computes follow.
 */
export function storeResultRow(client: QueryClient, jobId: string, row: ResultRow): void {
  const before = cachedResultRow(client, jobId, row.id);
  const swap = (rows: ResultRow[]) => rows.map((r) => (r.id === row.id ? row : r));
  client.setQueryData<ResultsResponse>(resultsKey(jobId), (old) =>
    old ? { ...recount(old, before, row), results: swap(old.results) } : old,
  );
  client.setQueriesData<Pages>({ queryKey: ['/api/results', jobId, 'rows'] }, (old) =>
    old ? { ...old, pages: old.pages.map((p) => ({ ...p, results: swap(p.results) })) } : old,
  );
  void client.invalidateQueries({ queryKey: resultsKey(jobId), exact: true });
}
