import { z } from 'zod';
import { PUBLICATION_KINDS, PUBLICATION_STATUSES, SKIP_REASONS, WRITE_OUTCOMES } from './platforms.ts';

/** One image of a publication: the alt before and the alt written (or restored), and what happened. */
export const publicationItemSchema = z.object({
  rowId: z.string(),
  productTitle: z.string(),
  imageUrl: z.string(),
  oldAlt: z.string(),
  newAlt: z.string(),
  outcome: z.enum(WRITE_OUTCOMES),
  skipReason: z.enum(SKIP_REASONS).nullable(),
  /** A failure's reason: the platform's own message (e.g. Shopify's userErrors), or ours in the request's language. */
  message: z.string().nullable(),
});
export type PublicationItem = z.infer<typeof publicationItemSchema>;

export const publicationCountsSchema = z.object({
  total: z.number().int(),
  pending: z.number().int(),
  written: z.number().int(),
  skipped: z.number().int(),
  failed: z.number().int(),
});
export type PublicationCounts = z.infer<typeof publicationCountsSchema>;

export const publicationSchema = z.object({
  id: z.string(),
  runId: z.string(),
  kind: z.enum(PUBLICATION_KINDS),
  /** For an undo: the publication it reverses. */
  undoOf: z.string().nullable(),
  status: z.enum(PUBLICATION_STATUSES),
  dryRun: z.boolean(),
  counts: publicationCountsSchema,
  /** True once an undo of this publication has finished. */
  undone: z.boolean(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type Publication = z.infer<typeof publicationSchema>;

// ---- POST /api/connectors/runs/:runId/publish (no body: the ticked rows) → 202 ----
// ---- POST /api/connectors/publications/:publicationId/undo → 202 (a new publication of kind "undo") ----
export const publicationResponseSchema = z.object({ success: z.literal(true), publication: publicationSchema });
export type PublicationResponse = z.infer<typeof publicationResponseSchema>;

// ---- GET /api/connectors/publications/:publicationId?offset=0&limit=100 → the publication and its images ----
export const publicationDetailResponseSchema = z.object({
  success: z.literal(true),
  publication: publicationSchema,
  items: z.array(publicationItemSchema),
});
export type PublicationDetailResponse = z.infer<typeof publicationDetailResponseSchema>;

// ---- GET /api/connectors/runs/:runId/publications → history, newest first ----
export const publicationListResponseSchema = z.object({ success: z.literal(true), publications: z.array(publicationSchema) });
export type PublicationListResponse = z.infer<typeof publicationListResponseSchema>;
