import { useQuery } from '@tanstack/react-query';
import { adminJobResultSchema } from '@alt-optimizer/contract';
import { adminJson } from './admin-request.ts';

const adminJobResultsSchema = adminJobResultSchema.array();

/** Fetched only for the job whose details are open. */
export function useAdminJobResults(token: string, jobId: string) {
  return useQuery({
    queryKey: ['/api/admin/jobs', jobId, 'results', token],
    queryFn: () => adminJson(`/api/admin/jobs/${encodeURIComponent(jobId)}/results`, token, adminJobResultsSchema),
  });
}
