import type { Db } from '../../../core/db/client.ts';
import type { JobRow } from '../../../core/db/schema.ts';
import { jobEventsOf } from '../../../core/jobs/job-events.ts';
import { getJob, patchJob } from '../../../core/jobs/job.repository.ts';
import { countUnfinished } from '../../../core/jobs/result.repository.ts';
import type { Logger } from '../../../core/logger.ts';
import { writeJobOutput } from './job-output.ts';

/**
 * The end of a job whose rows this process has all stored: the enhanced file written, then `completed`, then the
 * job-finished event. Rows still
 * held by another server instance (PostgreSQL) leave it running: whoever stores the last row completes the job.
 */
export async function completeJob(db: Db, dataDir: string, logger: Logger, job: JobRow): Promise<void> {
  if ((await countUnfinished(db, job.id)) > 0) {
    return;
  }
  const fresh = (await getJob(db, job.id)) ?? job;
  // A job with no uploaded file (a store connector's) has no enhanced file to write: its rows are the output.
  const out = fresh.sourceFilePath ? await writeJobOutput(db, dataDir, fresh) : null;
  await patchJob(db, job.id, { status: 'completed', enhancedFilePath: out, processingCompleted: new Date() });
  // The one "job finished" event (core/jobs/job-events.ts): webhooks and store runs follow it, nothing polls.
  jobEventsOf(db).finished({ jobId: job.id, status: 'completed' });
  const seconds = (Date.now() - (fresh.processingStarted ?? fresh.createdAt).getTime()) / 1000;
  logger.info(
    { jobId: job.id, total: fresh.totalProducts, ok: fresh.successfulProducts, failed: fresh.errorProducts, seconds },
    'bulk job completed',
  );
}

/** A job that cannot go on (its database statements fail): `failed`, with the reason, for the merchant and the admin. */
export async function markJobFailed(db: Db, logger: Logger, jobId: string, err: unknown): Promise<void> {
  logger.error({ err, jobId }, 'bulk job failed');
  const patched = await patchJob(db, jobId, {
    status: 'failed',
    errorMessage: err instanceof Error ? err.message.slice(0, 500) : String(err),
    processingCompleted: new Date(),
  }).then(
    () => true,
    () => false,
  );
  if (patched) {
    jobEventsOf(db).finished({ jobId, status: 'failed' });
  }
}
