import { API_PLANS } from '@alt-optimizer/contract';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { processingJobs } from '../../core/db/schema.ts';

/**
 * Public API keys (issue 12). The key itself is never stored: `key_hash` is its SHA-256 (a key is 256 random bits, so
 * a fast hash is enough; nothing to brute-force), `key_prefix` its first characters for the dashboard. The webhook
 * secret signs callbacks, so it must be readable; it grants no access.
 */
export const apiKeys = pgTable('api_keys', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  plan: text('plan', { enum: API_PLANS }).notNull(),
  /** Images per UTC day; null = no cap (bulk plan). */
  dailyLimit: integer('daily_limit'),
  keyHash: text('key_hash').notNull().unique(),
  keyPrefix: text('key_prefix').notNull(),
  webhookSecret: text('webhook_secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/** Images charged to a key per UTC day: the quota counter, in the database so a restart forgets nothing. */
export const apiKeyUsage = pgTable(
  'api_key_usage',
  {
    keyId: uuid('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    /** YYYY-MM-DD, UTC */
    day: text('day').notNull(),
    used: integer('used').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.day] })],
);

/**
 * The bulk jobs created through the API: which key owns each (only it may read the job), its Idempotency-Key, and
 * the delivery state of its callback.
 */
export const apiJobs = pgTable(
  'api_jobs',
  {
    jobId: uuid('job_id')
      .primaryKey()
      .references(() => processingJobs.id, { onDelete: 'cascade' }),
    keyId: uuid('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key'),
    callbackUrl: text('callback_url'),
    webhookAttempts: integer('webhook_attempts').notNull().default(0),
    webhookNextAt: timestamp('webhook_next_at', { withTimezone: true }),
    webhookDeliveredAt: timestamp('webhook_delivered_at', { withTimezone: true }),
    /** Why the last attempt failed (status code or network error), for the logs and the dashboard. */
    webhookLastError: text('webhook_last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('api_jobs_idempotency').on(t.keyId, t.idempotencyKey), index('api_jobs_webhook_due').on(t.webhookNextAt)],
);

/**
 * Idempotency-Keys claimed by a request before it creates its job (issue 23, item 2): the primary key lets one request
 * of a parallel burst win; the others wait for its api_jobs row and answer that job. A claim whose request failed is
 * deleted; one left by a crash is taken over once stale (see IDEMPOTENCY_CLAIM_STALE_MS).
 */
export const apiIdempotencyClaims = pgTable(
  'api_idempotency_claims',
  {
    keyId: uuid('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.idempotencyKey] })],
);

export type ApiKeyRow = typeof apiKeys.$inferSelect;
export type ApiJobRow = typeof apiJobs.$inferSelect;
