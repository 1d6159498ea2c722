import { useQuery } from '@tanstack/react-query';
import { loadSchemas } from '../../../lib/load-schemas.ts';
import { adminJson } from './admin-request.ts';

export function useAdminStats(token: string) {
  return useQuery({
    queryKey: ['/api/admin/stats', token],
    queryFn: async () => adminJson('/api/admin/stats', token, (await loadSchemas()).adminStatsSchema),
  });
}
