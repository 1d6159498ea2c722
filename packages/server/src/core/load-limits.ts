import { LIMITS } from '@alt-optimizer/contract';
import { z } from 'zod';

/**
 * The limits that keep one server fair and responsive under load (issue 15 #15): per-IP request rates on the public
 * endpoints, the single-image engine queue, and the bulk runner's row slots. Read once by config.ts; every value has a
 * default sized from the engine (local engine: CPU workers; remote provider: network-bound calls).
 */
export interface LoadLimits {
  /** Bulk uploads accepted per client IP per hour (0 = unlimited). */
  jobsPerHour: number;
  /** Single-image analyses accepted per client IP per minute (0 = unlimited). */
  imagesPerMinute: number;
  /** Whole-job result reads (GET /api/results/:jobId) per client IP per minute (0 = unlimited). */
  resultsPerMinute: number;
  /** Single-image analyses running in the engine at once; more wait in the queue. */
  engineActive: number;
  /** Single-image analyses waiting for the engine; one more is answered 503 with Retry-After. */
  engineQueue: number;
  /** Bulk rows being analysed at once over every job (the engine's slots); a row takes one only once its image is downloaded. */
  bulkRowsInFlight: number;
  /** Bulk rows being analysed at once for one job, and for one client's jobs together. */
  bulkRowsPerJob: number;
  /** The bulk rows' download slots (issue 23, item 5): what the runner fetches, separate from the engine's slots. */
  bulkDownloads: BulkDownloadLimits;
  /** Images one bulk job may hold (BULK_MAX_IMAGES, default LIMITS.bulkMaxImages); a bigger file is refused at upload. */
  bulkMaxImages: number;
  /** Bytes an .xlsx upload may unzip to (XLSX_MAX_UNZIPPED_MB, default from bulkMaxImages); more is refused before parsing. */
  xlsxMaxUnzippedBytes: number;
}

export interface BulkDownloadLimits {
  /** Rows started at once over every job: downloading, or downloaded and waiting for (or in) the engine. */
  slots: number;
  /** Rows started at once for one client (an API key or an address), all its jobs together, and for one job. */
  perClient: number;
  /** Downloads at once from one image host (host:port), over every job. */
  perHost: number;
  /** Timeouts in a row of one host within a job after which the job's other rows on that host fail at once, unasked. */
  hostTimeouts: number;
  /** One download attempt's limit (BULK_FETCH_TIMEOUT_MS); undefined = the fetcher's default. */
  timeoutMs: number | undefined;
  /** Attempts after the first on a timeout or a 5xx (BULK_FETCH_RETRIES); undefined = the fetcher's default. */
  retries: number | undefined;
}

const count = (max: number) => z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(max).optional());
const positive = (max: number) => z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(max).optional());

export const loadLimitsEnv = z.object({
  RATE_LIMIT_JOBS_PER_HOUR: count(1_000_000),
  RATE_LIMIT_IMAGES_PER_MINUTE: count(1_000_000),
  RATE_LIMIT_RESULTS_PER_MINUTE: count(1_000_000),
  ENGINE_QUEUE_MAX: count(10_000),
  BULK_ROWS_IN_FLIGHT: positive(1024),
  BULK_ROWS_PER_JOB: positive(1024),
  BULK_MAX_IMAGES: positive(100_000_000),
  XLSX_MAX_UNZIPPED_MB: positive(1_000_000),
  BULK_DOWNLOADS: positive(4096),
  BULK_DOWNLOADS_PER_HOST: positive(1024),
  BULK_HOST_TIMEOUTS: positive(1000),
  BULK_FETCH_TIMEOUT_MS: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(100).max(600_000).optional()),
  BULK_FETCH_RETRIES: count(10),
});

export const DEFAULT_JOBS_PER_HOUR = 30;
export const DEFAULT_IMAGES_PER_MINUTE = 30;
/**
 * A whole job's results can be megabytes (issue 23, item 4: 26 MB for 100,000 rows); the web tool reads them once when
 * the job ends and after a change, so 60 a minute per client never stops a person and stops a reader in a loop.
 */
export const DEFAULT_RESULTS_PER_MINUTE = 60;
/** Requests allowed to wait per engine slot: at ~0.5 s an image on the local engine, a few seconds at most. */
const QUEUE_PER_SLOT = 4;
/**
 * A host that timed out this many times in a row in a job is not asked for the job's other images (issue 23, item 5): with the
 * fetcher's 20 s limit and 2 retries, three rows cost about a minute of waiting, not a minute per row.
 */
export const DEFAULT_HOST_TIMEOUTS = 3;
/** Downloads at once from one image host: enough for a CDN, and a host that never answers holds only these. */
export const DEFAULT_DOWNLOADS_PER_HOST = 4;
/** Rows in flight for a remote provider, which waits on the network rather than the CPU. */
export const REMOTE_ROWS_IN_FLIGHT = 16;

const MB = 1_000_000;
/**
 * Unzipped .xlsx bytes allowed per image of the row limit. A row of a 5-column sheet is ~300 bytes of XML, a 50-column
 * platform export ~1.8 KB with its shared strings; 1.5 KB leaves every real catalogue at the row limit room (sheets
 * mostly have fewer columns than rows have images) and refuses a 200 MB bomb at the default limit.
 */
export const XLSX_BYTES_PER_IMAGE = 1500;
/** However low BULK_MAX_IMAGES is set, a small workbook with heavy styles or long descriptions still opens. */
const XLSX_MIN_UNZIPPED_BYTES = 32 * MB;

/** The default cap: 150 MB for the default 100,000 images. */
export function defaultXlsxMaxUnzippedBytes(maxImages: number): number {
  return Math.max(XLSX_MIN_UNZIPPED_BYTES, maxImages * XLSX_BYTES_PER_IMAGE);
}

export function parseLoadLimits(e: z.infer<typeof loadLimitsEnv>, engine: { remote: boolean; workers: number }): LoadLimits {
  const engineActive = engine.remote ? REMOTE_ROWS_IN_FLIGHT : Math.max(1, engine.workers);
  // Local engine: twice its workers, so fetches overlap inference.
  const bulkMaxImages = e.BULK_MAX_IMAGES ?? LIMITS.bulkMaxImages;
  const bulkRowsInFlight = e.BULK_ROWS_IN_FLIGHT ?? (engine.remote ? REMOTE_ROWS_IN_FLIGHT : Math.max(2, engine.workers * 2));
  return {
    jobsPerHour: e.RATE_LIMIT_JOBS_PER_HOUR ?? DEFAULT_JOBS_PER_HOUR,
    imagesPerMinute: e.RATE_LIMIT_IMAGES_PER_MINUTE ?? DEFAULT_IMAGES_PER_MINUTE,
    resultsPerMinute: e.RATE_LIMIT_RESULTS_PER_MINUTE ?? DEFAULT_RESULTS_PER_MINUTE,
    engineActive,
    engineQueue: e.ENGINE_QUEUE_MAX ?? engineActive * QUEUE_PER_SLOT,
    bulkRowsInFlight,
    bulkMaxImages,
    xlsxMaxUnzippedBytes: e.XLSX_MAX_UNZIPPED_MB ? e.XLSX_MAX_UNZIPPED_MB * MB : defaultXlsxMaxUnzippedBytes(bulkMaxImages),
    // A quarter of the slots (at least one) stays free for other jobs.
    bulkRowsPerJob: Math.min(
      bulkRowsInFlight,
      e.BULK_ROWS_PER_JOB ?? Math.max(1, bulkRowsInFlight - Math.max(1, Math.floor(bulkRowsInFlight / 4))),
    ),
    bulkDownloads: downloadLimits(e, bulkRowsInFlight),
  };
}

/**
 * Three download slots per engine slot (at least 8), so rows downloading overlap rows being analysed; a client takes
 * at most a third, so two clients whose hosts never answer still leave a third of the slots to everyone else.
 */
function downloadLimits(e: z.infer<typeof loadLimitsEnv>, engineSlots: number): BulkDownloadLimits {
  const slots = e.BULK_DOWNLOADS ?? Math.max(8, engineSlots * 3);
  return {
    slots,
    perClient: Math.max(1, Math.floor(slots / 3)),
    perHost: Math.min(slots, e.BULK_DOWNLOADS_PER_HOST ?? DEFAULT_DOWNLOADS_PER_HOST),
    hostTimeouts: e.BULK_HOST_TIMEOUTS ?? DEFAULT_HOST_TIMEOUTS,
    timeoutMs: e.BULK_FETCH_TIMEOUT_MS,
    retries: e.BULK_FETCH_RETRIES,
  };
}
