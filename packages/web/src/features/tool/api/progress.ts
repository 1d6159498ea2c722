import { useQuery } from '@tanstack/react-query';
import { LIMITS, type Language } from '@alt-optimizer/contract';
import { ApiRequestError } from '../../../lib/api-request.ts';
import { jobQuery } from './job-query.ts';

const progressQuery = jobQuery('/api/progress', (s) => s.progressResponseSchema);

/**
 * Polls every LIMITS.progressPollMs until the job leaves the running states. A poll that fails (the server busy, the
 * network down for a moment) does not end it: the next poll, 2 s later, picks the job up again, so a job that goes on
 * running is never left frozen on screen. Only a job the server no longer knows (404) stops it.
 */
export function useProgress(jobId: string | null, language: Language) {
  return useQuery({
    ...progressQuery.options(jobId, language),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      const gone = query.state.error instanceof ApiRequestError && query.state.error.status === 404;
      if (gone || status === 'completed' || status === 'failed') {
        return false;
      }
      return LIMITS.progressPollMs;
    },
    // Polling continues while the tab is in the background: a long job should still finish on screen.
    refetchIntervalInBackground: true,
  });
}
