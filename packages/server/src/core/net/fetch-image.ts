import { setTimeout as sleep } from 'node:timers/promises';
import { IMAGE_FORMATS, LIMITS } from '@alt-optimizer/contract';
import sharp from 'sharp';
import { errors as undiciErrors, request, type Agent } from 'undici';
import type { FetchFailureReason } from './fetch-messages.ts';
import { readCapped } from './fetch-page.ts';
import type { PrivateAddressAccess } from './ip-policy.ts';
import { OutboundPolicy, isBlockedFailure } from './outbound.ts';

export interface FetchImageOptions {
  /**
   * ALLOW_PRIVATE_IMAGE_URLS: true opens every private range (intranet catalogues, tests on 127.0.0.1), a list of
   * CIDR ranges only those; cloud metadata stays blocked either way.
   */
  allowPrivate: PrivateAddressAccess;
  connectTimeoutMs?: number;
  totalTimeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Retries after the first attempt, on timeouts / 5xx / connection failures only. */
  retries?: number;
  backoffMs?: number;
  maxPixels?: number;
  /** Address policy; tests narrow it to prove each redirect hop is checked. Default: addressPolicy(allowPrivate). */
  isBlocked?: (address: string) => boolean;
}

export type FetchImageResult =
  | { ok: true; bytes: Buffer; finalUrl: string; format: string; width: number; height: number }
  | { ok: false; reason: FetchFailureReason; params: Record<string, string>; status?: number };

const DEFAULTS = {
  connectTimeoutMs: 5_000,
  totalTimeoutMs: 20_000,
  maxBytes: LIMITS.remoteImageMaxBytes,
  maxRedirects: 5,
  retries: 2,
  backoffMs: 500,
  // The engine decodes nothing larger; a decompression bomb claims far more.
  maxPixels: LIMITS.imageMaxPixels,
};

type Attempt = FetchImageResult & { retryable?: boolean };

/**
 * Fetches a catalogue image safely. One instance per process: the agents keep connections alive
 * across the thousands of rows of a job, which matters for CDN throughput.
 */
export class ImageFetcher {
  private readonly opts: Omit<Required<FetchImageOptions>, 'isBlocked'>;
  private readonly policy: OutboundPolicy;
  private readonly agent: Agent;

  constructor(options: FetchImageOptions) {
    this.opts = { ...DEFAULTS, ...options };
    // The server's one outbound policy (outbound.ts), private access or not: metadata is never reachable.
    this.policy = new OutboundPolicy(options.allowPrivate, { isBlocked: options.isBlocked });
    this.agent = this.policy.agent({ connectTimeoutMs: this.opts.connectTimeoutMs, timeoutMs: this.opts.totalTimeoutMs, connections: 32 });
  }

  async fetch(url: string): Promise<FetchImageResult> {
    let last: Attempt | undefined;
    for (let attempt = 0; attempt <= this.opts.retries; attempt++) {
      if (attempt > 0) {
        await sleep(this.opts.backoffMs * 3 ** (attempt - 1));
      }
      last = await this.attempt(url);
      if (last.ok || !last.retryable) {
        break;
      }
    }
    const { retryable: _r, ...result } = last!;
    return result;
  }

  close(): Promise<void> {
    return this.agent.close();
  }

  private async attempt(startUrl: string): Promise<Attempt> {
    const signal = AbortSignal.timeout(this.opts.totalTimeoutMs);
    let current = startUrl;
    try {
      for (let hop = 0; ; hop++) {
        const refused = this.checkUrl(current);
        if (refused) {
          return refused;
        }
        const res = await request(current, {
          dispatcher: this.agent,
          method: 'GET',
          signal,
          headers: { accept: 'image/avif,image/webp,image/*;q=0.9,*/*;q=0.5', 'user-agent': 'AltOptimizer/1.0 (+image alt text)' },
        });
        if (res.statusCode >= 300 && res.statusCode < 400 && res.headers.location) {
          await res.body.dump();
          if (hop >= this.opts.maxRedirects) {
            return { ok: false, reason: 'tooManyRedirects', params: {} };
          }
          // Each hop goes through checkUrl and the guarded lookup again: a public URL may redirect inward.
          current = new URL(String(res.headers.location), current).href;
          continue;
        }
        if (res.statusCode >= 400) {
          await res.body.dump();
          return statusFailure(res.statusCode);
        }
        const body = await readCapped(res, this.opts.maxBytes);
        if (!body) {
          return { ok: false, reason: 'tooLarge', params: {} };
        }
        return await this.decode(body, current);
      }
    } catch (err) {
      return networkFailure(err, signal);
    }
  }

  /** A failure when the URL itself is unacceptable, null when it may be requested. */
  private checkUrl(raw: string): Attempt | null {
    const problem = this.policy.urlProblem(raw);
    return problem ? { ok: false, reason: problem, params: {} } : null;
  }

  private async decode(bytes: Buffer, finalUrl: string): Promise<Attempt> {
    try {
      // The header alone, read without sharp's own limit so an oversized image is named as such, not "not an image".
      const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
      // The same formats as the single-image check: an SVG or PDF is "not an image" on both paths.
      if (!meta.format || !IMAGE_FORMATS.includes(meta.format) || !meta.width || !meta.height) {
        return { ok: false, reason: 'notImage', params: {} };
      }
      if (meta.width * meta.height > this.opts.maxPixels) {
        return { ok: false, reason: 'tooManyPixels', params: {} };
      }
      // A truncated or corrupt file can have a valid header: decode a thumbnail to prove the pixels are there.
      await sharp(bytes, { limitInputPixels: this.opts.maxPixels, failOn: 'error' }).resize(8, 8).raw().toBuffer();
      return { ok: true, bytes, finalUrl, format: meta.format, width: meta.width, height: meta.height };
    } catch {
      return { ok: false, reason: 'notImage', params: {} };
    }
  }
}

function statusFailure(status: number): Attempt {
  const code = String(status);
  if (status === 404 || status === 410) {
    return { ok: false, reason: 'notFound', params: { code }, status };
  }
  if (status >= 500) {
    return { ok: false, reason: 'serverError', params: { code }, status, retryable: true };
  }
  // 429 is the server asking us to slow down: worth one more try after the backoff.
  return { ok: false, reason: 'clientError', params: { code }, status, retryable: status === 429 };
}

function networkFailure(err: unknown, signal: AbortSignal): Attempt {
  const e = err as { code?: string; cause?: { code?: string }; name?: string };
  const code = e.code ?? e.cause?.code;
  if (isBlockedFailure(err)) {
    return { ok: false, reason: 'addressBlocked', params: {} };
  }
  if (
    signal.aborted ||
    err instanceof undiciErrors.ConnectTimeoutError ||
    err instanceof undiciErrors.HeadersTimeoutError ||
    err instanceof undiciErrors.BodyTimeoutError ||
    code === 'UND_ERR_CONNECT_TIMEOUT' ||
    code === 'ETIMEDOUT'
  ) {
    return { ok: false, reason: 'timeout', params: {}, retryable: true };
  }
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
    // A host that does not exist will not appear in a second: only EAI_AGAIN (resolver hiccup) is retried.
    return { ok: false, reason: 'unreachable', params: {}, retryable: code === 'EAI_AGAIN' };
  }
  return { ok: false, reason: 'unreachable', params: {}, retryable: true };
}
