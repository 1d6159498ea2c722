import type { ApiV1Job } from '@alt-optimizer/contract';
import type { JobRow } from '../db/schema.ts';
import { jobEngines } from './job-engines.ts';

/** Where a v1 job's routes live; its answers link them relative to the server's origin. */
export function apiV1JobPath(jobId: string): string {
  return `/api/v1/jobs/${jobId}`;
}

/**
 * A bulk job as the public API shows it (GET /api/v1/jobs/{id}, the 202 of POST /api/v1/jobs, the webhook body): the
 * bulk feature answers it and the api-keys feature's webhooks send it, so both map it here.
 */
export function toApiV1Job(job: JobRow, callbackUrl: string | null, estimatedTimeRemaining: number | null): ApiV1Job {
  const self = apiV1JobPath(job.id);
  return {
    id: job.id,
    status: job.status,
    totalImages: job.totalProducts,
    processedImages: job.processedProducts,
    successfulImages: job.successfulProducts,
    failedImages: job.errorProducts,
    engines: jobEngines(job),
    estimatedTimeRemaining: job.status === 'completed' ? 0 : estimatedTimeRemaining,
    createdAt: job.createdAt.toISOString(),
    callbackUrl,
    links: { self, results: `${self}/results`, download: `${self}/download` },
  };
}
