import { useQuery } from '@tanstack/react-query';
import type { HealthResponse } from '@alt-optimizer/contract';
import { apiJson } from '../../../lib/api-request.ts';
import { loadSchemas } from '../../../lib/load-schemas.ts';

export const healthKey = ['/api/health'] as const;

export async function fetchHealth(): Promise<HealthResponse> {
  const { healthResponseSchema } = await loadSchemas();
  return apiJson('/api/health', healthResponseSchema);
}

/**
 * The configured engine, for a report whose results do not name theirs. Only asked when needed
 * (enabled), and a failure simply shows no engine line.
 */
export function useConfiguredEngine(enabled: boolean): string | undefined {
  const health = useQuery({ queryKey: healthKey, queryFn: fetchHealth, enabled });
  return health.data?.engine;
}
