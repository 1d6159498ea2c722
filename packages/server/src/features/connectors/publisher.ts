import { setTimeout as sleep } from 'node:timers/promises';
import type { Language } from '@alt-optimizer/contract';
import type { Db } from '../../core/db/client.ts';
import { isAppError } from '../../core/errors/index.ts';
import type { Logger } from '../../core/logger.ts';
import type { StoreClient } from './clients/store-client.ts';
import { CONNECTOR_ERRORS, CONNECTOR_ITEM_MESSAGES } from './connectors.messages.ts';
import { getConnection } from './connections.repository.ts';
import {
  finishPublication,
  finishWrite,
  getPublication,
  markAttempted,
  pendingWrites,
  runningPublications,
  type WriteWithImage,
} from './publications.repository.ts';
import type { PublicationRow } from './publications.table.ts';
import type { ConnectionRow } from './connections.table.ts';
import { getRun } from './runs.repository.ts';
import type { RunRow } from './runs.table.ts';
import type { StoreAccess } from './store-access.ts';
import type { WriteLimiter } from './write-limiter.ts';

const BATCH = 50;
/** A rate-limited write is waited out this many times before the image is reported failed. */
const RATE_LIMIT_ROUNDS = 3;

interface PublisherDeps {
  db: Db;
  logger: Logger;
  access: StoreAccess;
  limiter: WriteLimiter;
}

/**
 * Writes publications to the stores in the background, one image at a time through the store's write limiter.
 *
 * Exactly once, across crashes: every write record exists (pending, old → new alt) before the first call; just
 * before its platform call a record is marked attempted; its outcome is stored after. A record found attempted but
 * pending (the process died around the call) is reconciled: the store's alt is read, and the write is sent only if
 * the store does not hold the new alt yet. Publications still running at start are resumed.
 */
export class Publisher {
  private readonly active = new Map<string, Promise<void>>();
  /** The publication being written per run: a run's publications are written one after the other. */
  private readonly runTurns = new Map<string, Promise<void>>();
  private stopped = false;

  constructor(private readonly deps: PublisherDeps) {}

  async start(): Promise<void> {
    for (const publication of await runningPublications(this.deps.db)) {
      this.enqueue(publication.id);
    }
  }

  enqueue(publicationId: string): void {
    if (this.stopped || this.active.has(publicationId)) {
      return;
    }
    const task = this.run(publicationId)
      .catch((err: unknown) => this.deps.logger.error({ err, publicationId }, 'store publication stopped'))
      .finally(() => this.active.delete(publicationId));
    this.active.set(publicationId, task);
  }

  /** Stops after the image in hand; what is left resumes at the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.allSettled([...this.active.values()]);
  }

  /** Resolves once no publication is being written (tests). */
  async idle(): Promise<void> {
    while (this.active.size > 0) {
      await Promise.allSettled([...this.active.values()]);
    }
  }

  private async run(publicationId: string): Promise<void> {
    const publication = await getPublication(this.deps.db, publicationId);
    const run = publication ? await getRun(this.deps.db, publication.runId) : undefined;
    const connection = run ? await getConnection(this.deps.db, run.connectionId) : undefined;
    if (!publication || !run || !connection || publication.status !== 'running') {
      return;
    }
    // Two publications of one run (a double click, an undo right after a publish) never write side by side: each
    // record then sees what the one before wrote (the image's published alt) and skips what is already there.
    const previous = this.runTurns.get(run.id) ?? Promise.resolve();
    const turn = previous.then(() => this.write(publication, run, connection));
    const settled = turn.catch(() => undefined);
    this.runTurns.set(run.id, settled);
    try {
      await turn;
    } finally {
      if (this.runTurns.get(run.id) === settled) {
        this.runTurns.delete(run.id);
      }
    }
  }

  private async write(publication: PublicationRow, run: RunRow, connection: ConnectionRow): Promise<void> {
    const publicationId = publication.id;
    const client = this.deps.access.clientForConnection(connection);
    for (;;) {
      const batch = await pendingWrites(this.deps.db, publicationId, BATCH);
      if (batch.length === 0) {
        break;
      }
      for (const item of batch) {
        if (this.stopped) {
          return;
        }
        // Keyed by the store, not the connection: two connections to one store share its write budget.
        await this.writeOne(client, connection.storeUrl, publication, run.language, item);
      }
    }
    await finishPublication(this.deps.db, publicationId);
  }

  private async writeOne(client: StoreClient, storeKey: string, publication: PublicationRow, language: Language, item: WriteWithImage) {
    const { db } = this.deps;
    const { write, mediaId, publishedAlt } = item;
    if (!write.attemptedAt && publishedAlt === write.newAlt) {
      // An earlier publication of the run wrote (or restored) this very alt meanwhile.
      await finishWrite(db, write, { outcome: 'skipped', skipReason: publication.kind === 'undo' ? 'unchanged' : 'alreadyPublished' });
      return;
    }
    if (publication.dryRun) {
      await finishWrite(db, write, { outcome: 'skipped', skipReason: 'dryRun' });
      return;
    }
    for (let round = 0; ; round += 1) {
      try {
        if (write.attemptedAt) {
          // Maybe written by a process that died before storing the outcome: ask the store first.
          const holds = await client.readAlt(mediaId);
          if (holds === null) {
            await finishWrite(db, write, { outcome: 'failed', message: CONNECTOR_ITEM_MESSAGES.imageGone[language] });
            return;
          }
          if (holds === write.newAlt) {
            await finishWrite(db, write, { outcome: 'written', storeHolds: write.newAlt });
            return;
          }
        } else {
          await markAttempted(db, write.id);
          write.attemptedAt = new Date();
        }
        await this.deps.limiter.take(storeKey);
        const result = await client.writeAlt(mediaId, write.newAlt);
        if (result.ok) {
          await finishWrite(db, write, { outcome: 'written', storeHolds: write.newAlt });
        } else {
          const message = result.gone ? `${CONNECTOR_ITEM_MESSAGES.imageGone[language]} (${result.message})` : result.message;
          await finishWrite(db, write, { outcome: 'failed', message });
        }
        return;
      } catch (err) {
        if (!isAppError(err)) {
          throw err;
        }
        if (err.id === CONNECTOR_ERRORS.connectorRateLimited.id && round < RATE_LIMIT_ROUNDS && !this.stopped) {
          await sleep((err.retryAfterSeconds ?? 2) * 1000);
          continue;
        }
        await finishWrite(db, write, { outcome: 'failed', message: err.messageIn(language) });
        return;
      }
    }
  }
}
