import type { Language } from '@alt-optimizer/contract';
import { apiRequest, ApiRequestError } from './api-request.ts';

/**
 * Downloads through fetch (not a plain link) so a failure can raise the spec's toasts:
 * 'Download Failed' for a server refusal, 'Download Error' when the network itself failed.
 */
export type DownloadOutcome = 'ok' | 'failed' | 'network';

function fileNameFrom(response: Response, fallback: string): string {
  const header = response.headers.get('Content-Disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(header);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

export async function downloadFile(
  url: string,
  fallbackName: string,
  language: Language,
  headers?: Record<string, string>,
): Promise<DownloadOutcome> {
  let response: Response;
  try {
    response = await apiRequest(url, { language, ...(headers ? { headers } : {}) });
  } catch (error) {
    return error instanceof ApiRequestError ? 'failed' : 'network';
  }
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch {
    return 'network';
  }
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = fileNameFrom(response, fallbackName);
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoke later: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
  return 'ok';
}
