import { useQuery } from '@tanstack/react-query';
import { resultsResponseSchema, type Language, type ResultsResponse } from '@alt-optimizer/contract';
import { apiJson } from './api-request.ts';

export const resultsKey = (jobId: string) => ['/api/results', jobId] as const;

export function fetchResults(jobId: string, language: Language): Promise<ResultsResponse> {
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
