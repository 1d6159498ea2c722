import { CONNECTOR_RUN_STATUSES, EXISTING_ALT_POLICIES, LANGUAGES } from '@alt-optimizer/contract';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { connectorConnections } from './connections.table.ts';

/**
 * One pass over a store: its images are read (`collecting`), then described by a bulk job (`job_id`, the jobs tables
 * in core/jobs hold the alts and the progress), then reviewed. A run left `collecting` by a stopped process is read
 * again from the start at the next start (nothing is kept until the job is inserted).
 */
export const connectorRuns = pgTable('connector_runs', {
  id: uuid('id').primaryKey().defaultRandom(),
  connectionId: uuid('connection_id')
    .notNull()
    .references(() => connectorConnections.id, { onDelete: 'cascade' }),
  status: text('status', { enum: CONNECTOR_RUN_STATUSES }).notNull().default('collecting'),
  dryRun: boolean('dry_run').notNull().default(false),
  overwrite: boolean('overwrite').notNull().default(false),
  /** Which store alts the run rewrites (issue 25); runs before migration 0009 read from `overwrite`. */
  existingAlts: text('existing_alts', { enum: EXISTING_ALT_POLICIES }).notNull().default('replace-bad'),
  language: text('language', { enum: LANGUAGES }).notNull().default('en'),
  keywords: jsonb('keywords').$type<string[]>().notNull().default([]),
  /** processing_jobs.id (owned by core/jobs; no foreign key across owners). */
  jobId: uuid('job_id'),
  productsRead: integer('products_read').notNull().default(0),
  /** Catalogue id of the error that failed the run, and its parameters (rendered in the reader's language). */
  errorId: text('error_id'),
  errorParams: jsonb('error_params').$type<Record<string, string | number>>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One store image of a run, joined to its product_results row by (job, row_index). `media_id` is the platform's id
 * the alt is written to: a Shopify MediaImage GID, a WordPress attachment id.
 */
export const connectorImages = pgTable(
  'connector_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    runId: uuid('run_id')
      .notNull()
      .references(() => connectorRuns.id, { onDelete: 'cascade' }),
    rowIndex: integer('row_index').notNull(),
    productId: text('product_id').notNull(),
    productTitle: text('product_title').notNull(),
    mediaId: text('media_id').notNull(),
    imageUrl: text('image_url').notNull(),
    currentAlt: text('current_alt').notNull().default(''),
    ticked: boolean('ticked').notNull().default(true),
    editedAlt: text('edited_alt'),
    /** What the store holds as far as we know: the last alt a publication wrote or restored. */
    publishedAlt: text('published_alt'),
  },
  (t) => [uniqueIndex('connector_images_run_row').on(t.runId, t.rowIndex), index('connector_images_media').on(t.runId, t.mediaId)],
);

export type RunRow = typeof connectorRuns.$inferSelect;
export type ImageRow = typeof connectorImages.$inferSelect;
