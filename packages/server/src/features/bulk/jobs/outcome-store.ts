import type { Db } from '../../../core/db/client.ts';
import { storeOutcomes, type RowOutcome } from '../../../core/jobs/claim.repository.ts';
import { yieldToEventLoop } from '../../../core/jobs/event-loop.ts';

export interface OutcomeStoreOptions<T extends RowOutcome> {
  /** Most outcomes in one statement; this many waiting are stored at once. */
  batch: number;
  /** How long an outcome may wait for others to share its statement. */
  delayMs: number;
  /** Outcomes waiting to be stored before add() waits for a statement to finish (memory and loss on kill -9 stay bounded). */
  maxWaiting: number;
  /** After each statement, with the outcomes it stored. */
  onStored: (outcomes: readonly T[]) => void;
  /** A statement failed; its outcomes were not stored (their rows stay claimed). */
  onError: (outcomes: readonly T[], error: unknown) => void;
}

/**
 * Group commit of row outcomes. PGlite runs each statement synchronously in this thread (~3–10 ms however small), so
 * outcomes are gathered for up to `delayMs` (or until `batch` are waiting) and stored in one statement: a job of rows
 * refused at once costs ~0.3 ms of database time per row instead of a statement each, and the event loop gets a turn
 * between statements. An outcome not stored yet is lost on kill -9 with its row still claimed, so the row is done again
 * after the restart: never lost, never counted twice.
 */
export class OutcomeStore<T extends RowOutcome> {
  private readonly waiting: T[] = [];
  private flushing: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly options: OutcomeStoreOptions<T>,
  ) {}

  /** Outcomes waiting or being stored. */
  get busy(): boolean {
    return this.waiting.length > 0 || this.flushing !== null;
  }

  /** Queues one outcome; waits only while `maxWaiting` outcomes are already queued. */
  async add(outcome: T): Promise<void> {
    this.waiting.push(outcome);
    this.schedule();
    while (this.waiting.length >= this.options.maxWaiting && this.flushing) {
      await this.flushing;
    }
  }

  /** Stores what is queued now and resolves once every queued outcome has been stored (or failed). */
  async drained(): Promise<void> {
    if (this.waiting.length > 0) {
      this.kick();
    }
    while (this.flushing) {
      await this.flushing;
    }
  }

  /** A full batch is stored now; a partial one when the first of it has waited `delayMs`. */
  private schedule(): void {
    if (this.waiting.length >= this.options.batch) {
      this.kick();
    } else if (this.waiting.length > 0) {
      this.timer ??= setTimeout(() => this.kick(), this.options.delayMs);
    }
  }

  private kick(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    this.flushing ??= this.drain().finally(() => {
      this.flushing = null;
      this.schedule();
    });
  }

  /** Stores what waits, then every full batch that gathered meanwhile; a partial remainder waits for schedule(). */
  private async drain(): Promise<void> {
    for (let first = true; first || this.waiting.length >= this.options.batch; first = false) {
      const batch = this.waiting.splice(0, this.options.batch);
      try {
        await storeOutcomes(this.db, batch);
        this.options.onStored(batch);
      } catch (error) {
        this.options.onError(batch, error);
      }
      await yieldToEventLoop();
    }
  }
}
