import type { ZodError } from 'zod';

/** "path: message" of a zod error's first issue, for the catalogue's `{detail}` placeholders. */
export function issueDetail(error: ZodError, fallbackPath = 'body'): string {
  const issue = error.issues[0];
  return `${issue?.path.join('.') || fallbackPath}: ${issue?.message ?? 'invalid'}`;
}
