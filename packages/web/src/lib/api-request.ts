import type { Language } from '@alt-optimizer/contract';
import { editTokenHeader } from './edit-tokens.ts';

/**
 * The one fetch wrapper for tool and admin calls (spec section 7/8): credentials included,
 * FormData sent as is, other bodies as JSON, and a non-OK answer becomes "STATUS: text".
 */
export class ApiRequestError extends Error {
  readonly status: number;
  /** The server's `error` field when the body is the contract's error shape: fit for a toast. */
  readonly serverMessage: string | null;

  constructor(status: number, text: string, serverMessage: string | null) {
    super(`${status}: ${text}`);
    this.name = 'ApiRequestError';
    this.status = status;
    this.serverMessage = serverMessage;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: FormData | object;
  headers?: Record<string, string>;
  /** UI language, so server messages come back in it. */
  language?: Language;
}

/** Reads `{ success: false, error }` by hand: error bodies must parse even before zod has loaded. */
function readServerMessage(text: string): string | null {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string') {
      return body.error;
    }
    return null;
  } catch {
    return null;
  }
}

export async function apiRequest(url: string, options: RequestOptions = {}): Promise<Response> {
  // Changes to a job's rows carry the job's edit token (remembered when this tab created the job).
  const headers: Record<string, string> = { ...editTokenHeader(url, options.method ?? 'GET'), ...options.headers };
  if (options.language) {
    headers['Accept-Language'] = options.language;
  }
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(url, { method: options.method ?? 'GET', headers, body, credentials: 'include' });
  if (!response.ok) {
    const text = (await response.text()) || response.statusText;
    throw new ApiRequestError(response.status, text, readServerMessage(text));
  }
  return response;
}

/** GET/POST returning JSON validated by a contract schema; a shape drift fails loudly here. */
export async function apiJson<T>(url: string, schema: { parse: (v: unknown) => T }, options?: RequestOptions): Promise<T> {
  const response = await apiRequest(url, options);
  return schema.parse(await response.json());
}

/** Message for a toast: the server's own words when it sent some, else a fallback. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError) {
    return error.serverMessage ?? fallback;
  }
  return fallback;
}
