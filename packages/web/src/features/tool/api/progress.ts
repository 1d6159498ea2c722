import { useQuery } from '@tanstack/react-query';
import { LIMITS, type Language } from '@alt-optimizer/contract';
import { jobQuery } from './job-query.ts';

const progressQuery = jobQuery('/api/progress', (s) => s.progressResponseSchema);

/** Polls every LIMITS.progressPollMs until the job leaves the running states. */
export function useProgress(jobId: string | null, language: Language) {
  return useQuery({
    ...progressQuery.options(jobId, language),
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
