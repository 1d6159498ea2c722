import { useMutation } from '@tanstack/react-query';
import type { BulkMode } from '@alt-optimizer/contract';
import { rememberEditToken } from '../../../lib/edit-tokens.ts';
import { postUpload, type UploadChoices } from './post-upload.ts';

export interface ProcessExcelInput extends UploadChoices {
  file: File;
  mode: BulkMode;
}

/** Uploads the spreadsheet; the server answers with the job id to poll and the job's edit token. */
export async function processExcel(input: ProcessExcelInput): Promise<string> {
  const fields = { file: input.file, mode: input.mode };
  const answer = await postUpload('/api/process-excel', (s) => s.processExcelResponseSchema, fields, input);
  // Sent back on every edit, approval or regeneration of the job's rows (the job id alone is not enough).
  rememberEditToken(answer.jobId, answer.editToken);
  return answer.jobId;
}

export function useProcessExcel() {
  return useMutation({ mutationFn: processExcel });
}
