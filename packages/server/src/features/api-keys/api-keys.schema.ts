import { apiKeyCreateRequestSchema, type ApiKeyCreateRequest } from '@alt-optimizer/contract';
import { AppError } from '../../core/errors/index.ts';
import { API_KEY_ERRORS } from './messages.ts';

export function parseCreateKeyBody(body: unknown): ApiKeyCreateRequest {
  const result = apiKeyCreateRequestSchema.safeParse(body ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new AppError(API_KEY_ERRORS.keyInvalid, { detail: `${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'invalid'}` });
  }
  return result.data;
}
