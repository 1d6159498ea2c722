/**
 * Time left in a bulk job, smoothed. A row whose image URL appeared earlier in the job costs almost nothing (the
 * photo is analysed once, the alt composed per row), so rows are counted in work units: a first-seen URL is one unit,
 * a repeat `REPEAT_COST`. The pending rows' URLs in processing order give the units done after any number of rows;
 * the rate is a moving average: units done over the last `RATE_WINDOW_S` seconds of progress polls. So the ETA
 * neither counts a run of repeated rows as fast progress (the 1 h that became 2.6 h) nor a run of first-seen photos
 * ahead of many repeats as a long wait (the 2.6 h that ended in 3 minutes).
 */

export const REPEAT_COST = 0.02;
export const RATE_WINDOW_S = 60;

/**
 * Cumulative work units after each unfinished row, from every row's URL in processing order (a URL a finished row
 * already used is a repeat).
 */
export function workPrefix(rows: ReadonlyArray<{ url: string; unfinished: boolean }>): Float64Array {
  const seen = new Set(rows.filter((r) => !r.unfinished).map((r) => r.url));
  const urls = rows.filter((r) => r.unfinished).map((r) => r.url);
  const prefix = new Float64Array(urls.length + 1);
  urls.forEach((url, i) => {
    const fresh = url !== '' && !seen.has(url);
    if (fresh) {
      seen.add(url);
    }
    prefix[i + 1] = prefix[i]! + (fresh ? 1 : REPEAT_COST);
  });
  return prefix;
}

export class JobEta {
  /** Progress polls of the last RATE_WINDOW_S seconds (the oldest one just before the window kept as its start). */
  private readonly samples: Array<{ at: number; units: number }> = [];

  /**
   * @param prefix `workPrefix` of the job's rows when the estimate started
   * @param doneAtStart rows the job had already processed then (decided at upload, or before a restart)
   */
  constructor(
    private readonly prefix: Float64Array,
    private readonly doneAtStart: number,
  ) {}

  private unitsAfter(processed: number): number {
    const rows = Math.min(Math.max(0, processed - this.doneAtStart), this.prefix.length - 1);
    return this.prefix[rows]!;
  }

  /** Seconds left once `processed` rows of the job are done at time `now` (ms); null until a rate is measured. */
  estimate(processed: number, now: number): number | null {
    const units = this.unitsAfter(processed);
    const left = this.prefix[this.prefix.length - 1]! - units;
    if (left <= 0) {
      return 0;
    }
    this.samples.push({ at: now, units });
    while (this.samples.length > 2 && now - this.samples[1]!.at >= RATE_WINDOW_S * 1000) {
      this.samples.shift();
    }
    const first = this.samples[0]!;
    const seconds = (now - first.at) / 1000;
    const rate = seconds >= 1 ? (units - first.units) / seconds : 0;
    return rate > 0 ? Math.round(left / rate) : null;
  }
}

/** One estimate per running job of this process; dropped when the job ends. */
export class JobEtas {
  private readonly jobs = new Map<string, Promise<JobEta>>();

  /** `load` reads every row's URL in processing order (once per job and process, on its first progress poll). */
  async estimate(
    jobId: string,
    processed: number,
    now: number,
    load: () => Promise<Array<{ url: string; unfinished: boolean }>>,
  ): Promise<number | null> {
    let eta = this.jobs.get(jobId);
    if (!eta) {
      eta = load().then((rows) => new JobEta(workPrefix(rows), rows.filter((r) => !r.unfinished).length));
      this.jobs.set(jobId, eta);
      // A failed read is tried again at the next poll.
      eta.catch(() => this.jobs.delete(jobId));
    }
    return (await eta).estimate(processed, now);
  }

  forget(jobId: string): void {
    this.jobs.delete(jobId);
  }
}
