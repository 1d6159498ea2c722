import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Language, ResultRow } from '@alt-optimizer/contract';
import { apiRequest } from '../../../lib/api-request.ts';
import { loadSchemas } from '../../../lib/load-schemas.ts';
import { cachedResultRow, storeResultRow } from './results.ts';

export interface EditAltInput {
  jobId: string;
  resultId: string;
  generatedAlt: string;
  language: Language;
}

/** Saves an inline edit; the server writes it into the job so the download carries it. */
export async function editAlt(input: EditAltInput): Promise<ResultRow | null> {
  const { editAltRequestSchema, resultRowSchema } = await loadSchemas();
  const body = editAltRequestSchema.parse({ generatedAlt: input.generatedAlt });
  const response = await apiRequest(`/api/results/${encodeURIComponent(input.jobId)}/${encodeURIComponent(input.resultId)}`, {
    method: 'PATCH',
    body,
    language: input.language,
  });
  // The server answers { success, result: row }; without a row the caller patches its cache itself.
  const json: unknown = await response.json().catch(() => null);
  const parsed = resultRowSchema.safeParse((json as { result?: unknown } | null)?.result);
  return parsed.success ? parsed.data : null;
}

export function useEditAlt() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: editAlt,
    onSuccess: (row, input) => {
      const old = cachedResultRow(client, input.jobId, input.resultId);
      const saved = input.generatedAlt.trim();
      // An edited row has been looked at by a person: it no longer needs review (the server clears it too).
      const stored = row ?? (old ? { ...old, generatedAlt: saved, characterCount: saved.length, needsReview: false } : null);
      if (stored) {
        storeResultRow(client, input.jobId, stored);
      }
    },
  });
}
