import { apiKeyCreateRequestSchema, type ApiKeyCreateRequest } from '@alt-optimizer/contract';
import { AppError } from '../../core/errors/index.ts';
import { issueDetail } from '../../core/http/issue-detail.ts';
import { API_KEY_ERRORS } from './messages.ts';

export function parseCreateKeyBody(body: unknown): ApiKeyCreateRequest {
  const result = apiKeyCreateRequestSchema.safeParse(body ?? {});
  if (!result.success) {
    throw new AppError(API_KEY_ERRORS.keyInvalid, { detail: issueDetail(result.error) });
  }
  return result.data;
}
