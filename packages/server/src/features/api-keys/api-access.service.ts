import type { Db } from '../../core/db/client.ts';
import { AppError } from '../../core/errors/index.ts';
import type { ApiAccess, ApiClient, ApiJobRecord, QuotaState } from '../../core/http/api-access.ts';
import { isUuid } from '../../core/jobs/job-access.ts';
import { hashApiKey, isWellFormedApiKey } from './api-key-secrets.ts';
import {
  chargeUsage,
  claimIdempotencyKey,
  findApiJob,
  findApiJobByIdempotencyKey,
  findApiKeyByHash,
  insertApiJob,
  isApiJob,
  refundUsage,
  releaseIdempotencyKey,
  touchApiKey,
  usageOn,
} from './api-key.repository.ts';
import type { ApiJobRow } from './api-key.table.ts';
import { API_KEY_ERRORS } from './messages.ts';
import { quotaDay, secondsToNextDay } from './quota-day.ts';
import { callbackUrlAcceptable } from './webhooks/webhook-sender.ts';

/** A claimed Idempotency-Key whose request has not recorded a job after this long is taken to have crashed. */
const IDEMPOTENCY_CLAIM_STALE_MS = 10 * 60_000;

/** last_used_at is written at most this often per key, so a busy key does not write its row on every call. */
const TOUCH_EVERY_MS = 60_000;

function toRecord(row: ApiJobRow): ApiJobRecord {
  return { jobId: row.jobId, callbackUrl: row.callbackUrl };
}

/** The bearer token of an Authorization header; undefined when there is none, '' when the header is not Bearer. */
function bearerToken(header: string | undefined): string | undefined {
  if (header === undefined || header.trim() === '') {
    return undefined;
  }
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header.trim());
  return match ? match[1]! : '';
}

/** The api-keys feature's side of core/http/api-access.ts, decorated on the app in app.ts. */
export function apiAccessService(db: Db, isBlocked: (address: string) => boolean, clock: () => Date = () => new Date()): ApiAccess {
  const touched = new Map<string, number>();
  return {
    async authenticate(authorization) {
      const token = bearerToken(authorization);
      if (token === undefined) {
        throw new AppError(API_KEY_ERRORS.keyMissing);
      }
      if (!isWellFormedApiKey(token)) {
        throw new AppError(API_KEY_ERRORS.keyMalformed);
      }
      const row = await findApiKeyByHash(db, hashApiKey(token));
      if (!row) {
        throw new AppError(API_KEY_ERRORS.keyUnknown);
      }
      if (row.revokedAt) {
        throw new AppError(API_KEY_ERRORS.keyRevoked);
      }
      const now = clock();
      if (now.getTime() - (touched.get(row.id) ?? 0) >= TOUCH_EVERY_MS) {
        touched.set(row.id, now.getTime());
        await touchApiKey(db, row.id, now);
      }
      return { keyId: row.id, plan: row.plan, dailyLimit: row.dailyLimit };
    },

    async charge(client: ApiClient, units: number): Promise<QuotaState> {
      const now = clock();
      const day = quotaDay(now);
      const used = await chargeUsage(db, client.keyId, day, units, client.dailyLimit);
      const resetSeconds = secondsToNextDay(now);
      if (used === null) {
        return { allowed: false, limit: client.dailyLimit, used: await usageOn(db, client.keyId, day), resetSeconds };
      }
      return { allowed: true, limit: client.dailyLimit, used, resetSeconds };
    },

    async refund(client, units) {
      await refundUsage(db, client.keyId, quotaDay(clock()), units);
    },

    async jobForIdempotencyKey(client, idempotencyKey) {
      const row = await findApiJobByIdempotencyKey(db, client.keyId, idempotencyKey);
      return row ? toRecord(row) : undefined;
    },

    claimIdempotencyKey(client, idempotencyKey) {
      return claimIdempotencyKey(db, client.keyId, idempotencyKey, new Date(clock().getTime() - IDEMPOTENCY_CLAIM_STALE_MS));
    },

    releaseIdempotencyKey(client, idempotencyKey) {
      return releaseIdempotencyKey(db, client.keyId, idempotencyKey);
    },

    async recordJob(client, record) {
      return toRecord(
        await insertApiJob(db, {
          jobId: record.jobId,
          keyId: client.keyId,
          idempotencyKey: record.idempotencyKey,
          callbackUrl: record.callbackUrl,
        }),
      );
    },

    isApiJob(jobId) {
      return isApiJob(db, jobId);
    },

    callbackUrlAcceptable(url) {
      return callbackUrlAcceptable(url, isBlocked);
    },

    async ownJob(client, jobId) {
      const row = isUuid(jobId) ? await findApiJob(db, client.keyId, jobId) : undefined;
      return row ? toRecord(row) : undefined;
    },
  };
}
