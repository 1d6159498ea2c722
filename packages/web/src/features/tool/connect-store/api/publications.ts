import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CONNECTOR_LIMITS,
  LIMITS,
  publicationDetailResponseSchema,
  publicationListResponseSchema,
  publicationResponseSchema,
  type Language,
  type PublicationItem,
} from '@alt-optimizer/contract';
import { connectorJson } from './connector-request.ts';
import { rowsKey } from './runs.ts';

export const publicationsKey = (runId: string) => ['/api/connectors/runs', runId, 'publications'] as const;
export const publicationKey = (publicationId: string) => ['/api/connectors/publications', publicationId] as const;

const id = (value: string) => encodeURIComponent(value);

/** The run's publications and undos, newest first. */
export function usePublications(runId: string, language: Language) {
  return useQuery({
    queryKey: publicationsKey(runId),
    queryFn: () => connectorJson(`/runs/${id(runId)}/publications`, publicationListResponseSchema, language),
  });
}

/** Publishes the ticked rows (the server writes in the background; the answer is the running publication). */
export function usePublish(runId: string, language: Language) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => connectorJson(`/runs/${id(runId)}/publish`, publicationResponseSchema, language, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: publicationsKey(runId) }),
  });
}

/** Puts back the alts a publication replaced (a new publication of kind "undo"). */
export function useUndo(runId: string, language: Language) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (publicationId: string) =>
      connectorJson(`/publications/${id(publicationId)}/undo`, publicationResponseSchema, language, { method: 'POST' }),
    onSuccess: () => client.invalidateQueries({ queryKey: publicationsKey(runId) }),
  });
}

/** Every image of a publication, a page at a time. */
async function fetchPublication(publicationId: string, language: Language) {
  const items: PublicationItem[] = [];
  for (;;) {
    const query = `?offset=${items.length}&limit=${CONNECTOR_LIMITS.rowsPageMax}`;
    const page = await connectorJson(`/publications/${id(publicationId)}${query}`, publicationDetailResponseSchema, language);
    items.push(...page.items);
    if (page.items.length < CONNECTOR_LIMITS.rowsPageMax || items.length >= page.publication.counts.total) {
      return { publication: page.publication, items };
    }
  }
}

/**
 * Polls a publication until it is done; then the run's history and rows are read again (what the store holds now
 * changed, and an undone publication is marked so).
 */
export function usePublication(runId: string, publicationId: string, language: Language, enabled = true) {
  const client = useQueryClient();
  return useQuery({
    queryKey: publicationKey(publicationId),
    enabled,
    queryFn: async () => {
      const detail = await fetchPublication(publicationId, language);
      if (detail.publication.status === 'done') {
        void client.invalidateQueries({ queryKey: publicationsKey(runId) });
        void client.invalidateQueries({ queryKey: rowsKey(runId) });
      }
      return detail;
    },
    refetchInterval: (query) =>
      query.state.status === 'error' || query.state.data?.publication.status === 'done' ? false : LIMITS.progressPollMs,
    refetchIntervalInBackground: true,
  });
}
