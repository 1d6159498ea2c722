import type { Language } from '@alt-optimizer/contract';
import { apiJson } from '../../../lib/api-request.ts';
import { loadSchemas } from '../../../lib/load-schemas.ts';

type Schemas = Awaited<ReturnType<typeof loadSchemas>>;

/**
 * One job's progress or results: GET `<route>/<jobId>` validated by its contract schema, cached under
 * `[route, jobId]`. The hooks add only how often they ask (progress polls, results are fetched once).
 */
export function jobQuery<T>(route: '/api/progress' | '/api/results', schemaOf: (schemas: Schemas) => { parse: (v: unknown) => T }) {
  const key = (jobId: string) => [route, jobId] as const;
  const fetchJob = async (jobId: string, language: Language): Promise<T> =>
    apiJson(`${route}/${encodeURIComponent(jobId)}`, schemaOf(await loadSchemas()), { language });
  return {
    key,
    /** useQuery options for this job; a null job id waits (enabled: false). */
    options: (jobId: string | null, language: Language) => ({
      queryKey: key(jobId ?? ''),
      queryFn: () => fetchJob(jobId ?? '', language),
      enabled: jobId !== null,
    }),
  };
}
