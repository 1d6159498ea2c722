import { and, eq, inArray, isNotNull, isNull, lte, min } from 'drizzle-orm';
import type { Db } from '../../../core/db/client.ts';
import { processingJobs, type JobRow } from '../../../core/db/schema.ts';
import { apiJobs, apiKeys } from '../api-key.table.ts';

export interface DueWebhook {
  job: JobRow;
  callbackUrl: string;
  attempts: number;
  secret: string;
}

/** Callbacks to send now: the job has finished, the callback is not yet delivered and its next attempt is due. */
export async function dueWebhooks(db: Db, now: Date, limit: number): Promise<DueWebhook[]> {
  const rows = await db
    .select({ job: processingJobs, callbackUrl: apiJobs.callbackUrl, attempts: apiJobs.webhookAttempts, secret: apiKeys.webhookSecret })
    .from(apiJobs)
    .innerJoin(processingJobs, eq(processingJobs.id, apiJobs.jobId))
    .innerJoin(apiKeys, eq(apiKeys.id, apiJobs.keyId))
    .where(
      and(
        isNotNull(apiJobs.callbackUrl),
        isNull(apiJobs.webhookDeliveredAt),
        lte(apiJobs.webhookNextAt, now),
        inArray(processingJobs.status, ['completed', 'failed']),
      ),
    )
    .orderBy(apiJobs.webhookNextAt)
    .limit(limit);
  return rows.map((r) => ({ job: r.job, callbackUrl: r.callbackUrl!, attempts: r.attempts, secret: r.secret }));
}

/** The earliest attempt due among finished jobs' undelivered callbacks (null when none waits): the dispatcher's one timer. */
export async function nextWebhookAt(db: Db): Promise<Date | null> {
  const [row] = await db
    .select({ at: min(apiJobs.webhookNextAt) })
    .from(apiJobs)
    .innerJoin(processingJobs, eq(processingJobs.id, apiJobs.jobId))
    .where(
      and(
        isNotNull(apiJobs.callbackUrl),
        isNull(apiJobs.webhookDeliveredAt),
        isNotNull(apiJobs.webhookNextAt),
        inArray(processingJobs.status, ['completed', 'failed']),
      ),
    );
  return row?.at ? new Date(row.at) : null;
}

export async function markWebhookDelivered(db: Db, jobId: string, attempts: number, at: Date): Promise<void> {
  await db
    .update(apiJobs)
    .set({ webhookDeliveredAt: at, webhookAttempts: attempts, webhookNextAt: null, webhookLastError: null })
    .where(eq(apiJobs.jobId, jobId));
}

/** A failed attempt: tried again at `nextAt`, or never again when it is null (the retries are spent). */
export async function markWebhookFailed(db: Db, jobId: string, attempts: number, nextAt: Date | null, error: string): Promise<void> {
  await db
    .update(apiJobs)
    .set({ webhookAttempts: attempts, webhookNextAt: nextAt, webhookLastError: error.slice(0, 500) })
    .where(eq(apiJobs.jobId, jobId));
}
