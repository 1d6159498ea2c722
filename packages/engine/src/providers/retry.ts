/** Retry delays for 429/5xx answers: the server's Retry-After when it gives one, exponential backoff otherwise. */

export interface RetryPolicy {
  maxRetries: number;
  /** Longest wait we accept; above it we stop retrying (a bulk job should fall back, not stall). */
  maxDelayMs: number;
  /** First backoff step when the server gives no Retry-After. */
  baseDelayMs?: number;
}

/**
 * Parses Retry-After (delta seconds or an HTTP date) and the non-standard retry-after-ms that OpenAI and
 * Anthropic also send. Returns milliseconds, or undefined when absent or unreadable.
 */
export function retryAfterMs(headers: Record<string, string | undefined> | undefined, now = Date.now()): number | undefined {
  if (!headers) {
    return undefined;
  }
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const ms = Number.parseFloat(lower['retry-after-ms'] ?? '');
  if (Number.isFinite(ms) && ms >= 0) {
    return ms;
  }
  const value = lower['retry-after']?.trim();
  if (!value) {
    return undefined;
  }
  if (/^\d+(?:\.\d+)?$/.test(value)) {
    return Number.parseFloat(value) * 1000;
  }
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Delay before retry number `retry` (0-based), or null when the server asks for longer than we will wait. */
export function retryDelayMs(retry: number, policy: RetryPolicy, serverMs: number | undefined, random = Math.random): number | null {
  if (serverMs !== undefined) {
    return serverMs <= policy.maxDelayMs ? serverMs : null;
  }
  const base = policy.baseDelayMs ?? 500;
  // Full jitter: parallel bulk workers that failed together should not retry together.
  return Math.min(policy.maxDelayMs, base * 2 ** retry * (0.5 + random() / 2));
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason instanceof Error ? signal.reason : new Error('aborted'));
      },
      { once: true },
    );
  });
}
