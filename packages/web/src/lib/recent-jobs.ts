import { STORAGE_KEYS, type Language } from '@alt-optimizer/contract';

/** A bulk job this browser started: enough to list it on the home page and open its own page with its edit token. */
export interface RecentJob {
  id: string;
  token: string;
  fileName: string;
  lang: Language;
  /** ISO time the job was started here. */
  startedAt: string;
}

/** Jobs kept in the list: the newest ones (a job's files live FILE_RETENTION_HOURS anyway). */
export const RECENT_JOBS_MAX = 10;

function isRecentJob(value: unknown): value is RecentJob {
  const v = value as Partial<RecentJob> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.id === 'string' &&
    typeof v.token === 'string' &&
    typeof v.fileName === 'string' &&
    (v.lang === 'en' || v.lang === 'fr') &&
    typeof v.startedAt === 'string'
  );
}

/** This browser's recent jobs, newest first (localStorage, so a reload or another visit finds them; it can throw). */
export function recentJobs(): RecentJob[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.recentJobs) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRecentJob) : [];
  } catch {
    return [];
  }
}

/** Adds or refreshes a job at the top of the list (a job reopened from its link keeps its first start time). */
export function rememberRecentJob(job: RecentJob): void {
  const known = recentJobs().find((j) => j.id === job.id);
  const entry = known ? { ...known, token: job.token || known.token } : job;
  const list = [entry, ...recentJobs().filter((j) => j.id !== job.id)].slice(0, RECENT_JOBS_MAX);
  try {
    window.localStorage.setItem(STORAGE_KEYS.recentJobs, JSON.stringify(list));
  } catch {
    // Private mode or quota: the job's own link still works.
  }
}
