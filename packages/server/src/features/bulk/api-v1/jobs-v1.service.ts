import { rm } from 'node:fs/promises';
import type { ApiV1Job, ApiV1ResultsPage, ApiV1ResultsQuery, BulkMode, ExistingAltPolicy, Language } from '@alt-optimizer/contract';
import type { Db } from '../../../core/db/client.ts';
import type { ResultRowDb } from '../../../core/db/schema.ts';
import { AppError, ERRORS } from '../../../core/errors/index.ts';
import type { ApiAccess, ApiClient, ApiJobRecord } from '../../../core/http/api-access.ts';
import { toApiV1Job } from '../../../core/jobs/api-v1-job.ts';
import { oldAltOf, requireJob } from '../../../core/jobs/job-access.ts';
import { getJob } from '../../../core/jobs/job.repository.ts';
import { listResults } from '../../../core/jobs/result.repository.ts';
import type { BulkRouteDeps } from '../bulk.routes.ts';
import { createBulkJob } from '../jobs/create-job.service.ts';
import { apiKeyClient } from '../jobs/job-client.ts';
import { claimOrEarlierJob } from './idempotency.ts';
import { downloadFile, jobProgress } from '../jobs/report.service.ts';

export interface JobsV1Deps {
  db: Db;
  dataDir: string;
  runner: BulkRouteDeps['runner'];
  maxImages: number;
  maxUnzippedBytes: number;
  access: ApiAccess;
}

export interface CreateV1JobInput {
  tempPath: string;
  originalFileName: string;
  mode: BulkMode;
  language: Language;
  keywords: string[];
  existingAlts: ExistingAltPolicy;
  callbackUrl: string | null;
  idempotencyKey: string | null;
  /** Charges the job's images to the key (429 past its quota); called once the file is valid, before it is stored. */
  charge: (images: number) => Promise<void>;
}

/** The key's own job, or the one 404 (another key's job reads as missing, never as forbidden). */
async function ownJob(deps: JobsV1Deps, client: ApiClient, jobId: string): Promise<ApiJobRecord> {
  const record = await deps.access.ownJob(client, jobId);
  if (!record) {
    throw new AppError(ERRORS.jobNotFound);
  }
  return record;
}

async function v1Job(deps: JobsV1Deps, record: ApiJobRecord): Promise<ApiV1Job> {
  const progress = await jobProgress(deps.db, record.jobId, deps.runner);
  return toApiV1Job(await requireJob(deps.db, record.jobId), record.callbackUrl, progress.estimatedTimeRemaining);
}

/**
 * POST /v1/jobs: the same job an upload to /process-excel creates, owned by the key. A repeated Idempotency-Key answers
 * the key's first job with it (`replayed`) and stores nothing; the key is claimed (a unique row) before the job is
 * created, so parallel requests with it create one job.
 */
export async function createV1Job(
  deps: JobsV1Deps,
  client: ApiClient,
  input: CreateV1JobInput,
): Promise<{ job: ApiV1Job; replayed: boolean }> {
  if (input.idempotencyKey) {
    // Claimed before anything is created: of a parallel burst with one key, one request creates the job.
    const earlier = await claimOrEarlierJob(deps.access, client, input.idempotencyKey);
    if (earlier) {
      await rm(input.tempPath, { force: true });
      return { job: await v1Job(deps, earlier), replayed: true };
    }
  }
  let charged = 0;
  let jobId: string;
  try {
    jobId = await createBulkJob(deps.db, deps.dataDir, {
      tempPath: input.tempPath,
      originalFileName: input.originalFileName,
      mode: input.mode,
      language: input.language,
      keywords: input.keywords,
      existingAlts: input.existingAlts,
      maxImages: deps.maxImages,
      maxUnzippedBytes: deps.maxUnzippedBytes,
      client: apiKeyClient(client.keyId),
      beforeInsert: async (images) => {
        await input.charge(images);
        charged = images;
      },
    });
  } catch (error) {
    if (charged > 0) {
      await deps.access.refund(client, charged);
    }
    if (input.idempotencyKey) {
      await deps.access.releaseIdempotencyKey(client, input.idempotencyKey);
    }
    throw error;
  }
  // Rows refused at import (no usable image URL) are failed images: not charged (issue 24 item 7). Read before the
  // job is enqueued, so the count holds those alone; rows that fail while running are given back as they are stored.
  const failedAtImport = (await getJob(deps.db, jobId))?.errorProducts ?? 0;
  const record = await deps.access.recordJob(client, { jobId, callbackUrl: input.callbackUrl, idempotencyKey: input.idempotencyKey });
  deps.runner.enqueue(jobId);
  if (record.jobId !== jobId) {
    // A concurrent request with the same Idempotency-Key stored its job first: that one is the answer, and this
    // request's images are given back (its job runs, owned by no key).
    await deps.access.refund(client, charged);
    return { job: await v1Job(deps, record), replayed: true };
  }
  if (failedAtImport > 0) {
    await deps.access.refund(client, failedAtImport);
  }
  return { job: await v1Job(deps, record), replayed: false };
}

export async function readV1Job(deps: JobsV1Deps, client: ApiClient, jobId: string): Promise<ApiV1Job> {
  return v1Job(deps, await ownJob(deps, client, jobId));
}

function toV1Result(r: ResultRowDb): ApiV1ResultsPage['results'][number] {
  return {
    id: r.id,
    productId: r.productId,
    title: r.title,
    imageUrl: r.shopifyUrl,
    altTag: r.generatedAlt,
    status: r.processingStatus,
    error: r.errorMessage,
    characterCount: r.characterCount,
    needsReview: r.needsReview,
    ...oldAltOf(r),
  };
}

/** GET /v1/jobs/{id}/results: a page of the job's rows in sheet order, readable while the job runs. */
export async function readV1Results(
  deps: JobsV1Deps,
  client: ApiClient,
  jobId: string,
  query: ApiV1ResultsQuery,
): Promise<ApiV1ResultsPage> {
  await ownJob(deps, client, jobId);
  const job = await requireJob(deps.db, jobId);
  const rows = await listResults(deps.db, jobId, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
  return {
    jobId,
    status: job.status,
    page: query.page,
    pageSize: query.pageSize,
    totalResults: job.totalProducts,
    totalPages: Math.ceil(job.totalProducts / query.pageSize),
    results: rows.map(toV1Result),
  };
}

/** GET /v1/jobs/{id}/download: the enhanced file, as /download/{id} serves it. */
export async function v1Download(deps: JobsV1Deps, client: ApiClient, jobId: string): ReturnType<typeof downloadFile> {
  await ownJob(deps, client, jobId);
  return downloadFile(deps.db, deps.dataDir, jobId);
}
