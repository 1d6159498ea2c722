import type { AdminJob, AdminJobResult, AdminStats } from '@alt-optimizer/contract';
import type { AppDeps } from '../deps.ts';
import { AppError, ERRORS } from '../errors/index.ts';
import { findJobById, listJobs } from '../repositories/job.repository.ts';
import { listResultsByJob } from '../repositories/result.repository.ts';
import { computeAdminStats } from '../repositories/stats.repository.ts';

type Deps = Pick<AppDeps, 'db'>;
export interface Page {
  limit: number;
  offset: number;
}

export function getAdminStats(deps: Deps): Promise<AdminStats> {
  return computeAdminStats(deps.db);
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
    enhancedFilePath: job.enhancedFilePath,
  }));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function getAdminJobResults(deps: Deps, jobId: string, page: Page): Promise<AdminJobResult[]> {
  // A malformed id cannot exist; answering 404 avoids a database type error.
  if (!UUID.test(jobId) || !(await findJobById(deps.db, jobId))) {
    throw new AppError(ERRORS.jobNotFound);
  }
  const rows = await listResultsByJob(deps.db, jobId, page);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    generatedAlt: row.generatedAlt,
    errorMessage: row.errorMessage,
    processingStatus: row.processingStatus,
    needsReview: row.needsReview,
  }));
}
