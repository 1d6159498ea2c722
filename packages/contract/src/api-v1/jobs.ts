import { z } from 'zod';
import { BULK_MODES, JOB_STATUSES, LANGUAGES, RESULT_STATUSES } from '../limits.ts';
import { ALT_VERDICTS, existingAltPolicySchema, oldAltReasonSchema } from '../existing-alts.ts';
import { keywordsSchema } from '../keywords.ts';

const callbackUrlSchema = z
  .url({ protocol: /^https?$/ })
  .max(2048)
  .meta({ description: 'POSTed (signed) when the job completes or fails; public addresses only' });

/** One image of a JSON job. */
export const apiV1JobRowSchema = z.object({
  imageUrl: z.url({ protocol: /^https?$/ }),
  productId: z.string().max(200).optional(),
  title: z.string().max(500).optional(),
  description: z.string().max(5000).optional(),
  existingAlt: z
    .string()
    .max(1000)
    .optional()
    .meta({ description: 'The alt the image has now: judged, and kept or replaced as existingAlts says' }),
});
export type ApiV1JobRow = z.infer<typeof apiV1JobRowSchema>;

/** POST /api/v1/jobs with a JSON body: the rows themselves (at most BULK_MAX_IMAGES; a body is at most 1 MB). */
export const apiV1JobJsonRequestSchema = z
  .object({
    rows: z.array(apiV1JobRowSchema).min(1),
    mode: z.enum(BULK_MODES).optional().meta({ description: 'complete (default): rows carry product context; simple: URLs only' }),
    keywords: keywordsSchema.optional(),
    language: z.enum(LANGUAGES).optional(),
    existingAlts: existingAltPolicySchema.optional().meta({
      description:
        'What to do with alts the images already have: replace-bad (default) keeps the good ones and rewrites the missing and bad; fill-empty keeps every one; overwrite rewrites all',
    }),
    callbackUrl: callbackUrlSchema.optional(),
  })
  .meta({ id: 'JobJsonRequest' });
export type ApiV1JobJsonRequest = z.infer<typeof apiV1JobJsonRequestSchema>;

/** POST /api/v1/jobs as multipart/form-data: a catalogue spreadsheet (xlsx or CSV, ≤ 50 MB) as `file`. */
export const apiV1JobMultipartSchema = z
  .object({
    file: z
      .string()
      .meta({ format: 'binary', description: 'Catalogue: our template, or a Shopify, WooCommerce, PrestaShop or Magento export' }),
    mode: z.enum(BULK_MODES).optional(),
    keywords: z.string().optional().meta({ description: 'JSON list of strings' }),
    language: z.enum(LANGUAGES).optional(),
    existingAlts: existingAltPolicySchema.optional().meta({
      description:
        'What to do with alts the images already have: replace-bad (default) keeps the good ones and rewrites the missing and bad; fill-empty keeps every one; overwrite rewrites all',
    }),
    callbackUrl: callbackUrlSchema.optional(),
  })
  .meta({ id: 'JobMultipartRequest' });

/** GET /api/v1/jobs/{id}, and the 202 answer of POST /api/v1/jobs. */
export const apiV1JobSchema = z
  .object({
    id: z.string(),
    status: z.enum(JOB_STATUSES),
    totalImages: z.number().int(),
    processedImages: z.number().int(),
    successfulImages: z.number().int(),
    failedImages: z.number().int(),
    engines: z.array(z.string()).meta({
      description:
        'The engines that wrote the alts, in the order first used: "local" (the offline engine) or "provider:model", e.g. "openai:gpt-4o". Several when the engine was switched during the job or a provider failed and the offline engine wrote the row; empty until an alt is written. "hand" when a person wrote or edited one of the alts in the report.',
    }),
    /** seconds, null while unknown */
    estimatedTimeRemaining: z.number().nullable(),
    createdAt: z.string(),
    callbackUrl: z.string().nullable(),
    links: z.object({ self: z.string(), results: z.string(), download: z.string() }),
  })
  .meta({ id: 'Job' });
export type ApiV1Job = z.infer<typeof apiV1JobSchema>;

/** GET /api/v1/jobs/{id}/results?page=1&pageSize=100 */
export const apiV1ResultsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).default(100),
});
export type ApiV1ResultsQuery = z.infer<typeof apiV1ResultsQuerySchema>;

export const apiV1ResultSchema = z
  .object({
    id: z.string(),
    productId: z.string().nullable(),
    title: z.string(),
    imageUrl: z.string(),
    altTag: z.string().nullable(),
    status: z.enum(RESULT_STATUSES),
    error: z.string().nullable(),
    characterCount: z.number().int(),
    needsReview: z.boolean(),
    oldAlt: z.string().nullable().meta({ description: 'The alt the image had (spreadsheet cell or existingAlt), null when it had none' }),
    oldAltVerdict: z.enum(ALT_VERDICTS).nullable().meta({ description: 'The engine’s verdict on oldAlt: keep, improve or replace' }),
    oldAltReasons: z.array(oldAltReasonSchema).meta({ description: 'Why, in English and French (empty when kept)' }),
  })
  .meta({ id: 'JobResult' });
export type ApiV1Result = z.infer<typeof apiV1ResultSchema>;

export const apiV1ResultsPageSchema = z
  .object({
    jobId: z.string(),
    status: z.enum(JOB_STATUSES),
    page: z.number().int(),
    pageSize: z.number().int(),
    totalResults: z.number().int(),
    totalPages: z.number().int(),
    results: z.array(apiV1ResultSchema),
  })
  .meta({ id: 'JobResultsPage' });
export type ApiV1ResultsPage = z.infer<typeof apiV1ResultsPageSchema>;

/** The body POSTed to a job's callbackUrl, signed in the API_V1_HEADERS.webhookSignature header. */
export const apiV1WebhookEventSchema = z
  .object({
    event: z.enum(['job.completed', 'job.failed']),
    job: apiV1JobSchema,
    sentAt: z.string(),
  })
  .meta({ id: 'WebhookEvent' });
export type ApiV1WebhookEvent = z.infer<typeof apiV1WebhookEventSchema>;
