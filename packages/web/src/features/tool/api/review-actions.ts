import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language, ResultRow } from '@alt-optimizer/contract';
import { apiJson } from '../../../lib/api-request.ts';
import { loadSchemas } from '../../../lib/load-schemas.ts';
import { storeResultRow } from './results.ts';

export interface RowAction {
  jobId: string;
  resultId: string;
  language: Language;
}

const rowUrl = (a: RowAction, action: 'approve' | 'regenerate' | 'keep-old') =>
  `/api/results/${encodeURIComponent(a.jobId)}/${encodeURIComponent(a.resultId)}/${action}`;

/** A person keeps the engine's alt: the server clears the review flag (ALT_Status `success` in the download). */
export async function approveResult(input: RowAction): Promise<ResultRow> {
  const { resultRowResponseSchema } = await loadSchemas();
  const answer = await apiJson(rowUrl(input, 'approve'), resultRowResponseSchema, { method: 'POST', language: input.language });
  return answer.result;
}

/** The server analyses the row's image again with these keywords and stores the new alt. */
export async function regenerateResult(input: RowAction & { keywords: string[] }): Promise<ResultRow> {
  const { regenerateRequestSchema, resultRowResponseSchema } = await loadSchemas();
  const body = regenerateRequestSchema.parse({ keywords: input.keywords });
  const answer = await apiJson(rowUrl(input, 'regenerate'), resultRowResponseSchema, { method: 'POST', body, language: input.language });
  return answer.result;
}

export function useApproveResult() {
  const client = useQueryClient();
  return useMutation({ mutationFn: approveResult, onSuccess: (row, input) => storeResultRow(client, input.jobId, row) });
}

export function useRegenerateResult() {
  const client = useQueryClient();
  return useMutation({ mutationFn: regenerateResult, onSuccess: (row, input) => storeResultRow(client, input.jobId, row) });
}

/** The merchant keeps the alt the file already had instead of the engine's (issue 25); the download writes it. */
export async function keepOldAlt(input: RowAction): Promise<ResultRow> {
  const { resultRowResponseSchema } = await loadSchemas();
  const answer = await apiJson(rowUrl(input, 'keep-old'), resultRowResponseSchema, { method: 'POST', language: input.language });
  return answer.result;
}

export function useKeepOldAlt() {
  const client = useQueryClient();
  return useMutation({ mutationFn: keepOldAlt, onSuccess: (row, input) => storeResultRow(client, input.jobId, row) });
}
