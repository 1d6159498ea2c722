import type { FetchImageOptions } from '../../../core/net/fetch-image.ts';
import type { LoadLimits } from '../../../core/load-limits.ts';
import type { RunnerOptions } from './bulk-runner.ts';

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
