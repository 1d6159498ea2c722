import type { Language } from '@alt-optimizer/contract';
import { readToken, writeToken } from '../../../../lib/admin-token.ts';
import { apiJson, ApiRequestError, type RequestOptions } from '../../../../lib/api-request.ts';

/** Every connector route is admin-only (a public visitor cannot point our server at a store): the session's header. */
const ADMIN_TOKEN_HEADER = 'x-admin-token';
export const CONNECTORS_API = '/api/connectors';

/** Thrown before any request when this browser holds no admin session; the UI then offers the admin sign-in. */
export class NoAdminSession extends Error {
  constructor() {
    super('no admin session');
    this.name = 'NoAdminSession';
  }
}

/**
 * A connector call in the page's language (the server answers its errors in it) with the admin token. A 401 means
 * the session is gone (expired, logged out elsewhere): the stored token is dropped, as the dashboard does.
 */
export async function connectorJson<T>(
  path: string,
  schema: { parse: (v: unknown) => T },
  language: Language,
  options: Omit<RequestOptions, 'language' | 'headers'> = {},
): Promise<T> {
  const token = readToken();
  if (!token) {
    throw new NoAdminSession();
  }
  try {
    return await apiJson(`${CONNECTORS_API}${path}`, schema, { ...options, language, headers: { [ADMIN_TOKEN_HEADER]: token } });
  } catch (error) {
    if (isSessionLost(error)) {
      writeToken(null);
    }
    throw error;
  }
}

/** No session, or the server no longer knows it: the UI shows the sign-in notice instead of the step. */
export function isSessionLost(error: unknown): boolean {
  return error instanceof NoAdminSession || (error instanceof ApiRequestError && error.status === 401 && !isConnectorError(error));
}

/**
 * A store's own 401 (wrong token) is answered as 401 too, with the connector code: that one is the merchant's input,
 * not our session. The body's `code` tells them apart.
 */
function isConnectorError(error: ApiRequestError): boolean {
  return errorCode(error)?.startsWith('connector') ?? false;
}

/** The `code` of an error answer ({ success: false, error, code }), when there is one. */
export function errorCode(error: unknown): string | null {
  if (!(error instanceof ApiRequestError)) {
    return null;
  }
  try {
    const body: unknown = JSON.parse(error.message.slice(error.message.indexOf(':') + 1));
    return typeof body === 'object' && body !== null && 'code' in body && typeof body.code === 'string' ? body.code : null;
  } catch {
    return null;
  }
}
