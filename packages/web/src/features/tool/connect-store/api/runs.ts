import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CONNECTOR_LIMITS,
  connectorRunResponseSchema,
  LIMITS,
  reviewRowResponseSchema,
  reviewRowsResponseSchema,
  tickAllResponseSchema,
  type CreateRunRequest,
  type Language,
  type ReviewRow,
  type UpdateReviewRowRequest,
} from '@alt-optimizer/contract';
import { connectorJson } from './connector-request.ts';

export const runKey = (runId: string) => ['/api/connectors/runs', runId] as const;
export const rowsKey = (runId: string) => ['/api/connectors/runs', runId, 'rows'] as const;

const id = (value: string) => encodeURIComponent(value);

export function useCreateRun(language: Language) {
  return useMutation({
    mutationFn: ({ connectionId, request }: { connectionId: string; request: CreateRunRequest }) =>
      connectorJson(`/connections/${id(connectionId)}/runs`, connectorRunResponseSchema, language, { method: 'POST', body: request }),
  });
}

/** Polls the run like bulk progress until it is ready for review or has failed. */
export function useRun(runId: string, language: Language) {
  return useQuery({
    queryKey: runKey(runId),
    queryFn: () => connectorJson(`/runs/${id(runId)}`, connectorRunResponseSchema, language),
    refetchInterval: (query) => {
      const status = query.state.data?.run.status;
      return query.state.status === 'error' || status === 'ready' || status === 'failed' ? false : LIMITS.progressPollMs;
    },
    refetchIntervalInBackground: true,
  });
}

export interface ReviewRows {
  total: number;
  tickedCount: number;
  rows: ReviewRow[];
}

/** Every review row of the run, a page (the API's largest) at a time: the table shows them all. */
export async function fetchAllRows(runId: string, language: Language): Promise<ReviewRows> {
  const rows: ReviewRow[] = [];
  for (;;) {
    const query = `?offset=${rows.length}&limit=${CONNECTOR_LIMITS.rowsPageMax}`;
    const page = await connectorJson(`/runs/${id(runId)}/rows${query}`, reviewRowsResponseSchema, language);
    rows.push(...page.rows);
    if (page.rows.length < CONNECTOR_LIMITS.rowsPageMax || rows.length >= page.total) {
      return { total: page.total, tickedCount: page.tickedCount, rows };
    }
  }
}

export function useReviewRows(runId: string, language: Language) {
  return useQuery({ queryKey: rowsKey(runId), queryFn: () => fetchAllRows(runId, language) });
}

/** The server's answer replaces the row in the cached table, and the ticked count follows. */
function storeRow(old: ReviewRows | undefined, row: ReviewRow): ReviewRows | undefined {
  if (!old) {
    return old;
  }
  const rows = old.rows.map((r) => (r.id === row.id ? row : r));
  return { ...old, rows, tickedCount: rows.filter((r) => r.ticked).length };
}

/** Ticks/unticks one row or saves its edited alt (null puts the proposed alt back). */
export function useUpdateRow(runId: string, language: Language) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ rowId, change }: { rowId: string; change: UpdateReviewRowRequest }) =>
      connectorJson(`/runs/${id(runId)}/rows/${id(rowId)}`, reviewRowResponseSchema, language, { method: 'PATCH', body: change }),
    onSuccess: ({ row }) => client.setQueryData<ReviewRows>(rowsKey(runId), (old) => storeRow(old, row)),
  });
}

/** Ticks or unticks every row that has an alt, then reads the rows again. */
export function useTickAll(runId: string, language: Language) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ticked: boolean) =>
      connectorJson(`/runs/${id(runId)}/tick`, tickAllResponseSchema, language, { method: 'POST', body: { ticked } }),
    onSuccess: () => client.invalidateQueries({ queryKey: rowsKey(runId) }),
  });
}
