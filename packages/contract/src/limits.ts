/** Product limits from spec section 9. Every other package reads them from here. */
export const LIMITS = {
  altMaxChars: 125,
  keywordsMax: 6,
  keywordMaxChars: 30,
  imageMaxBytes: 10 * 1024 * 1024,
  /** Width × height of any image the server accepts and the engine decodes (single upload and bulk URL alike). */
  imageMaxPixels: 50_000_000,
  spreadsheetMaxBytes: 50 * 1024 * 1024,
  remoteImageMaxBytes: 20 * 1024 * 1024,
  progressPollMs: 2000,
  toastDurationMs: 5000,
  /** An alt whose engine confidence is below this is flagged for a person to check (`needsReview`). */
  reviewBelowConfidence: 0.6,
  /** Images (product_results rows) one bulk job may hold unless BULK_MAX_IMAGES says otherwise; more is a 400 at upload. */
  bulkMaxImages: 100_000,
  /** Longest side, in pixels, of the thumbnail the server makes of a bulk row's image for the report. */
  thumbnailMaxPx: 160,
  /** Rows of one page of GET /api/results (issue 23 #4): the default, and the most a `limit` may ask for. */
  resultsPageRows: 100,
  resultsPageMaxRows: 500,
  /** Distinct failure messages a results summary lists, most common first. */
  resultsFailureMessages: 20,
  // ---- page audit (issue 25): a page URL or a sitemap ----
  /** Pages one audit reads when the request does not say; `maxPages` may ask for up to auditMaxPagesCap. */
  auditDefaultPages: 10,
  auditMaxPagesCap: 50,
  /** HTML of one page, and a sitemap (after gzip inflation), in bytes: more is refused, never read on. */
  pageMaxBytes: 3 * 1024 * 1024,
  sitemapMaxBytes: 10 * 1024 * 1024,
  /** URLs one sitemap may list (the sitemaps.org cap); child sitemaps of one sitemap index read at most. */
  sitemapMaxUrls: 50_000,
  sitemapMaxChildren: 10,
  /** Images one audit fetches and describes with the engine; the others are still listed and judged. */
  auditMaxImages: 200,
  /** Images listed per page (a page of thousands of thumbnails is cut here, and the report says so). */
  auditMaxImagesPerPage: 300,
  /** Time for one page or sitemap request, and the wait between two requests to the same host. */
  pageTimeoutMs: 15_000,
  hostIntervalMs: 250,
  /** Longest Crawl-delay of a robots.txt we honour, in seconds (longer ones are capped, never ignored). */
  maxCrawlDelaySeconds: 5,
  /** Audits one server runs at once (each fetches and describes images); one more is answered 503 with Retry-After. */
  auditsAtOnce: 2,
  /** How long a finished audit's report stays readable (audits live in memory, not in the database). */
  auditKeepMinutes: 60,
} as const;

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

export const IMAGE_TYPES = ['packshot', 'model', 'lifestyle', 'detail', 'text', 'decorative'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

export const BULK_MODES = ['complete', 'simple'] as const;
export type BulkMode = (typeof BULK_MODES)[number];

export const JOB_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** One image of a bulk job: waiting, claimed by a worker, described, failed, or kept as the file had it. */
export const RESULT_STATUSES = ['pending', 'processing', 'success', 'failed', 'skipped'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];
