import { useQuery } from '@tanstack/react-query';
import { LIMITS, type Language, type ProgressResponse } from '@alt-optimizer/contract';
import { apiJson } from '../../../lib/api-request.ts';
import { loadSchemas } from '../../../lib/load-schemas.ts';

export const progressKey = (jobId: string) => ['/api/progress', jobId] as const;

export async function fetchProgress(jobId: string, language: Language): Promise<ProgressResponse> {
  const { progressResponseSchema } = await loadSchemas();
  return apiJson(`/api/progress/${encodeURIComponent(jobId)}`, progressResponseSchema, { language });
}

/** Polls every LIMITS.progressPollMs until the job leaves the running states. */
export function useProgress(jobId: string | null, language: Language) {
  return useQuery({
    queryKey: progressKey(jobId ?? ''),
    queryFn: () => fetchProgress(jobId ?? '', language),
    enabled: jobId !== null,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      if (query.state.status === 'error' || status === 'completed' || status === 'failed') {
        return false;
      }
      return LIMITS.progressPollMs;
    },
    // Polling continues while the tab is in the background: a long job should still finish on screen.
    refetchIntervalInBackground: true,
  });
}
