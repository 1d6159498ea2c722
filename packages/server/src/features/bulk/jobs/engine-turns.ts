import { FairTurns, SlotCounts } from './fair-turns.ts';

/** Who asks for an engine slot: a job, and the client that asked for the job. */
export interface EngineAsker {
  client: string;
  jobId: string;
}

interface JobWaiters {
  client: string;
  jobId: string;
  /** Rows of the job with their image in hand, waiting for a slot, in arrival order. */
  queue: Array<() => void>;
  running: number;
}

/**
 * The engine's slots for bulk rows (issue 23, item 5): a row asks for one only once its image is downloaded, so rows
 * waiting on the network never hold one. A free slot goes to the next client in turn with a row waiting, then to that
 * client's next job in turn (FairTurns), with at most `perJob` slots for one job and for one client.
 */
export class EngineTurns {
  private inUse = 0;
  private readonly waiting = new FairTurns<JobWaiters>();
  private readonly jobs = new Map<string, JobWaiters>();
  private readonly byClient = new SlotCounts();

  constructor(
    private readonly slots: number,
    private readonly perJob: number,
  ) {}

  /** Rows being analysed now. */
  get busy(): number {
    return this.inUse;
  }

  /** Runs `analyse` once the row has its turn, and frees the slot after it. */
  async run<T>(asker: EngineAsker, analyse: () => Promise<T>): Promise<T> {
    const job = this.entry(asker);
    await new Promise<void>((resolve) => {
      job.queue.push(resolve);
      this.hand();
    });
    try {
      return await analyse();
    } finally {
      this.inUse -= 1;
      job.running -= 1;
      this.byClient.add(job.client, -1);
      this.forgetIdle(job);
      this.hand();
    }
  }

  private entry(asker: EngineAsker): JobWaiters {
    let job = this.jobs.get(asker.jobId);
    if (!job) {
      job = { client: asker.client, jobId: asker.jobId, queue: [], running: 0 };
      this.jobs.set(asker.jobId, job);
      this.waiting.add(job);
    }
    return job;
  }

  /** Gives every free slot to the next waiting row in turn. */
  private hand(): void {
    while (this.inUse < this.slots) {
      const job = this.waiting.next((j) => j.queue.length > 0 && j.running < this.perJob && this.byClient.of(j.client) < this.perJob);
      if (!job) {
        return;
      }
      this.inUse += 1;
      job.running += 1;
      this.byClient.add(job.client, 1);
      job.queue.shift()!();
    }
  }

  private forgetIdle(job: JobWaiters): void {
    if (job.running === 0 && job.queue.length === 0) {
      this.waiting.remove(job);
      this.jobs.delete(job.jobId);
    }
  }
}
