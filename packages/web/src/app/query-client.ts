import { QueryClient } from '@tanstack/react-query';

/**
 * Spec section 9: no automatic refetch, no refetch on focus, data never stale, no retries.
 * Polling (progress every 2000 ms) is opted into per query by the tool.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
