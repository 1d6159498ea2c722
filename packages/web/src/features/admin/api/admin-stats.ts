import { useQuery } from '@tanstack/react-query';
import { adminStatsSchema } from '@alt-optimizer/contract';
import { adminJson } from './admin-request.ts';

export function useAdminStats(token: string) {
  return useQuery({
    queryKey: ['/api/admin/stats', token],
    queryFn: () => adminJson('/api/admin/stats', token, adminStatsSchema),
  });
}
