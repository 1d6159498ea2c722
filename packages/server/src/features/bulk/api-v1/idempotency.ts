import { setTimeout as sleep } from 'node:timers/promises';
import { AppError } from '../../../core/errors/index.ts';
import type { ApiAccess, ApiClient, ApiJobRecord } from '../../../core/http/api-access.ts';
import { JOBS_V1_ERRORS } from './jobs-v1.messages.ts';

export interface ClaimWait {
  /** How long a request waits for the request holding the claim to record its job. */
  waitMs: number;
  pollMs: number;
}

const DEFAULT_WAIT: ClaimWait = { waitMs: 30_000, pollMs: 100 };

/**
 * Before a job is created with an Idempotency-Key (issue 23, item 2): the key's earlier job (answer it, create
 * nothing), or null once this request holds the claim and must create the job. While another request holds it, waits
 * for that request's job; past `waitMs` answers 409 with Retry-After. The job is looked up again after a claim is won:
 * a job recorded before claims existed, or by a request that claimed and recorded in between, is the answer then.
 */
export async function claimOrEarlierJob(
  access: ApiAccess,
  client: ApiClient,
  idempotencyKey: string,
  wait: ClaimWait = DEFAULT_WAIT,
): Promise<ApiJobRecord | null> {
  const deadline = Date.now() + wait.waitMs;
  for (;;) {
    const earlier = await access.jobForIdempotencyKey(client, idempotencyKey);
    if (earlier) {
      return earlier;
    }
    if (await access.claimIdempotencyKey(client, idempotencyKey)) {
      return (await access.jobForIdempotencyKey(client, idempotencyKey)) ?? null;
    }
    if (Date.now() >= deadline) {
      throw new AppError(JOBS_V1_ERRORS.idempotencyKeyBusy, {}, { retryAfterSeconds: 5 });
    }
    await sleep(wait.pollMs);
  }
}
