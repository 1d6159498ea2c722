import { z } from 'zod';
import { ALT_VERDICTS, oldAltReasonSchema } from './existing-alts.ts';
import { BULK_MODES, IMAGE_TYPES, JOB_STATUSES, LANGUAGES, LIMITS } from './limits.ts';
import { REVIEW_FILTERS } from './review-queue.ts';

export * from './existing-alts.ts';

/** Every API failure body, spec section 7: `{ success: false, error }`. */
export const apiErrorSchema = z.object({ success: z.literal(false), error: z.string() });
export type ApiError = z.infer<typeof apiErrorSchema>;

export const languageSchema = z.enum(LANGUAGES);
export const imageTypeSchema = z.enum(IMAGE_TYPES);
export const bulkModeSchema = z.enum(BULK_MODES);
export const jobStatusSchema = z.enum(JOB_STATUSES);

// ---- POST /api/analyze-single-image ----
export const singleImageResultSchema = z.object({
  altTag: z.string(),
  imageType: imageTypeSchema,
  confidence: z.number().min(0).max(1),
  /** seconds */
  processing_time: z.number().nonnegative(),
  /** A person should check this alt before publishing it (low engine confidence; beyond the spec). */
  needsReview: z.boolean(),
  /** Which engine wrote the alt: "local" (the offline engine) or "provider:model", e.g. "openai:gpt-4o" (beyond the spec). */
  engine: z.string(),
});
export type SingleImageResult = z.infer<typeof singleImageResultSchema>;
export const analyzeSingleImageResponseSchema = z.object({ success: z.literal(true), data: singleImageResultSchema });
export type AnalyzeSingleImageResponse = z.infer<typeof analyzeSingleImageResponseSchema>;

// ---- POST /api/process-excel ----
/**
 * The edit token proves the caller created the job: every change to its rows (PATCH, approve, regenerate) must send
 * it back in the EDIT_TOKEN_HEADER header (files.ts), unless it carries an admin session (beyond the spec).
 */
export const processExcelResponseSchema = z.object({ success: z.literal(true), jobId: z.string(), editToken: z.string() });
export type ProcessExcelResponse = z.infer<typeof processExcelResponseSchema>;

// ---- GET /api/progress/:jobId ----
export const progressResponseSchema = z.object({
  status: jobStatusSchema,
  totalProducts: z.number().int(),
  processedProducts: z.number().int(),
  successfulProducts: z.number().int(),
  errorProducts: z.number().int(),
  /** seconds, null while unknown */
  estimatedTimeRemaining: z.number().nullable(),
  currentProduct: z
    .object({
      title: z.string(),
      status: z.string(),
      generatedAlt: z.string().nullable(),
      /** The row's id, for its thumbnail (resultThumbnailPath), and its image URL or file name (beyond the spec). */
      resultId: z.string().optional(),
      imageUrl: z.string().optional(),
    })
    .nullable(),
});
export type ProgressResponse = z.infer<typeof progressResponseSchema>;

// ---- GET /api/results/:jobId ----
/** Percentages of `measuredRows`, defined in the README's "Quality metrics" table. */
export const qualityMetricsSchema = z.object({
  seoOptimized: z.number(),
  visualAnalysisQuality: z.number(),
  characterLimitCompliance: z.number(),
});
export type QualityMetrics = z.infer<typeof qualityMetricsSchema>;

export const resultRowSchema = z.object({
  id: z.string(),
  productId: z.string().nullable(),
  title: z.string(),
  shopifyUrl: z.string(),
  generatedAlt: z.string().nullable(),
  processingStatus: z.string(),
  errorMessage: z.string().nullable(),
  characterCount: z.number().int(),
  /** The engine was unsure of this alt: a person should check it. Cleared by an inline edit. */
  needsReview: z.boolean(),
  /** The alt the source already had ('' when its cell was empty), null when it had none or the job predates issue 25. */
  oldAlt: z.string().nullable(),
  /** The engine's verdict on oldAlt and why, in both languages (null without an old alt). */
  oldAltVerdict: z.enum(ALT_VERDICTS).nullable(),
  oldAltReasons: z.array(oldAltReasonSchema),
});
export type ResultRow = z.infer<typeof resultRowSchema>;

export const resultsResponseSchema = z.object({
  totalProducts: z.number().int(),
  successfulProducts: z.number().int(),
  errorProducts: z.number().int(),
  averageAltLength: z.number(),
  /** seconds */
  processingTime: z.number(),
  qualityMetrics: qualityMetricsSchema,
  /** Rows the quality metrics are shares of: every row the job was to write, failed ones included (kept alts left out). */
  measuredRows: z.number().int(),
  /** Rows whose needsReview is true. */
  needsReviewCount: z.number().int(),
  /** The download's file name, named for the source's platform (e.g. woocommerce-products-optimized.csv). */
  downloadFileName: z.string(),
  /**
   * The engines that wrote the job's alts, in the order first used: "local" (the offline engine) or "provider:model".
   * Usually one; several when the administrator switched engine during the job or a provider failed and the offline
   * engine wrote a row. Empty when none is recorded (no alt written, or a job older than the record): the web app then
   * names the engine /api/health reports.
   */
  engines: z.array(z.string()),
  /** The job's files (upload, enhanced file) were deleted after FILE_RETENTION_HOURS: the download answers 410. */
  filesExpired: z.boolean(),
  /** Rows by status ('pending' counts rows waiting or in hand), the review filter's counts among them (issue 23 #4). */
  statusCounts: z.object({
    success: z.number().int(),
    failed: z.number().int(),
    skipped: z.number().int(),
    pending: z.number().int(),
  }),
  /** The failed rows' messages, most common first, at most LIMITS.resultsFailureMessages of them. */
  failureMessages: z.array(z.object({ message: z.string(), count: z.number().int() })),
  /** The first page of rows in sheet order (LIMITS.resultsPageRows unless `limit` says); the rest: resultsPageSchema. */
  results: z.array(resultRowSchema),
  /** Cursor of the next page (GET /api/results/{jobId}/rows?after=…), null when this page is the last. */
  nextCursor: z.string().nullable(),
});
export type ResultsResponse = z.infer<typeof resultsResponseSchema>;

// ---- GET /api/results/:jobId/rows (issue 23 #4) ----
/** A page of a job's rows: keyset paging in sheet order, `after` the cursor the page before answered. */
export const resultsPageQuerySchema = z.object({
  after: z.string().max(40).optional(),
  limit: z.coerce.number().int().min(1).max(LIMITS.resultsPageMaxRows).default(LIMITS.resultsPageRows),
  /** The review filter's rows only: flagged for review, failed, or every row (the default). */
  filter: z.enum(REVIEW_FILTERS).default('all'),
});
export type ResultsPageQuery = z.input<typeof resultsPageQuerySchema>;

export const resultsPageSchema = z.object({
  results: z.array(resultRowSchema),
  nextCursor: z.string().nullable(),
});
export type ResultsPage = z.infer<typeof resultsPageSchema>;

// ---- PATCH /api/results/:jobId/:resultId (inline edit, beyond the spec) ----
export const editAltRequestSchema = z.object({ generatedAlt: z.string().trim().min(1).max(LIMITS.altMaxChars) });
export type EditAltRequest = z.infer<typeof editAltRequestSchema>;

// ---- Admin ----
export const adminAuthRequestSchema = z.object({ password: z.string().min(1) });
export const adminAuthResponseSchema = z.object({ success: z.literal(true), token: z.string() });
export type AdminAuthResponse = z.infer<typeof adminAuthResponseSchema>;

export const adminStatsSchema = z.object({
  totalJobs: z.number().int(),
  totalImages: z.number().int(),
  totalSuccessful: z.number().int(),
  /** milliseconds */
  avgProcessingTime: z.number(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

export const adminJobSchema = z.object({
  id: z.string(),
  originalFileName: z.string(),
  status: z.string(),
  totalProducts: z.number().int(),
  successfulProducts: z.number().int(),
  errorProducts: z.number().int(),
  createdAt: z.string(),
  /** The generated file's name only (never a path on the server); null until the job has written it. */
  enhancedFilePath: z.string().nullable(),
  /** The engines that wrote the job's alts, as in the results summary (empty when none is recorded). */
  engines: z.array(z.string()),
});
export type AdminJob = z.infer<typeof adminJobSchema>;

export const adminJobResultSchema = z.object({
  id: z.string(),
  title: z.string(),
  /**
   * The row's image URL (credentials stripped at upload), so every row is identifiable even without a title (simple
   * mode); its thumbnail is resultThumbnailPath(jobId, id), served by our server, never this URL (beyond the spec).
   */
  shopifyUrl: z.string(),
  generatedAlt: z.string().nullable(),
  errorMessage: z.string().nullable(),
  processingStatus: z.string(),
  needsReview: z.boolean(),
});
export type AdminJobResult = z.infer<typeof adminJobResultSchema>;

// ---- GET /api/health ----
export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  /** The configured engine: "local" (the offline engine) or "provider:model", e.g. "openai:gpt-4o". */
  engine: z.string(),
  db: z.enum(['pglite', 'postgres']),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

// ---- GET /api/ready ----
/** Readiness (load balancers, orchestrators): 200 when every check is ok, 503 with the failing ones otherwise. */
export const readyResponseSchema = z.object({
  status: z.enum(['ready', 'not ready']),
  checks: z.object({
    database: z.enum(['ok', 'failed']),
    /** 'unused' when REDIS_URL is unset (the embedded mode). */
    redis: z.enum(['ok', 'failed', 'unused']),
    engine: z.enum(['ok', 'failed']),
    /** 'draining' after SIGTERM: finishing the work in hand, taking no new work. */
    process: z.enum(['ok', 'draining']),
  }),
});
export type ReadyResponse = z.infer<typeof readyResponseSchema>;
