import { useMutation } from '@tanstack/react-query';
import type { BulkMode, Language } from '@alt-optimizer/contract';
import { apiJson } from '../../../lib/api-request.ts';
import { rememberEditToken } from '../../../lib/edit-tokens.ts';
import { loadSchemas } from '../../../lib/load-schemas.ts';

export interface ProcessExcelInput {
  file: File;
  mode: BulkMode;
  keywords: string[];
  language: Language;
}

/** Uploads the spreadsheet; the server answers with the job id to poll and the job's edit token. */
export async function processExcel(input: ProcessExcelInput): Promise<string> {
  const form = new FormData();
  form.append('file', input.file);
  form.append('mode', input.mode);
  if (input.keywords.length > 0) {
    form.append('keywords', JSON.stringify(input.keywords));
  }
  form.append('language', input.language);
  const { processExcelResponseSchema } = await loadSchemas();
  const answer = await apiJson('/api/process-excel', processExcelResponseSchema, {
    method: 'POST',
    body: form,
    language: input.language,
  });
  // Sent back on every edit, approval or regeneration of the job's rows (the job id alone is not enough).
  rememberEditToken(answer.jobId, answer.editToken);
  return answer.jobId;
}

export function useProcessExcel() {
  return useMutation({ mutationFn: processExcel });
}
