import { z } from 'zod';
import { languageSchema } from '../api.ts';
import { ALT_VERDICTS, existingAltPolicySchema, oldAltReasonSchema } from '../existing-alts.ts';
import { keywordsSchema } from '../keywords.ts';
import { LIMITS } from '../limits.ts';
import { CONNECTOR_LIMITS, CONNECTOR_RUN_STATUSES } from './platforms.ts';

// ---- POST /api/connectors/connections/:id/runs ----
/**
 * A run reads every product image of the store and describes them like a bulk job (context: title, description,
 * product type, vendor). `existingAlts` (issue 25) says which images with an alt it takes: `replace-bad` (the
 * default) those whose alt the engine judges poor, `fill-empty` none, `overwrite` all; the older `overwrite: true` is
 * `overwrite` and `overwrite: false` is `fill-empty`. `dryRun: true` never writes to the store: its publications report
 * what would be written.
 */
export const createRunRequestSchema = z.object({
  dryRun: z.boolean().default(false),
  existingAlts: existingAltPolicySchema.optional(),
  overwrite: z.boolean().optional(),
  language: languageSchema.default('en'),
  keywords: keywordsSchema.default([]),
});
export type CreateRunRequest = z.input<typeof createRunRequestSchema>;

export const runProgressSchema = z.object({
  totalImages: z.number().int(),
  processedImages: z.number().int(),
  successfulImages: z.number().int(),
  failedImages: z.number().int(),
});
export type RunProgress = z.infer<typeof runProgressSchema>;

export const connectorRunSchema = z.object({
  id: z.string(),
  connectionId: z.string(),
  status: z.enum(CONNECTOR_RUN_STATUSES),
  dryRun: z.boolean(),
  overwrite: z.boolean(),
  existingAlts: existingAltPolicySchema,
  language: languageSchema,
  /** The bulk job describing the images: GET /api/progress/:jobId answers its live progress (ETA, current image). */
  jobId: z.string().nullable(),
  /** Products read from the store so far. */
  productsRead: z.number().int(),
  progress: runProgressSchema,
  /** Why the run failed (status `failed`), in the request's language. */
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type ConnectorRun = z.infer<typeof connectorRunSchema>;

/** Answer of POST …/runs (202) and GET /api/connectors/runs/:runId. */
export const connectorRunResponseSchema = z.object({ success: z.literal(true), run: connectorRunSchema });
export type ConnectorRunResponse = z.infer<typeof connectorRunResponseSchema>;

// ---- GET /api/connectors/connections/:id/runs → the connection's runs, newest first ----
export const connectorRunListResponseSchema = z.object({ success: z.literal(true), runs: z.array(connectorRunSchema) });
export type ConnectorRunListResponse = z.infer<typeof connectorRunListResponseSchema>;

// ---- GET /api/connectors/runs/:runId/rows?offset=0&limit=100 ----
export const reviewRowsQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(CONNECTOR_LIMITS.rowsPageMax).default(CONNECTOR_LIMITS.rowsPageDefault),
});
export type ReviewRowsQuery = z.input<typeof reviewRowsQuerySchema>;

/** One image of the store in the review table. */
export const reviewRowSchema = z.object({
  id: z.string(),
  productId: z.string(),
  productTitle: z.string(),
  imageUrl: z.string(),
  /** The alt the store had when the run read it ('' when empty). */
  currentAlt: z.string(),
  /** The engine's verdict on currentAlt and why, EN and FR (null when it was empty). */
  currentAltVerdict: z.enum(ALT_VERDICTS).nullable(),
  currentAltReasons: z.array(oldAltReasonSchema),
  /** The engine's alt; null while pending or when the image failed (`error` says why). */
  proposedAlt: z.string().nullable(),
  status: z.enum(['pending', 'processing', 'success', 'failed']),
  error: z.string().nullable(),
  /** The engine was unsure: a person should read this one. */
  needsReview: z.boolean(),
  /** Only ticked rows are published. Rows start ticked when they have a proposed alt. */
  ticked: z.boolean(),
  /** The merchant's own wording; published instead of proposedAlt when set. */
  editedAlt: z.string().nullable(),
  /** What the store holds now as far as we know: the last alt we wrote or restored, else currentAlt. */
  publishedAlt: z.string().nullable(),
});
export type ReviewRow = z.infer<typeof reviewRowSchema>;

export const reviewRowsResponseSchema = z.object({
  success: z.literal(true),
  total: z.number().int(),
  tickedCount: z.number().int(),
  rows: z.array(reviewRowSchema),
});
export type ReviewRowsResponse = z.infer<typeof reviewRowsResponseSchema>;

// ---- PATCH /api/connectors/runs/:runId/rows/:rowId ----
/** Untick/tick a row, or edit its alt (null clears the edit back to the proposed alt). */
export const updateReviewRowRequestSchema = z
  .object({
    ticked: z.boolean().optional(),
    editedAlt: z.string().trim().min(1).max(LIMITS.altMaxChars).nullable().optional(),
  })
  .refine((v) => v.ticked !== undefined || v.editedAlt !== undefined, { message: 'send ticked or editedAlt' });
export type UpdateReviewRowRequest = z.infer<typeof updateReviewRowRequestSchema>;

export const reviewRowResponseSchema = z.object({ success: z.literal(true), row: reviewRowSchema });
export type ReviewRowResponse = z.infer<typeof reviewRowResponseSchema>;

// ---- POST /api/connectors/runs/:runId/tick  { ticked } → ticks or unticks every row with an alt ----
export const tickAllRequestSchema = z.object({ ticked: z.boolean() });
export const tickAllResponseSchema = z.object({ success: z.literal(true), tickedCount: z.number().int() });
