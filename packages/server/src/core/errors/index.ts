export { AppError, defineErrors, formatMessage, isAppError, type ErrorDef, type ErrorParams } from './app-error.ts';
export { ERRORS } from './catalogue.ts';
export { apiNotFoundHandler, errorHandler, toAppError } from './error-handler.ts';
export { requestLanguage } from './request-language.ts';
