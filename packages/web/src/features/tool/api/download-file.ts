import type { Language } from '@alt-optimizer/contract';
import { FILE_NAMES } from '@alt-optimizer/contract';
import { downloadFile, type DownloadOutcome } from '../../../lib/download-file.ts';

export { downloadFile, type DownloadOutcome } from '../../../lib/download-file.ts';

export function downloadResults(jobId: string, language: Language): Promise<DownloadOutcome> {
  return downloadFile(`/api/download/${encodeURIComponent(jobId)}`, FILE_NAMES.optimizedXlsx, language);
}

export function downloadTemplate(mode: 'complete' | 'simple', language: Language): Promise<DownloadOutcome> {
  return mode === 'complete'
    ? downloadFile('/api/download-template', FILE_NAMES.templateComplete, language)
    : downloadFile('/api/download-template-simple', FILE_NAMES.templateSimple, language);
}
