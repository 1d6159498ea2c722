import type { PublicationKind, SkipReason } from '@alt-optimizer/contract';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../core/db/client.ts';
import { connectorPublications, connectorWrites, type PublicationRow, type WriteRow } from './publications.table.ts';
import { connectorImages } from './runs.table.ts';

/** connector_publications and connector_writes: the only module that reads or writes them. */

export interface PlannedWrite {
  imageId: string;
  oldAlt: string;
  newAlt: string;
  /** Decided without calling the store (nothing to write): recorded as skipped at once. */
  skip?: SkipReason;
}

/** The publication and one write record per image, every intent on disk before anything is sent to the store. */
export async function insertPublication(
  db: Db,
  values: { runId: string; kind: PublicationKind; dryRun: boolean; undoOf: string | null },
  writes: PlannedWrite[],
): Promise<PublicationRow> {
  return db.transaction(async (tx) => {
    const [publication] = await tx.insert(connectorPublications).values(values).returning();
    if (!publication) {
      throw new Error('insert into connector_publications returned no row');
    }
    for (let i = 0; i < writes.length; i += 1000) {
      await tx.insert(connectorWrites).values(
        writes.slice(i, i + 1000).map((w) => ({
          publicationId: publication.id,
          imageId: w.imageId,
          oldAlt: w.oldAlt,
          newAlt: w.newAlt,
          outcome: w.skip ? ('skipped' as const) : ('pending' as const),
          skipReason: w.skip ?? null,
          doneAt: w.skip ? new Date() : null,
        })),
      );
    }
    return publication;
  });
}

export async function getPublication(db: Db, id: string): Promise<PublicationRow | undefined> {
  const [row] = await db.select().from(connectorPublications).where(eq(connectorPublications.id, id)).limit(1);
  return row;
}

export async function listPublications(db: Db, runId: string): Promise<PublicationRow[]> {
  return db
    .select()
    .from(connectorPublications)
    .where(eq(connectorPublications.runId, runId))
    .orderBy(desc(connectorPublications.createdAt));
}

export async function runningPublications(db: Db, runId?: string): Promise<PublicationRow[]> {
  const running = eq(connectorPublications.status, 'running');
  return db
    .select()
    .from(connectorPublications)
    .where(runId ? and(running, eq(connectorPublications.runId, runId)) : running)
    .orderBy(asc(connectorPublications.createdAt));
}

/** Publications whose undo has finished. */
export async function undoneIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) {
    return new Set();
  }
  const rows = await db
    .select({ undoOf: connectorPublications.undoOf })
    .from(connectorPublications)
    .where(and(eq(connectorPublications.kind, 'undo'), eq(connectorPublications.status, 'done')));
  return new Set(rows.map((r) => r.undoOf).filter((id): id is string => id !== null && ids.includes(id)));
}

export async function finishPublication(db: Db, id: string): Promise<void> {
  await db.update(connectorPublications).set({ status: 'done', finishedAt: new Date() }).where(eq(connectorPublications.id, id));
}

export interface WriteWithImage {
  write: WriteRow;
  mediaId: string;
  /** What the store holds as far as we know, read with the record (another publication may have written it). */
  publishedAlt: string | null;
}

/** The next pending writes of a publication, in store order, with the id the platform knows each image by. */
export async function pendingWrites(db: Db, publicationId: string, limit: number): Promise<WriteWithImage[]> {
  return db
    .select({ write: connectorWrites, mediaId: connectorImages.mediaId, publishedAlt: connectorImages.publishedAlt })
    .from(connectorWrites)
    .innerJoin(connectorImages, eq(connectorImages.id, connectorWrites.imageId))
    .where(and(eq(connectorWrites.publicationId, publicationId), eq(connectorWrites.outcome, 'pending')))
    .orderBy(asc(connectorImages.rowIndex))
    .limit(limit);
}

/** Set just before the platform call: from here on, a resume must read the store before writing again. */
export async function markAttempted(db: Db, writeId: string): Promise<void> {
  await db.update(connectorWrites).set({ attemptedAt: new Date() }).where(eq(connectorWrites.id, writeId));
}

/**
 * The write's outcome and, when the store now holds the new alt, the image's published alt, in one transaction: a
 * later publication then knows what the store holds without asking it.
 */
export async function finishWrite(
  db: Db,
  write: WriteRow,
  result: { outcome: 'written' | 'skipped' | 'failed'; skipReason?: SkipReason; message?: string; storeHolds?: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(connectorWrites)
      .set({ outcome: result.outcome, skipReason: result.skipReason ?? null, message: result.message ?? null, doneAt: new Date() })
      .where(eq(connectorWrites.id, write.id));
    if (result.storeHolds !== undefined) {
      await tx.update(connectorImages).set({ publishedAlt: result.storeHolds }).where(eq(connectorImages.id, write.imageId));
    }
  });
}

export async function writeCounts(db: Db, publicationId: string): Promise<Record<'pending' | 'written' | 'skipped' | 'failed', number>> {
  const rows = await db
    .select({ outcome: connectorWrites.outcome, n: count() })
    .from(connectorWrites)
    .where(eq(connectorWrites.publicationId, publicationId))
    .groupBy(connectorWrites.outcome);
  const counts = { pending: 0, written: 0, skipped: 0, failed: 0 };
  for (const r of rows) {
    counts[r.outcome] = r.n;
  }
  return counts;
}

/** Records that wrote to the store (what an undo puts back). */
export async function writtenRecords(db: Db, publicationId: string): Promise<WriteRow[]> {
  return db
    .select()
    .from(connectorWrites)
    .where(and(eq(connectorWrites.publicationId, publicationId), eq(connectorWrites.outcome, 'written')));
}

export interface WriteItemDb {
  write: WriteRow;
  productTitle: string;
  imageUrl: string;
}

export async function writeItems(db: Db, publicationId: string, page: { offset: number; limit: number }): Promise<WriteItemDb[]> {
  return db
    .select({ write: connectorWrites, productTitle: connectorImages.productTitle, imageUrl: connectorImages.imageUrl })
    .from(connectorWrites)
    .innerJoin(connectorImages, eq(connectorImages.id, connectorWrites.imageId))
    .where(eq(connectorWrites.publicationId, publicationId))
    .orderBy(asc(connectorImages.rowIndex))
    .offset(page.offset)
    .limit(page.limit);
}
