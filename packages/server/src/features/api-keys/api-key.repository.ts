import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { apiIdempotencyClaims, apiJobs, apiKeyUsage, apiKeys, type ApiJobRow, type ApiKeyRow } from './api-key.table.ts';

export type NewApiKey = Pick<ApiKeyRow, 'name' | 'plan' | 'dailyLimit' | 'keyHash' | 'keyPrefix' | 'webhookSecret'>;

export async function insertApiKey(db: Db, key: NewApiKey): Promise<ApiKeyRow> {
  const [row] = await db.insert(apiKeys).values(key).returning();
  return row!;
}

export type ApiKeyWithUsage = ApiKeyRow & { usedToday: number };

/** Every key, newest first, with the images it used on `day`. */
export async function listApiKeys(db: Db, day: string): Promise<ApiKeyWithUsage[]> {
  const rows = await db
    .select({ key: apiKeys, usedToday: sql<number>`coalesce(${apiKeyUsage.used}, 0)`.mapWith(Number) })
    .from(apiKeys)
    .leftJoin(apiKeyUsage, and(eq(apiKeyUsage.keyId, apiKeys.id), eq(apiKeyUsage.day, day)))
    .orderBy(desc(apiKeys.createdAt));
  return rows.map((r) => ({ ...r.key, usedToday: r.usedToday }));
}

export async function getApiKey(db: Db, id: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.id, id));
  return row;
}

export async function findApiKeyByHash(db: Db, keyHash: string): Promise<ApiKeyRow | undefined> {
  const [row] = await db.select().from(apiKeys).where(eq(apiKeys.keyHash, keyHash));
  return row;
}

/** Marks a key revoked (once: a second revoke keeps the first time). */
export async function revokeApiKey(db: Db, id: string): Promise<ApiKeyRow | undefined> {
  await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)));
  return getApiKey(db, id);
}

export async function touchApiKey(db: Db, id: string, at: Date): Promise<void> {
  await db.update(apiKeys).set({ lastUsedAt: at }).where(eq(apiKeys.id, id));
}

/**
 * Adds `units` to the key's counter for `day` in one statement, unless the sum would pass `limit` (null = no cap):
 * concurrent requests cannot both take the last unit. Returns the new count, or null when refused.
 */
export async function chargeUsage(db: Db, keyId: string, day: string, units: number, limit: number | null): Promise<number | null> {
  if (limit !== null && units > limit) {
    return null;
  }
  const rows = await db
    .insert(apiKeyUsage)
    .values({ keyId, day, used: units })
    .onConflictDoUpdate({
      target: [apiKeyUsage.keyId, apiKeyUsage.day],
      set: { used: sql`${apiKeyUsage.used} + excluded.used` },
      ...(limit === null ? {} : { setWhere: sql`${apiKeyUsage.used} + excluded.used <= ${limit}` }),
    })
    .returning({ used: apiKeyUsage.used });
  return rows[0]?.used ?? null;
}

export async function refundUsage(db: Db, keyId: string, day: string, units: number): Promise<void> {
  await db
    .update(apiKeyUsage)
    .set({ used: sql`greatest(0, ${apiKeyUsage.used} - ${units})` })
    .where(and(eq(apiKeyUsage.keyId, keyId), eq(apiKeyUsage.day, day)));
}

export async function usageOn(db: Db, keyId: string, day: string): Promise<number> {
  const [row] = await db
    .select({ used: apiKeyUsage.used })
    .from(apiKeyUsage)
    .where(and(eq(apiKeyUsage.keyId, keyId), eq(apiKeyUsage.day, day)));
  return row?.used ?? 0;
}

/** Images per day since `fromDay` (YYYY-MM-DD), newest first. */
export async function usageSince(db: Db, keyId: string, fromDay: string): Promise<Array<{ day: string; used: number }>> {
  return db
    .select({ day: apiKeyUsage.day, used: apiKeyUsage.used })
    .from(apiKeyUsage)
    .where(and(eq(apiKeyUsage.keyId, keyId), gte(apiKeyUsage.day, fromDay)))
    .orderBy(desc(apiKeyUsage.day));
}

/** Records a job as the key's own; with an Idempotency-Key already used by this key, returns that job instead. */
export async function insertApiJob(db: Db, job: Pick<ApiJobRow, 'jobId' | 'keyId' | 'idempotencyKey' | 'callbackUrl'>): Promise<ApiJobRow> {
  const inserted = await db
    .insert(apiJobs)
    .values({ ...job, webhookNextAt: job.callbackUrl ? new Date() : null })
    .onConflictDoNothing()
    .returning();
  if (inserted[0]) {
    return inserted[0];
  }
  const existing = job.idempotencyKey ? await findApiJobByIdempotencyKey(db, job.keyId, job.idempotencyKey) : undefined;
  if (!existing) {
    throw new Error(`api job ${job.jobId} was neither inserted nor found`);
  }
  return existing;
}

/**
 * Claims an Idempotency-Key for this request: true when this request now holds it (a new claim, or one older than
 * `staleBefore` taken over), false while another request holds it. One statement, so parallel requests on any
 * number of processes see exactly one winner.
 */
export async function claimIdempotencyKey(db: Db, keyId: string, idempotencyKey: string, staleBefore: Date): Promise<boolean> {
  const claimed = await db
    .insert(apiIdempotencyClaims)
    .values({ keyId, idempotencyKey })
    .onConflictDoUpdate({
      target: [apiIdempotencyClaims.keyId, apiIdempotencyClaims.idempotencyKey],
      set: { claimedAt: sql`now()` },
      setWhere: sql`${apiIdempotencyClaims.claimedAt} < ${staleBefore.toISOString()}`,
    })
    .returning({ keyId: apiIdempotencyClaims.keyId });
  return claimed.length === 1;
}

/** Gives a claim back (its request failed before recording a job), so a retry with the same key may run. */
export async function releaseIdempotencyKey(db: Db, keyId: string, idempotencyKey: string): Promise<void> {
  await db
    .delete(apiIdempotencyClaims)
    .where(and(eq(apiIdempotencyClaims.keyId, keyId), eq(apiIdempotencyClaims.idempotencyKey, idempotencyKey)));
}

export async function findApiJobByIdempotencyKey(db: Db, keyId: string, idempotencyKey: string): Promise<ApiJobRow | undefined> {
  const [row] = await db
    .select()
    .from(apiJobs)
    .where(and(eq(apiJobs.keyId, keyId), eq(apiJobs.idempotencyKey, idempotencyKey)));
  return row;
}

/** Whether a job was created through /api/v1 (any key): the public /api routes then need its key or edit token. */
export async function isApiJob(db: Db, jobId: string): Promise<boolean> {
  const [row] = await db.select({ jobId: apiJobs.jobId }).from(apiJobs).where(eq(apiJobs.jobId, jobId));
  return row !== undefined;
}

export async function findApiJob(db: Db, keyId: string, jobId: string): Promise<ApiJobRow | undefined> {
  const [row] = await db
    .select()
    .from(apiJobs)
    .where(and(eq(apiJobs.keyId, keyId), eq(apiJobs.jobId, jobId)));
  return row;
}
