import { apiJson, apiRequest, ApiRequestError } from '../../../lib/api-request.ts';

/**
 * Admin calls reuse the tool's fetch wrapper (one place for the spec's client rules) and add the
 * x-admin-token header. The back office is French, so server messages are asked for in French.
 */
export function adminJson<T>(url: string, token: string, schema: { parse: (v: unknown) => T }): Promise<T> {
  return apiJson(url, schema, { headers: { 'x-admin-token': token }, language: 'fr' });
}

export function adminPost(url: string, token: string): Promise<Response> {
  return apiRequest(url, { method: 'POST', headers: { 'x-admin-token': token }, language: 'fr' });
}

/** Spec section 4: any 401 from an admin call ends the session. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 401;
}

export { ApiRequestError };
