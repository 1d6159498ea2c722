import { EDIT_TOKEN_HEADER, STORAGE_KEYS } from '@alt-optimizer/contract';

/**
 * The edit tokens of the jobs this browser tab created: the server answers one with each new job and asks for it
 * on every change to the job's rows. Kept in memory and in sessionStorage (a reload of the tab keeps editing
 * working; another tab or browser cannot edit from the job id alone). Storage can throw (private mode, quota).
 */
const memory = new Map<string, string>();

function stored(): Record<string, string> {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEYS.editTokens);
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function rememberEditToken(jobId: string, token: string): void {
  memory.set(jobId, token);
  try {
    window.sessionStorage.setItem(STORAGE_KEYS.editTokens, JSON.stringify({ ...stored(), [jobId]: token }));
  } catch {
    // Memory still holds it for this page's life.
  }
}

export function editTokenFor(jobId: string): string | undefined {
  return memory.get(jobId) ?? stored()[jobId];
}

/** A request that changes a job's rows (/api/results/:jobId/… other than GET): its edit token header, if known. */
export function editTokenHeader(url: string, method: string): Record<string, string> {
  const match = method === 'GET' ? null : /^\/api\/results\/([^/?#]+)\/[^?#]/.exec(url);
  const token = match ? editTokenFor(decodeURIComponent(match[1]!)) : undefined;
  return token ? { [EDIT_TOKEN_HEADER]: token } : {};
}
