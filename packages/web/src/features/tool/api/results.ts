import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Language, ResultRow, ResultsResponse } from '@alt-optimizer/contract';
import { apiJson } from '../../../lib/api-request.ts';
import { loadSchemas } from '../../../lib/load-schemas.ts';

export const resultsKey = (jobId: string) => ['/api/results', jobId] as const;

export async function fetchResults(jobId: string, language: Language): Promise<ResultsResponse> {
  const { resultsResponseSchema } = await loadSchemas();
  return apiJson(`/api/results/${encodeURIComponent(jobId)}`, resultsResponseSchema, { language });
}

/** Fetched once when the job is completed (the query defaults never mark it stale). */
export function useResults(jobId: string | null, language: Language) {
  return useQuery({
    queryKey: resultsKey(jobId ?? ''),
    queryFn: () => fetchResults(jobId ?? '', language),
    enabled: jobId !== null,
  });
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
