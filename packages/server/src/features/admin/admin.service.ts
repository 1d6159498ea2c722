import path from 'node:path';
import { adminJobResultSchema, type AdminJob, type AdminJobResult, type AdminStats } from '@alt-optimizer/contract';
import type { AppDeps } from '../../core/deps.ts';
import { requireJob, toResultRow } from '../../core/jobs/job-access.ts';
import { jobEngines } from '../../core/jobs/job-engines.ts';
import { jobStats, listJobs } from '../../core/jobs/job.repository.ts';
import { listResults } from '../../core/jobs/result.repository.ts';

type Deps = Pick<AppDeps, 'db'>;
export interface Page {
  limit: number;
  offset: number;
}

export function getAdminStats(deps: Deps): Promise<AdminStats> {
  return jobStats(deps.db);
}

export async function getAdminJobs(deps: Deps, page: Page): Promise<AdminJob[]> {
  const jobs = await listJobs(deps.db, page);
  return jobs.map((job) => ({
    id: job.id,
    originalFileName: job.originalFileName,
    status: job.status,
    totalProducts: job.totalProducts,
    successfulProducts: job.successfulProducts,
    errorProducts: job.errorProducts,
    createdAt: job.createdAt.toISOString(),
    // The file's name only: the dashboard needs to know it exists, no client needs the server's directories.
    enhancedFilePath: job.enhancedFilePath === null ? null : path.basename(job.enhancedFilePath),
    engines: jobEngines(job),
  }));
}

export async function getAdminJobResults(deps: Deps, jobId: string, page: Page): Promise<AdminJobResult[]> {
  await requireJob(deps.db, jobId);
  const rows = await listResults(deps.db, jobId, page);
  // The API's one row mapper, narrowed to the admin list's fields by its contract schema.
  return rows.map((row) => adminJobResultSchema.parse(toResultRow(row)));
}
