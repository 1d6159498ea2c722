import { PUBLICATION_KINDS, PUBLICATION_STATUSES, SKIP_REASONS, WRITE_OUTCOMES } from '@alt-optimizer/contract';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { connectorImages, connectorRuns } from './runs.table.ts';

/** One press of "Publish to store" (or of "Undo"): written in the background, resumed after a restart. */
export const connectorPublications = pgTable('connector_publications', {
  id: uuid('id').primaryKey().defaultRandom(),
  runId: uuid('run_id')
    .notNull()
    .references(() => connectorRuns.id, { onDelete: 'cascade' }),
  kind: text('kind', { enum: PUBLICATION_KINDS }).notNull(),
  undoOf: uuid('undo_of'),
  status: text('status', { enum: PUBLICATION_STATUSES }).notNull().default('running'),
  dryRun: boolean('dry_run').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

/**
 * The write record of one image in one publication, inserted (pending, old → new alt) before anything is sent to the
 * store. `attempted_at` is set just before the platform call: a pending record with it set was maybe written by a
 * process that died, so the resume reads the store's alt first and writes only when it differs (never twice).
 */
export const connectorWrites = pgTable(
  'connector_writes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    publicationId: uuid('publication_id')
      .notNull()
      .references(() => connectorPublications.id, { onDelete: 'cascade' }),
    imageId: uuid('image_id')
      .notNull()
      .references(() => connectorImages.id, { onDelete: 'cascade' }),
    oldAlt: text('old_alt').notNull(),
    newAlt: text('new_alt').notNull(),
    outcome: text('outcome', { enum: WRITE_OUTCOMES }).notNull().default('pending'),
    skipReason: text('skip_reason', { enum: SKIP_REASONS }),
    message: text('message'),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('connector_writes_publication_image').on(t.publicationId, t.imageId),
    index('connector_writes_pending').on(t.publicationId, t.outcome),
  ],
);

export type PublicationRow = typeof connectorPublications.$inferSelect;
export type WriteRow = typeof connectorWrites.$inferSelect;
