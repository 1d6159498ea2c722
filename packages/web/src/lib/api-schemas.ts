/**
 * The contract's response schemas, reached only through `loadSchemas()` (a dynamic import): zod is
 * ~27 KB gzip, and the home page must not pay for it before the visitor's first API call.
 */
export {
  adminAuthRequestSchema,
  adminAuthResponseSchema,
  adminJobResultSchema,
  adminJobSchema,
  adminStatsSchema,
  analyzeSingleImageResponseSchema,
  editAltRequestSchema,
  engineInfoSchema,
  engineSettingsSchema,
  engineTestResultSchema,
  healthResponseSchema,
  processExcelResponseSchema,
  progressResponseSchema,
  regenerateRequestSchema,
  resultRowResponseSchema,
  resultRowSchema,
  resultsPageSchema,
  resultsResponseSchema,
} from '@alt-optimizer/contract';
