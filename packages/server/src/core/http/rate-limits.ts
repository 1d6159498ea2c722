import type { RateLimitOptions } from '@fastify/rate-limit';
import { AppError, ERRORS } from '../errors/index.ts';

/**
 * Route options for a per-client-IP limit on a public endpoint (@fastify/rate-limit, registered with `global: false` in
 * app.ts): `max` requests per `timeWindow`, then 429 with Retry-After and the catalogue's EN/FR message. The limit is
 * checked in onRequest, before any upload is read. `max` 0 means no limit (the route gets no options).
 */
export function perIpRateLimit(max: number, timeWindow: '1 minute' | '1 hour'): { config?: { rateLimit: RateLimitOptions } } {
  if (max <= 0) {
    return {};
  }
  return {
    config: {
      rateLimit: {
        max,
        timeWindow,
        errorResponseBuilder: (_request, context) => {
          const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
          return new AppError(ERRORS.rateLimited, { seconds }, { retryAfterSeconds: seconds });
        },
      },
    },
  };
}
