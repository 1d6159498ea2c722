import {
  ALT_VERDICTS,
  BULK_MODES,
  EXISTING_ALT_POLICIES,
  IMAGE_TYPES,
  JOB_STATUSES,
  LANGUAGES,
  RESULT_STATUSES,
  type OldAltReason,
} from '@alt-optimizer/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, real, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

// Tables of spec section 3, plus the columns the bulk pipeline needs to resume after a restart.
// Enum-like columns are text in SQL and typed from the contract's lists here, so rows need no casts.

/** Detected input format of a bulk upload: an xlsx, or a CSV file recognised as a platform export. */
export const SOURCE_FORMATS = ['xlsx', 'xls', 'csv', 'shopify-csv', 'woocommerce-csv', 'prestashop-csv', 'magento-csv'] as const;
export type SourceFormat = (typeof SOURCE_FORMATS)[number];

export const processingJobs = pgTable('processing_jobs', {
  id: uuid('id').primaryKey().defaultRandom(),
  originalFileName: text('original_file_name').notNull(),
  status: text('status', { enum: JOB_STATUSES }).notNull().default('pending'),
  mode: text('mode', { enum: BULK_MODES }).notNull().default('complete'),
  language: text('language', { enum: LANGUAGES }).notNull().default('en'),
  keywords: jsonb('keywords').$type<string[]>().notNull().default([]),
  /** Whether `existing_alts` is 'overwrite' (kept for readers older than migration 0009). */
  overwrite: boolean('overwrite').notNull().default(false),
  /** What the job does with alts the source already has (issue 25); jobs before migration 0009 read from `overwrite`. */
  existingAlts: text('existing_alts', { enum: EXISTING_ALT_POLICIES }).notNull().default('replace-bad'),
  sourceFormat: text('source_format', { enum: SOURCE_FORMATS }).notNull().default('xlsx'),
  /** Stored upload under DATA_DIR, read again to write the enhanced file. */
  sourceFilePath: text('source_file_path'),
  totalProducts: integer('total_products').notNull().default(0),
  processedProducts: integer('processed_products').notNull().default(0),
  successfulProducts: integer('successful_products').notNull().default(0),
  errorProducts: integer('error_products').notNull().default(0),
  enhancedFilePath: text('enhanced_file_path'),
  errorMessage: text('error_message'),
  processingStarted: timestamp('processing_started', { withTimezone: true }),
  processingCompleted: timestamp('processing_completed', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * PGlite only: the upload's rows are still being inserted, in short statements so /api/health and other requests get
   * their turn on the single in-process connection (core/jobs/job-import.ts). Such a job is not run, finished or listed;
   * one left by a crash is deleted at the next start.
   */
  importing: boolean('importing').notNull().default(false),
  /**
   * The engines that wrote the job's alts ("local" for the offline engine, or "provider:model"), in the order they
   * were first used: usually one, several when the administrator switched engine mid-job or a provider failed and the
   * offline engine wrote a row instead. Appended by the statement that stores the rows (claim.repository.ts
   * storeOutcomes) and by a row's regeneration. Null for a job stored before migration 0008, or with no alt written.
   */
  engines: text('engines').array(),
  /**
   * Who asked for the job, for sharing the bulk row slots fairly between clients (issue 23, item 5): `key:<api key id>`
   * for a public API job, `ip:<address>` for an upload (the address as the server sees it, after TRUST_PROXY). Null for
   * a store connector's run and jobs stored before migration 0011: each such job is then a client of its own.
   */
  client: text('client'),
});

export const productResults = pgTable(
  'product_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => processingJobs.id, { onDelete: 'cascade' }),
    /** Position of the source row in the sheet (0-based, data rows only). */
    rowIndex: integer('row_index').notNull(),
    /** Position of the image inside the row's cell (WooCommerce lists several URLs per cell). */
    imageIndex: integer('image_index').notNull().default(0),
    productId: text('product_id'),
    title: text('title').notNull().default(''),
    description: text('description'),
    shopifyUrl: text('shopify_url').notNull().default(''),
    generatedAlt: text('generated_alt'),
    processingStatus: text('processing_status', { enum: RESULT_STATUSES }).notNull().default('pending'),
    errorMessage: text('error_message'),
    characterCount: integer('character_count').notNull().default(0),
    /** milliseconds */
    processingTime: integer('processing_time'),
    imageType: text('image_type', { enum: IMAGE_TYPES }),
    confidence: real('confidence'),
    qualityScore: integer('quality_score'),
    /** Rule ids from the engine's checkAlt, for the quality metrics. */
    violations: jsonb('violations').$type<string[]>(),
    /** The engine was unsure of the alt (confidence under LIMITS.reviewBelowConfidence): a person should check it. */
    needsReview: boolean('needs_review').notNull().default(false),
    edited: boolean('edited').notNull().default(false),
    /** The alt the source already had ('' for an empty cell), null when it had none (issue 25). */
    oldAlt: text('old_alt'),
    /** The engine's judgeAlt verdict on old_alt and its reasons in EN and FR; null without an old alt. */
    oldAltVerdict: text('old_alt_verdict', { enum: ALT_VERDICTS }),
    oldAltReasons: jsonb('old_alt_reasons').$type<OldAltReason[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('product_results_job_row_image').on(t.jobId, t.rowIndex, t.imageIndex),
    index('product_results_job_status').on(t.jobId, t.processingStatus),
    // The runner's claim reads the next pending rows of a job in sheet order straight from this index: O(batch),
    // not a sort of every pending row per claim. Partial, so it only holds the rows still to do.
    index('product_results_pending')
      .on(t.jobId, t.rowIndex, t.imageIndex)
      .where(sql`${t.processingStatus} = 'pending'`),
    // Rows claimed and not stored yet: the hand-back at start-up touches only these, however large the table.
    index('product_results_claimed')
      .on(t.jobId)
      .where(sql`${t.processingStatus} = 'processing'`),
  ],
);

/** The admin password hash (one row) — generated at first start when ADMIN_PASSWORD is unset. */
export const adminCredentials = pgTable('admin_credentials', {
  id: integer('id').primaryKey(),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const adminSessions = pgTable('admin_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type JobRow = typeof processingJobs.$inferSelect;
export type NewJobRow = typeof processingJobs.$inferInsert;
export type ResultRowDb = typeof productResults.$inferSelect;
export type NewResultRowDb = typeof productResults.$inferInsert;
