import { describe, expect, it } from 'vitest';
import { loadLimitsEnv, parseLoadLimits } from './load-limits.ts';

const limits = (env: Record<string, string>, engine = { remote: false, workers: 2 }) => {
  const parsed = loadLimitsEnv.safeParse(env);
  return parsed.success ? parseLoadLimits(parsed.data, engine) : parsed.error.issues.map((i) => i.path.join('.'));
};

describe('load limits', () => {
  it('sizes the defaults from the engine and keeps a quarter of the bulk slots for other jobs', () => {
    expect(limits({})).toEqual({
      jobsPerHour: 30,
      imagesPerMinute: 30,
      resultsPerMinute: 60,
      engineActive: 2,
      engineQueue: 8,
      bulkRowsInFlight: 4,
      bulkRowsPerJob: 3,
      // Three download slots per engine slot, a third for one client, 4 per host, a host skipped after 3 timeouts.
      bulkDownloads: { slots: 12, perClient: 4, perHost: 4, hostTimeouts: 3, timeoutMs: undefined, retries: undefined },
      bulkMaxImages: 100_000,
      xlsxMaxUnzippedBytes: 150_000_000,
    });
    expect(limits({}, { remote: true, workers: 2 })).toMatchObject({
      engineActive: 16,
      bulkRowsInFlight: 16,
      bulkRowsPerJob: 12,
      bulkDownloads: { slots: 48, perClient: 16 },
    });
    expect(limits({}, { remote: false, workers: 0 })).toMatchObject({ engineActive: 1, bulkRowsInFlight: 2, bulkRowsPerJob: 1 });
  });

  it('reads each variable (0 turns a rate limit off; a job never gets more slots than there are)', () => {
    expect(
      limits({
        RATE_LIMIT_JOBS_PER_HOUR: '0',
        RATE_LIMIT_IMAGES_PER_MINUTE: '',
        RATE_LIMIT_RESULTS_PER_MINUTE: '0',
        ENGINE_QUEUE_MAX: '3',
        BULK_ROWS_IN_FLIGHT: '8',
        BULK_ROWS_PER_JOB: '50',
        BULK_MAX_IMAGES: '2500',
        XLSX_MAX_UNZIPPED_MB: '40',
        BULK_DOWNLOADS: '30',
        BULK_DOWNLOADS_PER_HOST: '2',
        BULK_HOST_TIMEOUTS: '5',
        BULK_FETCH_TIMEOUT_MS: '1500',
        BULK_FETCH_RETRIES: '0',
      }),
    ).toEqual({
      jobsPerHour: 0,
      imagesPerMinute: 30,
      resultsPerMinute: 0,
      engineActive: 2,
      engineQueue: 3,
      bulkRowsInFlight: 8,
      bulkRowsPerJob: 8,
      bulkDownloads: { slots: 30, perClient: 10, perHost: 2, hostTimeouts: 5, timeoutMs: 1500, retries: 0 },
      bulkMaxImages: 2500,
      xlsxMaxUnzippedBytes: 40_000_000,
    });
    // The unzipped cap follows the row limit, never under 32 MB.
    expect(limits({ BULK_MAX_IMAGES: '2500' })).toMatchObject({ xlsxMaxUnzippedBytes: 32_000_000 });
    expect(limits({ BULK_MAX_IMAGES: '250000' })).toMatchObject({ xlsxMaxUnzippedBytes: 375_000_000 });
    expect(limits({ BULK_ROWS_IN_FLIGHT: '0', ENGINE_QUEUE_MAX: '-1', BULK_MAX_IMAGES: '0', XLSX_MAX_UNZIPPED_MB: '0' })).toEqual([
      'ENGINE_QUEUE_MAX',
      'BULK_ROWS_IN_FLIGHT',
      'BULK_MAX_IMAGES',
      'XLSX_MAX_UNZIPPED_MB',
    ]);
  });
});
