import { useQuery } from '@tanstack/react-query';
import { adminJobSchema } from '@alt-optimizer/contract';
import { adminJson } from './admin-request.ts';

const adminJobsSchema = adminJobSchema.array();

export function useAdminJobs(token: string) {
  return useQuery({
    queryKey: ['/api/admin/jobs', token],
    queryFn: () => adminJson('/api/admin/jobs', token, adminJobsSchema),
  });
}
