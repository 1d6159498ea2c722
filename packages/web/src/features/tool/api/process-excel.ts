import { useMutation } from '@tanstack/react-query';
import type { BulkMode, ExistingAltPolicy } from '@alt-optimizer/contract';
import { rememberEditToken } from '../../../lib/edit-tokens.ts';
import { postUpload, type UploadChoices } from './post-upload.ts';

export interface ProcessExcelInput extends UploadChoices {
  file: File;
  mode: BulkMode;
  /** What to do with the alts the file already has (the server's default is replace-bad). */
  existingAlts: ExistingAltPolicy;
}

/** Uploads the spreadsheet; the server answers with the job id to poll and the job's edit token. */
export async function processExcel(input: ProcessExcelInput): Promise<string> {
  const fields = { file: input.file, mode: input.mode, existingAlts: input.existingAlts };
  const answer = await postUpload('/api/process-excel', (s) => s.processExcelResponseSchema, fields, input);
  // Sent back on every edit, approval or regeneration of the job's rows (the job id alone is not enough).
  rememberEditToken(answer.jobId, answer.editToken);
  return answer.jobId;
}

export function useProcessExcel() {
  return useMutation({ mutationFn: processExcel });
}
