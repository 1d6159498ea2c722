/** Why a provider call gave no usable alt. The engine falls back to the local composer on every kind. */
export type ProviderErrorKind =
  | 'config' // bad environment (see config.ts)
  | 'auth' // 401/403: key missing or wrong; retrying cannot help
  | 'bad-request' // other 4xx: our request or the model id is wrong
  | 'rate-limited' // 429 after the retries, or a Retry-After longer than we are willing to wait
  | 'unavailable' // 5xx after the retries
  | 'network' // connection refused/reset, DNS
  | 'timeout' // no answer within the per-attempt limit
  | 'malformed' // not JSON, or JSON that does not fit the answer schema, twice
  | 'refused' // the model declined to describe the image
  | 'rule-violation'; // the alt broke the quality rules and could not be repaired, twice

export class ProviderError extends Error {
  override readonly name = 'ProviderError';
  readonly kind: ProviderErrorKind;
  /** HTTP status of the last failed call, when there was one. */
  readonly status: number | undefined;
  /** Calls made to the provider before giving up. */
  readonly attempts: number;

  constructor(kind: ProviderErrorKind, message: string, opts: { status?: number; attempts?: number; cause?: unknown } = {}) {
    super(message, { cause: opts.cause });
    this.kind = kind;
    this.status = opts.status;
    this.attempts = opts.attempts ?? 0;
  }
}
