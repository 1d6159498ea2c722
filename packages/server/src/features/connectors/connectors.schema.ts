import type { z } from 'zod';
import { AppError, ERRORS } from '../../core/errors/index.ts';

/** A request body or query checked against its contract schema: the first problem named, as a 400. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.') ?? '';
    throw new AppError(ERRORS.invalidRequest, { detail: `${where ? `${where}: ` : ''}${issue?.message ?? 'invalid'}` });
  }
  return parsed.data;
}
