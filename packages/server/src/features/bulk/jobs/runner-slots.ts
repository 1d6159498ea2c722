import type { FetchImageOptions } from '../../../core/net/fetch-image.ts';
import type { LoadLimits } from '../../../core/load-limits.ts';

/** What the bulk runner (bulk-runner.ts) is given: its slots and caps, and where job files live. */
export interface RunnerOptions {
  /** Rows started at once over every job: downloading, or downloaded and waiting for (or in) the engine. */
  concurrency: number;
  /** Rows started at once for one job, and for one client's jobs together. */
  jobConcurrency: number;
  /** Rows being analysed at once (the engine's slots; default: `concurrency`), at most `engineSlotsPerJob` per job and per client. */
  engineSlots?: number;
  engineSlotsPerJob?: number;
  /** Downloads at once from one image host over every job (default: no cap below `concurrency`). */
  hostConcurrency?: number;
  /** Timeouts of one host in a job before the job's other rows on it fail unasked (default DEFAULT_HOST_TIMEOUTS). */
  hostTimeouts?: number;
  dataDir: string;
  /** How long stop() waits for rows in flight; rows still running after it are handed back at the next start. */
  stopGraceMs?: number;
}

/** The runner's slots from the configured limits (load-limits.ts): row slots, engine slots, per-host and per-client caps. */
export function runnerSlots(limits: LoadLimits): Omit<RunnerOptions, 'dataDir' | 'stopGraceMs'> {
  return {
    concurrency: limits.bulkDownloads.slots,
    jobConcurrency: limits.bulkDownloads.perClient,
    hostConcurrency: limits.bulkDownloads.perHost,
    hostTimeouts: limits.bulkDownloads.hostTimeouts,
    engineSlots: limits.bulkRowsInFlight,
    engineSlotsPerJob: limits.bulkRowsPerJob,
  };
}

/** BULK_FETCH_TIMEOUT_MS and BULK_FETCH_RETRIES for the fetcher of bulk rows; nothing set keeps the fetcher's defaults. */
export function bulkFetchLimits(limits: LoadLimits): Pick<FetchImageOptions, 'totalTimeoutMs' | 'retries'> {
  const { timeoutMs, retries } = limits.bulkDownloads;
  return { ...(timeoutMs === undefined ? {} : { totalTimeoutMs: timeoutMs }), ...(retries === undefined ? {} : { retries }) };
}
