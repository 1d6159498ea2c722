import type { ConnectorRun, CreateRunRequest, Language, ReviewRow, ReviewRowsQuery, UpdateReviewRowRequest } from '@alt-optimizer/contract';
import { createRunRequestSchema, policyFrom, reviewRowsQuerySchema } from '@alt-optimizer/contract';
import { AppError, formatMessage } from '../../core/errors/index.ts';
import { ERRORS } from '../../core/errors/index.ts';
import { getJob } from '../../core/jobs/job.repository.ts';
import { isUuid } from '../../core/jobs/job-access.ts';
import type { JobStarter } from '../../core/jobs/job-starter.ts';
import type { Logger } from '../../core/logger.ts';
import { CONNECTOR_ERRORS } from './connectors.messages.ts';
import { requireConnection, type ConnectorDeps } from './connections.service.ts';
import { collectRun } from './run-collector.ts';
import {
  countImages,
  getRun,
  insertRun,
  listRuns,
  patchImage,
  patchRun,
  processingRunOfJob,
  reviewRow,
  reviewRows,
  tickAll,
  untickRowsWithoutAlt,
  type ReviewRowDb,
} from './runs.repository.ts';
import type { RunRow } from './runs.table.ts';

export interface RunDeps extends ConnectorDeps {
  logger: Logger;
  starter: JobStarter;
  /** Background work (collections) the plugin waits for on close. */
  track: (task: Promise<void>) => void;
  /** True once the app is closing: a collection stops between two pages. */
  stopping: () => boolean;
}

const CATALOGUES = { ...ERRORS, ...CONNECTOR_ERRORS } as Record<string, { en: string; fr: string } | undefined>;

function runError(run: RunRow, language: Language): string | null {
  if (run.status !== 'failed') {
    return null;
  }
  const def = CATALOGUES[run.errorId ?? 'internal'] ?? ERRORS.internal;
  return formatMessage(def[language], run.errorParams ?? {});
}

export async function requireRun(deps: Pick<RunDeps, 'db'>, id: string): Promise<RunRow> {
  const run = isUuid(id) ? await getRun(deps.db, id) : undefined;
  if (!run) {
    throw new AppError(CONNECTOR_ERRORS.runNotFound);
  }
  return run;
}

/**
 * A run whose bulk job has finished becomes `ready` (rows that failed are unticked then). Called on the job-finished
 * event (issue 23 #8) and, at start, for each run still `processing` (an event a stopped process never heard).
 */
export async function settleRun(deps: Pick<RunDeps, 'db'>, run: RunRow): Promise<void> {
  const job = run.jobId ? await getJob(deps.db, run.jobId) : undefined;
  if (run.status === 'processing' && job && (job.status === 'completed' || job.status === 'failed')) {
    await untickRowsWithoutAlt(deps.db, run);
    await patchRun(deps.db, run.id, { status: 'ready' });
  }
}

/** The job-finished event's listener: the run of that job, if one waits for it, is settled. */
export function settleRunOfJob(deps: Pick<RunDeps, 'db' | 'logger' | 'track'>, jobId: string): void {
  deps.track(
    processingRunOfJob(deps.db, jobId)
      .then((run) => (run ? settleRun(deps, run) : undefined))
      .catch((err: unknown) => deps.logger.error({ err, jobId }, 'could not settle the store run of a finished job')),
  );
}

/** The run with its progress, read from its bulk job (reading changes nothing). */
export async function runView(deps: RunDeps, run: RunRow, language: Language): Promise<ConnectorRun> {
  const job = run.jobId ? await getJob(deps.db, run.jobId) : undefined;
  return {
    id: run.id,
    connectionId: run.connectionId,
    status: run.status,
    dryRun: run.dryRun,
    overwrite: run.overwrite,
    existingAlts: run.existingAlts,
    language: run.language,
    jobId: run.jobId,
    productsRead: run.productsRead,
    progress: {
      totalImages: job?.totalProducts ?? 0,
      processedImages: job?.processedProducts ?? 0,
      successfulImages: job?.successfulProducts ?? 0,
      failedImages: job?.errorProducts ?? 0,
    },
    error: runError(run, language),
    createdAt: run.createdAt.toISOString(),
  };
}

export function startCollecting(deps: RunDeps, run: RunRow, connection: Parameters<typeof collectRun>[2]): void {
  deps.track(collectRun(deps, run, connection));
}

export async function createRun(deps: RunDeps, connectionId: string, body: CreateRunRequest, language: Language): Promise<ConnectorRun> {
  const connection = await requireConnection(deps.db, connectionId);
  // Fail now, not in the background, when the token cannot be opened (no key).
  deps.access.requireKey();
  const { existingAlts, overwrite, ...options } = createRunRequestSchema.parse(body);
  const policy = policyFrom(existingAlts, overwrite);
  const run = await insertRun(deps.db, { connectionId, ...options, existingAlts: policy, overwrite: policy === 'overwrite' });
  startCollecting(deps, run, connection);
  return runView(deps, run, language);
}

export async function runsOf(deps: RunDeps, connectionId: string, language: Language): Promise<ConnectorRun[]> {
  await requireConnection(deps.db, connectionId);
  return Promise.all((await listRuns(deps.db, connectionId)).map((run) => runView(deps, run, language)));
}

export function toReviewRow(r: ReviewRowDb): ReviewRow {
  const status = r.processingStatus === 'skipped' ? 'success' : (r.processingStatus as ReviewRow['status']);
  return {
    id: r.image.id,
    productId: r.image.productId,
    productTitle: r.image.productTitle,
    imageUrl: r.image.imageUrl,
    currentAlt: r.image.currentAlt,
    currentAltVerdict: r.oldAltVerdict,
    currentAltReasons: r.oldAltReasons ?? [],
    proposedAlt: r.generatedAlt,
    status,
    error: r.errorMessage,
    needsReview: r.needsReview,
    ticked: r.image.ticked,
    editedAlt: r.image.editedAlt,
    publishedAlt: r.image.publishedAlt,
  };
}

export async function runRows(deps: RunDeps, runId: string, query: ReviewRowsQuery) {
  const run = await requireRun(deps, runId);
  const page = reviewRowsQuerySchema.parse(query);
  const [rows, counts] = await Promise.all([reviewRows(deps.db, run, page), countImages(deps.db, run.id)]);
  return { success: true as const, total: counts.total, tickedCount: counts.ticked, rows: rows.map(toReviewRow) };
}

export async function updateRow(deps: RunDeps, runId: string, rowId: string, patch: UpdateReviewRowRequest): Promise<ReviewRow> {
  const run = await requireRun(deps, runId);
  const existing = isUuid(rowId) ? await reviewRow(deps.db, run, rowId) : undefined;
  if (!existing) {
    throw new AppError(CONNECTOR_ERRORS.runRowNotFound);
  }
  await patchImage(deps.db, run.id, rowId, {
    ...(patch.ticked === undefined ? {} : { ticked: patch.ticked }),
    ...(patch.editedAlt === undefined ? {} : { editedAlt: patch.editedAlt }),
  });
  const updated = await reviewRow(deps.db, run, rowId);
  return toReviewRow(updated ?? existing);
}

export async function tickRows(deps: RunDeps, runId: string, ticked: boolean) {
  const run = await requireRun(deps, runId);
  await tickAll(deps.db, run, ticked);
  return { success: true as const, tickedCount: (await countImages(deps.db, run.id)).ticked };
}
