import { useQuery } from '@tanstack/react-query';
import { loadSchemas } from '../../../lib/load-schemas.ts';
import { adminJson } from './admin-request.ts';

/** Fetched only for the job whose details are open. */
export function useAdminJobResults(token: string, jobId: string) {
  return useQuery({
    queryKey: ['/api/admin/jobs', jobId, 'results', token],
    queryFn: async () =>
      adminJson(`/api/admin/jobs/${encodeURIComponent(jobId)}/results`, token, (await loadSchemas()).adminJobResultSchema.array()),
  });
}
