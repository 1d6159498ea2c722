import { z } from 'zod';
import { apiErrorSchema } from '../api.ts';

/** Every v1 failure: the body of the rest of the API (error in the request's language) and the error's stable id. */
export const apiV1ErrorSchema = apiErrorSchema
  .extend({ code: z.string().meta({ description: 'Stable error id, e.g. keyRevoked, apiQuotaExceeded' }) })
  .meta({ id: 'Error' });
export type ApiV1Error = z.infer<typeof apiV1ErrorSchema>;
