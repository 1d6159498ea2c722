import type { Language, Publication, PublicationItem, SkipReason } from '@alt-optimizer/contract';
import { reviewRowsQuerySchema } from '@alt-optimizer/contract';
import { AppError } from '../../core/errors/index.ts';
import { isUuid } from '../../core/jobs/job-access.ts';
import { CONNECTOR_ERRORS } from './connectors.messages.ts';
import {
  finishPublication,
  getPublication,
  insertPublication,
  listPublications,
  runningPublications,
  undoneIds,
  writeCounts,
  writeItems,
  writtenRecords,
  type PlannedWrite,
} from './publications.repository.ts';
import type { PublicationRow } from './publications.table.ts';
import type { Publisher } from './publisher.ts';
import { imagesOfRun, tickedRows } from './runs.repository.ts';
import { requireRun, runView, type RunDeps } from './runs.service.ts';

export interface PublishDeps extends RunDeps {
  publisher: Publisher;
}

async function toPublication(deps: PublishDeps, row: PublicationRow, undone?: boolean): Promise<Publication> {
  const counts = await writeCounts(deps.db, row.id);
  return {
    id: row.id,
    runId: row.runId,
    kind: row.kind,
    undoOf: row.undoOf,
    status: row.status,
    dryRun: row.dryRun,
    counts: { total: counts.pending + counts.written + counts.skipped + counts.failed, ...counts },
    undone: undone ?? (await undoneIds(deps.db, [row.id])).has(row.id),
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

async function requirePublication(deps: PublishDeps, id: string): Promise<PublicationRow> {
  const row = isUuid(id) ? await getPublication(deps.db, id) : undefined;
  if (!row) {
    throw new AppError(CONNECTOR_ERRORS.publicationNotFound);
  }
  return row;
}

async function refuseWhileRunning(deps: PublishDeps, runId: string): Promise<void> {
  if ((await runningPublications(deps.db, runId)).length > 0) {
    throw new AppError(CONNECTOR_ERRORS.publicationRunning);
  }
}

/** Requests that start a publication of one run, one at a time: a double click gets "still writing", not a twin. */
const startTurns = new Map<string, Promise<unknown>>();
async function oneAtATime<T>(runId: string, start: () => Promise<T>): Promise<T> {
  const previous = startTurns.get(runId) ?? Promise.resolve();
  const turn = previous.then(start, start);
  const settled = turn.catch(() => undefined);
  startTurns.set(runId, settled);
  try {
    return await turn;
  } finally {
    if (startTurns.get(runId) === settled) {
      startTurns.delete(runId);
    }
  }
}

/** Records written, then handed to the publisher; a publication with nothing left to send is done at once. */
async function launch(deps: PublishDeps, values: Parameters<typeof insertPublication>[1], writes: PlannedWrite[]): Promise<Publication> {
  const row = await insertPublication(deps.db, values, writes);
  if (writes.every((w) => w.skip)) {
    await finishPublication(deps.db, row.id);
    return toPublication(deps, { ...row, status: 'done', finishedAt: new Date() }, false);
  }
  deps.publisher.enqueue(row.id);
  return toPublication(deps, row, false);
}

/** Why an image needs no write, or undefined when it does (what the store holds is what we last wrote, else what the run read). */
function skipReason(newAlt: string, published: string | null, current: string): SkipReason | undefined {
  if (published !== null && published === newAlt) {
    return 'alreadyPublished';
  }
  return (published ?? current) === newAlt ? 'unchanged' : undefined;
}

/** "Publish to store": the ticked rows' alts (the merchant's edit, else the engine's). A dry run's records all skip. */
export async function publishRun(deps: PublishDeps, runId: string, language: Language): Promise<Publication> {
  const run = await requireRun(deps, runId);
  if ((await runView(deps, run, language)).status !== 'ready') {
    throw new AppError(CONNECTOR_ERRORS.runNotReady);
  }
  return oneAtATime(run.id, async () => {
    await refuseWhileRunning(deps, run.id);
    const rows = await tickedRows(deps.db, { ...run, status: 'ready' });
    const writes: PlannedWrite[] = rows.map((r) => {
      const newAlt = r.image.editedAlt ?? r.generatedAlt;
      const oldAlt = r.image.publishedAlt ?? r.image.currentAlt;
      if (newAlt === null) {
        return { imageId: r.image.id, oldAlt, newAlt: oldAlt, skip: 'noAlt' };
      }
      const skip = skipReason(newAlt, r.image.publishedAlt, r.image.currentAlt) ?? (run.dryRun ? 'dryRun' : undefined);
      return { imageId: r.image.id, oldAlt, newAlt, ...(skip ? { skip } : {}) };
    });
    return launch(deps, { runId: run.id, kind: 'publish', dryRun: run.dryRun, undoOf: null }, writes);
  });
}

/** Puts back the alts a publication replaced, for the images it wrote (an image already back is skipped). */
export async function undoPublication(deps: PublishDeps, publicationId: string): Promise<Publication> {
  const original = await requirePublication(deps, publicationId);
  if (original.kind !== 'publish' || original.status !== 'done' || (await undoneIds(deps.db, [original.id])).has(original.id)) {
    throw new AppError(CONNECTOR_ERRORS.nothingToUndo);
  }
  return oneAtATime(original.runId, async () => {
    await refuseWhileRunning(deps, original.runId);
    if ((await undoneIds(deps.db, [original.id])).has(original.id)) {
      throw new AppError(CONNECTOR_ERRORS.nothingToUndo);
    }
    const written = await writtenRecords(deps.db, original.id);
    if (written.length === 0) {
      throw new AppError(CONNECTOR_ERRORS.nothingToUndo);
    }
    const images = new Map((await imagesOfRun(deps.db, original.runId)).map((i) => [i.id, i]));
    const writes: PlannedWrite[] = written.map((w) => {
      const published = images.get(w.imageId)?.publishedAlt ?? null;
      return { imageId: w.imageId, oldAlt: w.newAlt, newAlt: w.oldAlt, ...(published === w.oldAlt ? { skip: 'unchanged' as const } : {}) };
    });
    return launch(deps, { runId: original.runId, kind: 'undo', dryRun: false, undoOf: original.id }, writes);
  });
}

export async function publicationDetail(deps: PublishDeps, id: string, query: { offset?: unknown; limit?: unknown }) {
  const row = await requirePublication(deps, id);
  const page = reviewRowsQuerySchema.parse(query);
  const items: PublicationItem[] = (await writeItems(deps.db, row.id, page)).map(({ write, productTitle, imageUrl }) => ({
    rowId: write.imageId,
    productTitle,
    imageUrl,
    oldAlt: write.oldAlt,
    newAlt: write.newAlt,
    outcome: write.outcome,
    skipReason: write.skipReason,
    message: write.message,
  }));
  return { success: true as const, publication: await toPublication(deps, row), items };
}

export async function publicationsOf(deps: PublishDeps, runId: string): Promise<Publication[]> {
  const run = await requireRun(deps, runId);
  const rows = await listPublications(deps.db, run.id);
  const undone = await undoneIds(
    deps.db,
    rows.map((r) => r.id),
  );
  return Promise.all(rows.map((r) => toPublication(deps, r, undone.has(r.id))));
}
