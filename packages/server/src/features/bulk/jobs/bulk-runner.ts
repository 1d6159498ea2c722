import type { Db } from '../../../core/db/client.ts';
import type { JobRow } from '../../../core/db/schema.ts';
import { claimPendingRows, releaseDeadClaims, releaseRows, type ClaimedRow, type RowOutcome } from '../../../core/jobs/claim.repository.ts';
import { yieldToEventLoop } from '../../../core/jobs/event-loop.ts';
import { deleteAbandonedImports } from '../../../core/jobs/job-import.ts';
import { getJob, patchJob, unfinishedJobIds } from '../../../core/jobs/job.repository.ts';
import { DEFAULT_HOST_TIMEOUTS } from '../../../core/load-limits.ts';
import type { Logger } from '../../../core/logger.ts';
import { analyzeRow, ownWork, workForSharedUrl, type AnalyzeDeps, type JobContext, type RowWork, type UrlOutcome } from './analyze-row.ts';
import { EngineTurns } from './engine-turns.ts';
import { FairTurns, SlotCounts } from './fair-turns.ts';
import { HostBreaker, HostSlots, imageHost } from './host-breaker.ts';
import { completeJob, markJobFailed } from './job-lifecycle.ts';
import { OutcomeStore } from './outcome-store.ts';
import { RunProgress, type CurrentRow } from './run-progress.ts';
import type { RunnerOptions } from './runner-slots.ts';

/** A job being worked on in this process. */
interface ActiveJob {
  job: JobRow;
  ctx: JobContext;
  /** Who asked for the job (jobs.client), or the job itself when unknown: the unit of the fair shares. */
  client: string;
  breaker: HostBreaker;
  /** Same URL twice in a job: fetched and analysed once (see workForSharedUrl). */
  byUrl: Map<string, Promise<UrlOutcome>>;
  /** Rows claimed in one statement and not started yet. */
  buffer: ClaimedRow[];
  claiming: Promise<void> | null;
  /** The last claim found no pending row. */
  exhausted: boolean;
  inFlight: number;
  /** Rows analysed whose outcome waits in the store. */
  unstored: number;
}

/** Rows claimed per statement: one claim serves many fast rows; unstarted ones are handed back on stop. */
export const CLAIM_BATCH = 100;
/** Outcomes per store statement, and how many may wait for one. */
const STORE_BATCH = 200;
const STORE_DELAY_MS = 25;

interface Finished extends RowOutcome {
  row: ClaimedRow;
}

/**
 * The persistent bulk job runner. State lives in the database: a job is a row, its work is its pending
 * product_results rows. Every running job shares `concurrency` row slots, given out in turn to clients and, within a
 * client, to its jobs (FairTurns), with at most `jobConcurrency` per client and per job, so a big or slow catalogue
 * cannot hold a small one queued behind it, nor one client's many uploads everyone else's (issue 23, item 5). A row
 * slot holds the row from its download to its stored outcome; the row asks for one of the engine's slots
 * (EngineTurns) only once its image is in hand, so rows waiting on a host that never answers hold no engine slot. A
 * host gets at most `hostConcurrency` downloads at once, and a host that timed out `hostTimeouts` times in a job is not
 * asked for the job's other rows (HostBreaker). Rows are claimed CLAIM_BATCH at a time (one indexed statement) and the
 * runner yields to the event loop after every row, so health checks, progress polls and SIGTERM are answered while a
 * job of fast-failing rows runs on PGlite.
 *
 * Why not BullMQ or pg-boss: the embedded default is PGlite, a single in-process connection with no
 * LISTEN between processes and no Redis; a table-backed queue with SKIP LOCKED claims works the same
 * on PGlite and PostgreSQL, and the job table already holds the progress the UI reads.
 */
export class BulkRunner {
  private readonly active = new FairTurns<ActiveJob>();
  private readonly byClient = new SlotCounts();
  private readonly hosts: HostSlots;
  private readonly engineTurns: EngineTurns;
  private readonly byId = new Map<string, ActiveJob>();
  private readonly store: OutcomeStore<Finished>;
  private readonly known = new Set<string>();
  private readonly tasks = new Set<Promise<void>>();
  private readonly running = new Set<Promise<void>>();
  private slotsInUse = 0;
  private stopped = false;
  private readonly progress = new RunProgress();
  private readonly stopHooks: Array<() => Promise<void>> = [];

  constructor(
    private readonly db: Db,
    private readonly analyze: AnalyzeDeps,
    private readonly logger: Logger,
    private readonly options: RunnerOptions,
  ) {
    this.hosts = new HostSlots(options.hostConcurrency ?? options.concurrency);
    this.engineTurns = new EngineTurns(options.engineSlots ?? options.concurrency, options.engineSlotsPerJob ?? options.jobConcurrency);
    this.store = new OutcomeStore<Finished>(db, {
      batch: STORE_BATCH,
      delayMs: STORE_DELAY_MS,
      maxWaiting: STORE_BATCH * 2,
      onStored: (outcomes) => this.stored(outcomes),
      onError: (outcomes, err) => {
        for (const jobId of new Set(outcomes.map((o) => o.row.jobId))) {
          this.abandon(jobId, err);
        }
      },
    });
  }

  /** Deletes uploads a crash cut off mid-import, hands back rows a dead process had claimed, then resumes every unfinished job (all share the slots in turn). */
  async start(): Promise<void> {
    const abandoned = await deleteAbandonedImports(this.db);
    const released = await releaseDeadClaims(this.db);
    const ids = await unfinishedJobIds(this.db);
    if (ids.length > 0 || released > 0 || abandoned > 0) {
      this.logger.info({ jobs: ids.length, releasedRows: released, abandonedImports: abandoned }, 'resuming unfinished bulk jobs');
    }
    for (const id of ids) {
      this.enqueue(id);
    }
  }

  /** Call only after the transaction that created the job has committed. */
  enqueue(jobId: string): void {
    if (this.stopped || this.known.has(jobId)) {
      return;
    }
    this.known.add(jobId);
    this.track(this.activate(jobId));
  }

  /**
   * Stops giving out rows, waits up to the grace period for rows in flight to store their result, and hands back the
   * rows claimed but not started. A row still in flight after the grace stays claimed and is handed back at the next start.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    const grace = new Promise<void>((resolve) => setTimeout(resolve, this.options.stopGraceMs ?? 5000).unref());
    await Promise.race([Promise.allSettled([...this.running]).then(() => this.store.drained()), grace]);
    const unstarted = this.active.values().flatMap((a) => a.buffer.splice(0).map((r) => r.id));
    await releaseRows(this.db, unstarted).catch((err: unknown) => this.logger.warn({ err }, 'could not hand back claimed rows'));
    for (const hook of this.stopHooks) {
      await hook();
    }
  }

  /** Resources to release after the last row has stored its result (the fetcher's sockets). */
  onStop(hook: () => Promise<void>): void {
    this.stopHooks.push(hook);
  }

  /** Seconds left from the rate measured in this process; null until at least one row has finished. */
  estimateSeconds(jobId: string, remaining: number): number | null {
    return this.progress.estimateSeconds(jobId, remaining);
  }

  currentRow(jobId: string): CurrentRow | undefined {
    return this.progress.currentRow(jobId);
  }

  /** Resolves once no job is left to run (tests and the bench wait on it). */
  async idle(): Promise<void> {
    while (this.tasks.size > 0 || this.store.busy) {
      await Promise.allSettled([...this.tasks]);
      await this.store.drained();
    }
  }

  private track(task: Promise<void>): void {
    this.tasks.add(task);
    void task.finally(() => this.tasks.delete(task));
  }

  private async activate(jobId: string): Promise<void> {
    try {
      const job = await getJob(this.db, jobId);
      if (this.stopped || !job || (job.status !== 'pending' && job.status !== 'processing')) {
        this.known.delete(jobId);
        return;
      }
      const started = job.processingStarted ?? new Date();
      await patchJob(this.db, jobId, { status: 'processing', processingStarted: started });
      this.progress.begin(jobId);
      const ctx: JobContext = { id: job.id, language: job.language, keywords: job.keywords };
      const a: ActiveJob = {
        job,
        ctx,
        client: job.client ?? `job:${job.id}`,
        breaker: new HostBreaker(this.options.hostTimeouts ?? DEFAULT_HOST_TIMEOUTS),
        byUrl: new Map(),
        buffer: [],
        claiming: null,
        exhausted: false,
        inFlight: 0,
        unstored: 0,
      };
      this.active.add(a);
      this.byId.set(jobId, a);
      this.fillSlots();
    } catch (err) {
      await this.fail(jobId, err);
    }
  }

  /**
   * Gives every free slot to the next client in turn, then its next job in turn, that is under its caps and has a row
   * it may start now: one whose host has a download slot free (or needs none), or none claimed yet.
   */
  private fillSlots(): void {
    const cap = this.options.jobConcurrency;
    while (!this.stopped && this.slotsInUse < this.options.concurrency) {
      const next = this.active.next(
        (a) => a.inFlight < cap && this.byClient.of(a.client) < cap && (this.startable(a) >= 0 || (a.buffer.length === 0 && !a.exhausted)),
      );
      if (!next) {
        return;
      }
      const at = this.startable(next);
      const row = at >= 0 ? next.buffer.splice(at, 1)[0] : undefined;
      this.slotsInUse += 1;
      next.inFlight += 1;
      this.byClient.add(next.client, 1);
      const task = this.runOneRow(next, row).finally(() => {
        this.running.delete(task);
        this.slotsInUse -= 1;
        next.inFlight -= 1;
        this.byClient.add(next.client, -1);
        this.afterRow(next);
      });
      this.running.add(task);
      this.track(task);
    }
  }

  /** Completes the job once every row is claimed, analysed and stored; then hands the free slots out again. */
  private afterRow(a: ActiveJob): void {
    const done = a.exhausted && a.inFlight === 0 && a.buffer.length === 0 && a.unstored === 0;
    if (!this.stopped && done && this.byId.get(a.job.id) === a) {
      this.active.remove(a);
      this.byId.delete(a.job.id);
      this.track(this.finish(a));
    }
    this.fillSlots();
  }

  /** Where in the job's claimed rows the first one it may start now is (-1: none): a URL already under way, a host the breaker skips, or a host with a download slot free. */
  private startable(a: ActiveJob): number {
    return a.buffer.findIndex((row) => {
      const host = imageHost(row.shopifyUrl);
      return a.byUrl.has(row.shopifyUrl) || a.breaker.tripped(host) || this.hosts.free(host);
    });
  }

  /**
   * One row of the job: the one fillSlots picked, or the first it may start from a new claim; downloaded (holding a
   * slot of its host), analysed in its turn for an engine slot, handed to the store; then the loop gets a turn.
   */
  private async runOneRow(a: ActiveJob, picked: ClaimedRow | undefined): Promise<void> {
    try {
      const row = picked ?? (await this.takeRow(a));
      if (row && this.stopped) {
        a.buffer.unshift(row);
      } else if (row) {
        const shared = a.byUrl.get(row.shopifyUrl);
        let work: RowWork;
        if (shared) {
          work = workForSharedUrl(await shared, a.ctx, row);
        } else {
          const release = this.hosts.take(imageHost(row.shopifyUrl));
          const outcome = analyzeRow(this.analyze, a.ctx, row, {
            breaker: a.breaker,
            // The host's slot may start another job's row now, while this one waits for the engine.
            downloaded: () => {
              release();
              this.fillSlots();
            },
            engineTurn: (analyse) => this.engineTurns.run({ client: a.client, jobId: a.job.id }, analyse),
          });
          a.byUrl.set(row.shopifyUrl, outcome);
          work = ownWork(await outcome);
        }
        a.unstored += 1;
        await this.store.add({ row, ...work });
      }
    } catch (err) {
      this.abandon(a.job.id, err);
    }
    await yieldToEventLoop();
  }

  /** After each store statement: rates, the progress's current row, and jobs whose last row this was. */
  private stored(outcomes: readonly Finished[]): void {
    const touched = new Set<ActiveJob>();
    for (const { row, patch } of outcomes) {
      const a = this.byId.get(row.jobId);
      if (!a) {
        continue;
      }
      a.unstored -= 1;
      touched.add(a);
      this.progress.rowStored(row, patch);
    }
    for (const a of touched) {
      this.afterRow(a);
    }
  }

  /**
   * A row of the job it may start now, from a new claim; one claim statement per CLAIM_BATCH rows, shared by the job's
   * slots. Undefined when none may start yet (their hosts are busy): the slot goes back, the rows wait in the buffer.
   */
  private async takeRow(a: ActiveJob): Promise<ClaimedRow | undefined> {
    while (a.buffer.length === 0 && !a.exhausted && !this.stopped) {
      a.claiming ??= claimPendingRows(this.db, a.job.id, Math.max(CLAIM_BATCH, this.options.jobConcurrency))
        .then((rows) => {
          a.buffer.push(...rows);
          a.exhausted = rows.length === 0;
        })
        .finally(() => {
          a.claiming = null;
        });
      await a.claiming;
    }
    const at = this.startable(a);
    return at >= 0 ? a.buffer.splice(at, 1)[0] : undefined;
  }

  /** A database error on a job's rows: the job is marked failed (unless the runner is stopping) and leaves the turn. */
  private abandon(jobId: string, err: unknown): void {
    const a = this.byId.get(jobId);
    if (!a || this.stopped) {
      return;
    }
    this.active.remove(a);
    this.byId.delete(jobId);
    this.track(this.fail(jobId, err));
  }

  private async finish(a: ActiveJob): Promise<void> {
    try {
      await completeJob(this.db, this.options.dataDir, this.logger, a.job);
    } catch (err) {
      await this.fail(a.job.id, err);
    } finally {
      this.forget(a.job.id);
    }
  }

  private async fail(jobId: string, err: unknown): Promise<void> {
    this.forget(jobId);
    if (!this.stopped) {
      await markJobFailed(this.db, this.logger, jobId, err);
    }
  }

  private forget(jobId: string): void {
    this.known.delete(jobId);
    this.progress.forget(jobId);
  }
}
