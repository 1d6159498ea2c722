import { setTimeout as sleep } from 'node:timers/promises';
import type { ConnectorPlatform } from '@alt-optimizer/contract';
import { fetch, type Dispatcher, type RequestInit } from 'undici';
import { AppError } from '../../../core/errors/index.ts';
import type { OutboundPolicy } from '../../../core/net/outbound.ts';
import { CONNECTOR_ERRORS } from '../connectors.messages.ts';
import { PLATFORM_NAMES } from './store-client.ts';

/** How long one store request may take, and how often a 429 is waited out before the merchant is told. */
export const REQUEST_TIMEOUT_MS = 30_000;
export const RATE_LIMIT_RETRIES = 4;
/** The longest Retry-After we wait out inside one request; longer, and the merchant is told to come back. */
export const MAX_RETRY_WAIT_S = 10;

/** How a store is reached: the server's one outbound policy and a connection pool whose sockets go through it. */
export interface StoreNetwork {
  policy: OutboundPolicy;
  dispatcher: Dispatcher;
}

export interface StoreHttpContext {
  platform: ConnectorPlatform;
  storeUrl: string;
  net: StoreNetwork;
}

export interface HeaderReader {
  get(name: string): string | null;
}

export interface StoreResponse {
  status: number;
  headers: HeaderReader;
  /** Parsed JSON, or undefined when the body was not JSON (an HTML page: not the platform's API). */
  json: unknown;
}

function params(ctx: StoreHttpContext, extra: Record<string, string | number> = {}): Record<string, string | number> {
  return { platform: PLATFORM_NAMES[ctx.platform], storeUrl: ctx.storeUrl, ...extra };
}

/**
 * A store that gave no answer: a refused port, a TLS failure, a timeout and an address the policy refuses all read
 * the same ("unreachable"), so the merchant's form is no port scanner; the cause goes to the debug log.
 */
function unreachable(ctx: StoreHttpContext, url: string, cause?: unknown): AppError {
  ctx.net.policy.explain(url, cause ?? { code: 'E_ADDRESS_BLOCKED' });
  return new AppError(CONNECTOR_ERRORS.connectorUnreachable, params(ctx));
}

export function retryAfterSeconds(headers: HeaderReader, fallback = 2): number {
  const value = Number(headers.get('retry-after'));
  return Number.isFinite(value) && value >= 0 ? Math.max(1, Math.ceil(value)) : fallback;
}

export function rateLimited(ctx: StoreHttpContext, seconds: number): AppError {
  return new AppError(CONNECTOR_ERRORS.connectorRateLimited, params(ctx, { seconds }), { retryAfterSeconds: seconds });
}

/**
 * One request to a store's API, through the server's outbound policy (its host's every address checked, the socket
 * connected to the checked one; redirects are not followed). A 429 is waited out (Retry-After, at most RATE_LIMIT_RETRIES times); 401, 403, a wrong
 * address and a network failure become the merchant's error. Other statuses are the caller's to read.
 */
export async function storeRequest(ctx: StoreHttpContext, url: string, init: RequestInit): Promise<StoreResponse> {
  // A literal address never reaches the policy's lookup: it is checked here, on every request (a saved address too).
  if (ctx.net.policy.urlProblem(url)) {
    throw unreachable(ctx, url);
  }
  for (let attempt = 0; ; attempt += 1) {
    let response: Awaited<ReturnType<typeof fetch>>;
    try {
      response = await fetch(url, {
        ...init,
        dispatcher: ctx.net.dispatcher,
        redirect: 'manual',
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (err) {
      throw unreachable(ctx, url, err);
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    if (response.status === 429) {
      const wait = retryAfterSeconds(response.headers);
      if (attempt >= RATE_LIMIT_RETRIES || wait > MAX_RETRY_WAIT_S) {
        throw rateLimited(ctx, wait);
      }
      await sleep(wait * 1000);
      continue;
    }
    if (response.status === 401) {
      throw new AppError(CONNECTOR_ERRORS.connectorWrongToken, params(ctx));
    }
    if (response.status === 403) {
      throw new AppError(CONNECTOR_ERRORS.connectorForbidden, params(ctx, { detail: platformMessage(json) ?? 'HTTP 403' }));
    }
    if (response.status >= 300 && response.status < 400) {
      // A redirect off the API (a login page, another host): not the platform's API at this address.
      throw wrongDomain(ctx);
    }
    if (response.status >= 500) {
      throw new AppError(
        CONNECTOR_ERRORS.connectorPlatformError,
        params(ctx, { detail: platformMessage(json) ?? `HTTP ${response.status}` }),
      );
    }
    return { status: response.status, headers: response.headers, json };
  }
}

export function wrongDomain(ctx: StoreHttpContext): AppError {
  return new AppError(CONNECTOR_ERRORS.connectorWrongDomain, params(ctx));
}

export function platformError(ctx: StoreHttpContext, detail: string): AppError {
  return new AppError(CONNECTOR_ERRORS.connectorPlatformError, params(ctx, { detail: detail.slice(0, 300) }));
}

/** The message a platform put in its error body: WordPress `{ message }`, Shopify `{ errors }` (string or list). */
export function platformMessage(json: unknown): string | undefined {
  if (!json || typeof json !== 'object') {
    return undefined;
  }
  const body = json as { message?: unknown; errors?: unknown };
  if (typeof body.message === 'string') {
    return body.message.slice(0, 300);
  }
  if (typeof body.errors === 'string') {
    return body.errors.slice(0, 300);
  }
  if (Array.isArray(body.errors)) {
    const messages = body.errors.map((e: { message?: unknown }) => (typeof e?.message === 'string' ? e.message : '')).filter(Boolean);
    return messages.length > 0 ? messages.join('; ').slice(0, 300) : undefined;
  }
  return undefined;
}
