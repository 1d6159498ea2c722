import type { ApiKeyCreateRequest, ApiKeyCreatedResponse, ApiKeySummary, ApiKeyUsageResponse } from '@alt-optimizer/contract';
import type { Db } from '../../core/db/client.ts';
import { AppError } from '../../core/errors/index.ts';
import { planDailyLimit } from '../../core/http/api-access.ts';
import { isUuid } from '../../core/jobs/job-access.ts';
import { newApiKey, newWebhookSecret } from './api-key-secrets.ts';
import { getApiKey, insertApiKey, listApiKeys, revokeApiKey, usageSince, type ApiKeyWithUsage } from './api-key.repository.ts';
import type { ApiKeyRow } from './api-key.table.ts';
import { API_KEY_ERRORS } from './messages.ts';
import type { WebhookSecrets } from './webhooks/webhook-secrets.ts';
import { daysBefore, quotaDay } from './quota-day.ts';

/** Days of usage the dashboard can show for a key. */
const USAGE_DAYS = 30;

function toSummary(row: ApiKeyRow, usedToday: number): ApiKeySummary {
  return {
    id: row.id,
    name: row.name,
    plan: row.plan,
    dailyLimit: row.dailyLimit,
    prefix: `${row.keyPrefix}…`,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
    usedToday,
  };
}

/** Makes a key; the answer is the only time the key and its webhook secret are ever shown. */
export async function createApiKey(db: Db, secrets: WebhookSecrets, request: ApiKeyCreateRequest): Promise<ApiKeyCreatedResponse> {
  const { key, hash, shown } = newApiKey();
  const webhookSecret = newWebhookSecret();
  const row = await insertApiKey(db, {
    name: request.name,
    plan: request.plan,
    dailyLimit: planDailyLimit(request.plan, request.dailyLimit ?? null),
    keyHash: hash,
    keyPrefix: shown,
    // Sealed at rest (webhooks/webhook-secrets.ts); shown in clear only in this answer.
    webhookSecret: secrets.seal(webhookSecret),
  });
  return { success: true, key: toSummary(row, 0), apiKey: key, webhookSecret };
}

export async function listKeys(db: Db, now = new Date()): Promise<ApiKeySummary[]> {
  const rows = await listApiKeys(db, quotaDay(now));
  return rows.map((row: ApiKeyWithUsage) => toSummary(row, row.usedToday));
}

async function requireKey(db: Db, id: string): Promise<ApiKeyRow> {
  const row = isUuid(id) ? await getApiKey(db, id) : undefined;
  if (!row) {
    throw new AppError(API_KEY_ERRORS.keyNotFound);
  }
  return row;
}

export async function revokeKey(db: Db, id: string): Promise<ApiKeySummary> {
  await requireKey(db, id);
  const row = (await revokeApiKey(db, id))!;
  const [today] = await usageSince(db, id, quotaDay(new Date()));
  return toSummary(row, today?.used ?? 0);
}

export async function keyUsage(db: Db, id: string, now = new Date()): Promise<ApiKeyUsageResponse> {
  await requireKey(db, id);
  return { days: await usageSince(db, id, daysBefore(now, USAGE_DAYS - 1)) };
}
