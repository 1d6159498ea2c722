import { LIMITS } from '@alt-optimizer/contract';
import { errors as undiciErrors, request, type Agent, type Dispatcher } from 'undici';
import type { PrivateAddressAccess } from './ip-policy.ts';
import { OutboundPolicy, isBlockedFailure } from './outbound.ts';

export interface FetchPageOptions {
  /** ALLOW_PRIVATE_IMAGE_URLS: the same outbound-address policy as image URLs (cloud metadata blocked always). */
  allowPrivate: PrivateAddressAccess;
  userAgent: string;
  connectTimeoutMs?: number;
  totalTimeoutMs?: number;
  maxRedirects?: number;
  /** Address policy; tests narrow it. Default: addressPolicy(allowPrivate). */
  isBlocked?: (address: string) => boolean;
}

export type PageFetchFailure =
  | 'urlInvalid'
  | 'addressBlocked'
  | 'tooManyRedirects'
  | 'redirectLoop'
  | 'tooLarge'
  | 'timeout'
  | 'unreachable'
  | 'notFound'
  | 'clientError'
  | 'serverError';

export type FetchPageResult =
  | { ok: true; bytes: Buffer; finalUrl: string; contentType: string; status: number }
  | { ok: false; reason: PageFetchFailure; status?: number; finalUrl?: string };

/**
 * Fetches a web page, a sitemap or a robots.txt for the page audit, through the server's one outbound policy (outbound.ts:
 * the URL's literal address and every address DNS gives are checked at connect time, on every redirect hop). One
 * try, no retries (the audit paces its requests per host); the body is refused as soon as it passes `maxBytes`,
 * the whole exchange is bounded in time, a redirect to an address already visited is a loop.
 */
export class PageFetcher {
  private readonly opts: Omit<Required<FetchPageOptions>, 'isBlocked'>;
  private readonly policy: OutboundPolicy;
  private readonly agent: Agent;

  constructor(options: FetchPageOptions) {
    this.opts = { connectTimeoutMs: 5_000, totalTimeoutMs: LIMITS.pageTimeoutMs, maxRedirects: 5, ...options };
    this.policy = new OutboundPolicy(options.allowPrivate, { isBlocked: options.isBlocked });
    this.agent = this.policy.agent({ connectTimeoutMs: this.opts.connectTimeoutMs, timeoutMs: this.opts.totalTimeoutMs, connections: 8 });
  }

  /** True when the URL may be requested at all (http/https, not a blocked literal address). */
  allowedUrl(raw: string): boolean {
    return this.checkUrl(raw) === null;
  }

  async fetch(startUrl: string, maxBytes: number, accept = 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5'): Promise<FetchPageResult> {
    const signal = AbortSignal.timeout(this.opts.totalTimeoutMs);
    const seen = new Set<string>();
    let current = startUrl;
    try {
      for (let hop = 0; ; hop++) {
        const refused = this.checkUrl(current);
        if (refused) {
          return { ok: false, reason: refused, finalUrl: current };
        }
        seen.add(current);
        const res = await request(current, {
          dispatcher: this.agent,
          method: 'GET',
          signal,
          // identity: a compressed body is never inflated by us past what we counted (gzip sitemaps are inflated capped).
          headers: { accept, 'accept-encoding': 'identity', 'user-agent': this.opts.userAgent },
        });
        if (res.statusCode >= 300 && res.statusCode < 400 && res.headers.location) {
          await res.body.dump();
          const next = new URL(String(res.headers.location), current).href;
          if (seen.has(next)) {
            return { ok: false, reason: 'redirectLoop', finalUrl: current };
          }
          if (hop >= this.opts.maxRedirects) {
            return { ok: false, reason: 'tooManyRedirects', finalUrl: current };
          }
          current = next;
          continue;
        }
        if (res.statusCode >= 400) {
          await res.body.dump();
          const status = res.statusCode;
          const reason = status === 404 || status === 410 ? 'notFound' : status >= 500 ? 'serverError' : 'clientError';
          return { ok: false, reason, status, finalUrl: current };
        }
        const bytes = await readCapped(res, maxBytes);
        if (!bytes) {
          return { ok: false, reason: 'tooLarge', finalUrl: current };
        }
        const contentType = String(res.headers['content-type'] ?? '').toLowerCase();
        return { ok: true, bytes, finalUrl: current, contentType, status: res.statusCode };
      }
    } catch (err) {
      return { ok: false, reason: networkFailure(err, signal), finalUrl: current };
    }
  }

  close(): Promise<void> {
    return this.agent.close();
  }

  private checkUrl(raw: string): PageFetchFailure | null {
    return this.policy.urlProblem(raw);
  }
}

/** Streams a body, stopping as soon as it passes `maxBytes` (declared or counted); null when it does. Images use it too. */
export async function readCapped(res: Dispatcher.ResponseData, maxBytes: number): Promise<Buffer | null> {
  const declared = Number(res.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    res.body.destroy();
    return null;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res.body) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      res.body.destroy();
      return null;
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks, size);
}

function networkFailure(err: unknown, signal: AbortSignal): PageFetchFailure {
  const e = err as { code?: string; cause?: { code?: string } };
  const code = e.code ?? e.cause?.code;
  if (isBlockedFailure(err)) {
    return 'addressBlocked';
  }
  if (
    signal.aborted ||
    err instanceof undiciErrors.ConnectTimeoutError ||
    err instanceof undiciErrors.HeadersTimeoutError ||
    err instanceof undiciErrors.BodyTimeoutError ||
    code === 'ETIMEDOUT'
  ) {
    return 'timeout';
  }
  return 'unreachable';
}
