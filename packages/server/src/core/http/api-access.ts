import { API_PLAN_DAILY_LIMITS, API_QUOTA_WINDOW_SECONDS, type ApiPlan } from '@alt-optimizer/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError, ERRORS } from '../errors/index.ts';

/** The caller of a /api/v1 route, once its Bearer key is known and live. */
export interface ApiClient {
  keyId: string;
  plan: ApiPlan;
  /** Images per UTC day; null = no cap. */
  dailyLimit: number | null;
}

/** A key's quota after a charge (or a refused one). */
export interface QuotaState {
  allowed: boolean;
  /** null = no cap: no RateLimit headers are sent. */
  limit: number | null;
  used: number;
  /** Seconds until the counter starts again (next 00:00 UTC). */
  resetSeconds: number;
}

/** A bulk job created through the API, as the key's records hold it. */
export interface ApiJobRecord {
  jobId: string;
  callbackUrl: string | null;
}

/**
 * What the public API needs from the api-keys feature. Decorated once in app.ts (like isAdminToken), so the
 * single-image and bulk features serve /api/v1 routes without importing the api-keys feature.
 */
export interface ApiAccess {
  /** The live key named by an Authorization header; throws a 401 AppError for a missing, malformed, unknown or revoked key. */
  authenticate(authorization: string | undefined): Promise<ApiClient>;
  /** Adds `units` images to today's counter unless that would pass the key's limit (then nothing is added). */
  charge(client: ApiClient, units: number): Promise<QuotaState>;
  /** Gives back units charged for work that was then refused (a catalogue that could not be read). */
  refund(client: ApiClient, units: number): Promise<void>;
  /**
   * Claims an Idempotency-Key before the job is created (a unique row): true for the one request of a burst that may
   * create the job, false while another holds the claim.
   */
  claimIdempotencyKey(client: ApiClient, idempotencyKey: string): Promise<boolean>;
  /** Gives back a claim whose request failed before recording its job. */
  releaseIdempotencyKey(client: ApiClient, idempotencyKey: string): Promise<void>;
  /** The job this key created with this Idempotency-Key, if any. */
  jobForIdempotencyKey(client: ApiClient, idempotencyKey: string): Promise<ApiJobRecord | undefined>;
  /**
   * Records a job as the key's own. When another request with the same Idempotency-Key won the race, answers its job
   * instead (the caller then answers that one).
   */
  recordJob(client: ApiClient, record: ApiJobRecord & { idempotencyKey: string | null }): Promise<ApiJobRecord>;
  /** Whether the job was created through /api/v1: its public /api progress, results and download then need its key. */
  isApiJob(jobId: string): Promise<boolean>;
  /** Whether a job's callbackUrl may be stored: http(s) and no blocked literal address (ALLOW_PRIVATE_IMAGE_URLS). */
  callbackUrlAcceptable(url: string): boolean;
  /** The key's record of a job; undefined when the job is another key's or not an API job (answered as 404). */
  ownJob(client: ApiClient, jobId: string): Promise<ApiJobRecord | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    apiAccess: ApiAccess;
  }
  interface FastifyRequest {
    /** Set by requireApiKey on /api/v1 routes. */
    apiClient: ApiClient | null;
  }
}

/** The daily limit a plan gives (an enterprise key's own limit, or none). */
export function planDailyLimit(plan: ApiPlan, custom: number | null): number | null {
  return plan === 'enterprise' ? custom : API_PLAN_DAILY_LIMITS[plan];
}

/** The IETF RateLimit fields (draft-ietf-httpapi-ratelimit-headers) for a capped key. */
export function quotaHeaders(state: QuotaState): Record<string, string> {
  if (state.limit === null) {
    return {};
  }
  return {
    'ratelimit-limit': String(state.limit),
    'ratelimit-remaining': String(Math.max(0, state.limit - state.used)),
    'ratelimit-reset': String(state.resetSeconds),
    'ratelimit-policy': `${state.limit};w=${API_QUOTA_WINDOW_SECONDS}`,
  };
}

/** onRequest hook of every /api/v1 route: the caller's key, before any body is read. */
export async function requireApiKey(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  try {
    request.apiClient = await request.server.apiAccess.authenticate(request.headers.authorization);
  } catch (error) {
    // RFC 6750: a 401 names the scheme the client should use.
    void reply.header('www-authenticate', 'Bearer realm="alt-optimizer"');
    throw error;
  }
}

/** The authenticated caller (requireApiKey ran as the route's hook). */
export function apiClientOf(request: FastifyRequest): ApiClient {
  if (!request.apiClient) {
    throw new AppError(ERRORS.internal);
  }
  return request.apiClient;
}

/**
 * Charges `units` images to the caller's key and writes the RateLimit headers; past the key's daily limit answers 429
 * with Retry-After (seconds to the next UTC midnight) and charges nothing.
 */
export async function chargeApiKey(request: FastifyRequest, reply: FastifyReply, units: number): Promise<void> {
  const state = await request.server.apiAccess.charge(apiClientOf(request), units);
  void reply.headers(quotaHeaders(state));
  if (!state.allowed) {
    throw new AppError(
      units > 1 ? ERRORS.apiQuotaJobTooLarge : ERRORS.apiQuotaExceeded,
      { limit: state.limit ?? 0, units, remaining: Math.max(0, (state.limit ?? 0) - state.used) },
      { retryAfterSeconds: state.resetSeconds },
    );
  }
}
