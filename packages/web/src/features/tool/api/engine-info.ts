import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../lib/api-request.ts';
import { loadSchemas } from '../../../lib/load-schemas.ts';

/** The running engine, whether it bills per image, and the rate the administrator entered (GET /api/engine). */
export function useEngineInfo() {
  return useQuery({
    queryKey: ['/api/engine'],
    queryFn: async () => apiJson('/api/engine', (await loadSchemas()).engineInfoSchema),
  });
}
