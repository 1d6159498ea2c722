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
