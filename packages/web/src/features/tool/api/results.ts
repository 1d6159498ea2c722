import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Language, ResultRow, ResultsResponse } from '@alt-optimizer/contract';
import { jobQuery } from './job-query.ts';

const resultsQuery = jobQuery('/api/results', (s) => s.resultsResponseSchema);
export const resultsKey = resultsQuery.key;

/** Fetched once when the job is completed (the query defaults never mark it stale). */
export function useResults(jobId: string | null, language: Language) {
  return useQuery(resultsQuery.options(jobId, language));
}

/**
 * Puts a row the server answered with (edit, approve, regenerate) into the cached results at once, recounting the
 * review flags, then fetches the results again so the counts and quality metrics the server computes follow.
 */
export function storeResultRow(client: QueryClient, jobId: string, row: ResultRow): void {
  client.setQueryData<ResultsResponse>(resultsKey(jobId), (old) => {
    if (!old) {
      return old;
    }
    const results = old.results.map((r) => (r.id === row.id ? row : r));
    return { ...old, results, needsReviewCount: results.filter((r) => r.needsReview).length };
  });
  void client.invalidateQueries({ queryKey: resultsKey(jobId) });
}
