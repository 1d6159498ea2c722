import { useMutation } from '@tanstack/react-query';
import type { BulkMode } from '@alt-optimizer/contract';
import { apiJson } from '../../../lib/api-request.ts';
import { rememberEditToken } from '../../../lib/edit-tokens.ts';
import { loadSchemas } from '../../../lib/load-schemas.ts';
import type { UploadChoices } from './post-upload.ts';

/** The sample catalogue's files, served by the server (its CSV per language: `catalogue-en.csv`, `catalogue-fr.csv`). */
export const SAMPLE_BASE = '/api/sample-catalogue';
/** How many photos the sample holds (the server's SAMPLE_IMAGES). */
export const SAMPLE_PHOTOS = 8;

/** Starts a job of the sample catalogue shipped with the server; answered like an upload: job id and edit token. */
export async function startSample(input: UploadChoices & { mode: BulkMode }): Promise<string> {
  const schemas = await loadSchemas();
  const answer = await apiJson(SAMPLE_BASE, schemas.processExcelResponseSchema, {
    method: 'POST',
    body: { mode: input.mode, language: input.language, keywords: input.keywords },
    language: input.language,
  });
  rememberEditToken(answer.jobId, answer.editToken);
  return answer.jobId;
}

export function useStartSample() {
  return useMutation({ mutationFn: startSample });
}
