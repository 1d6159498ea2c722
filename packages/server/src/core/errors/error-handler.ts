import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, isAppError } from './app-error.ts';
import { ERRORS } from './catalogue.ts';
import { requestLanguage } from './request-language.ts';

// Fastify's own client errors, mapped to catalogue entries so they read the same as ours in both languages.
const FASTIFY_CODES: Record<string, AppError['def']> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ERRORS.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: ERRORS.invalidJson,
  FST_ERR_CTP_BODY_TOO_LARGE: ERRORS.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ERRORS.unsupportedMediaType,
  FST_REQ_FILE_TOO_LARGE: ERRORS.bodyTooLarge,
  FST_PARTS_LIMIT: ERRORS.tooManyFields,
  FST_FILES_LIMIT: ERRORS.tooManyFields,
  FST_FIELDS_LIMIT: ERRORS.tooManyFields,
  FST_INVALID_MULTIPART_CONTENT_TYPE: ERRORS.notMultipart,
};

/** Turns anything thrown into the app's error, never leaking a stack or an internal message. */
export function toAppError(error: unknown): AppError {
  if (isAppError(error)) {
    return error;
  }
  const fe = error as Partial<FastifyError> | null;
  const mapped = fe?.code ? FASTIFY_CODES[fe.code] : undefined;
  if (mapped) {
    return new AppError(mapped, {}, { cause: error });
  }
  if (fe?.validation) {
    return new AppError(ERRORS.invalidRequest, { detail: fe.message ?? 'validation failed' }, { cause: error });
  }
  const status = fe?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    // Fastify's remaining 4xx messages describe the client's mistake and hold no internals.
    return new AppError({ ...ERRORS.invalidRequest, status }, { detail: fe?.message ?? 'bad request' }, { cause: error });
  }
  return new AppError(ERRORS.internal, {}, { cause: error });
}

export function errorHandler(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const appError = toAppError(error);
  if (appError.status >= 500 && !appError.def.configured) {
    request.log.error({ err: appError.cause ?? appError, reqId: request.id, errorId: appError.id }, 'request failed');
  } else {
    request.log.info({ errorId: appError.id, status: appError.status }, 'request rejected');
  }
  if (appError.retryAfterSeconds !== undefined) {
    void reply.header('retry-after', String(appError.retryAfterSeconds));
  }
  return reply.status(appError.status).send({ success: false, error: appError.messageIn(requestLanguage(request)), code: appError.id });
}

export function apiNotFoundHandler(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const appError = new AppError(ERRORS.notFound);
  return reply.status(404).send({ success: false, error: appError.messageIn(requestLanguage(request)), code: appError.id });
}
