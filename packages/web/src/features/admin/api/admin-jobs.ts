import { useQuery } from '@tanstack/react-query';
import { loadSchemas } from '../../../lib/load-schemas.ts';
import { adminJson } from './admin-request.ts';

export function useAdminJobs(token: string) {
  return useQuery({
    queryKey: ['/api/admin/jobs', token],
    queryFn: async () => adminJson('/api/admin/jobs', token, (await loadSchemas()).adminJobSchema.array()),
  });
}
