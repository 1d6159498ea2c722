import { adminAuthRequestSchema } from '@alt-optimizer/contract';
import { z } from 'zod';
import { AppError, ERRORS } from '../../core/errors/index.ts';

export function parseLoginBody(body: unknown): string {
  const parsed = adminAuthRequestSchema.safeParse(body);
  if (!parsed.success) {
    throw new AppError(ERRORS.adminPasswordMissing);
  }
  return parsed.data.password;
}

function pageSchema(defaultLimit: number, maxLimit: number) {
  return z.object({
    limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
    offset: z.coerce.number().int().min(0).default(0),
  });
}

export const jobsPageSchema = pageSchema(200, 1000);
export const resultsPageSchema = pageSchema(1000, 10_000);

export function parsePage(schema: typeof jobsPageSchema, query: unknown): { limit: number; offset: number } {
  const parsed = schema.safeParse(query ?? {});
  if (!parsed.success) {
    throw new AppError(ERRORS.invalidRequest, { detail: 'limit/offset must be non-negative integers' });
  }
  return parsed.data;
}
