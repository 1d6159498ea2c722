/**
 * Public API v1: the plans an API key is created on and their daily quotas (spec section 9: "free 100 requests/day,
 * pro 10,000/day, enterprise custom, bulk none"). A request costs one unit per image: one for an alt text, the job's
 * image count for a bulk job. `null` means no daily cap; an enterprise key carries its own limit.
 */
export const API_PLANS = ['free', 'pro', 'enterprise', 'bulk'] as const;
export type ApiPlan = (typeof API_PLANS)[number];

export const API_PLAN_DAILY_LIMITS: Readonly<Record<Exclude<ApiPlan, 'enterprise'>, number | null>> = {
  free: 100,
  pro: 10_000,
  bulk: null,
};

/** Every API key starts with this, so a leaked key is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = 'alto_';
/** Every webhook signing secret starts with this. */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';

/** Request and response headers of the public API. */
export const API_V1_HEADERS = {
  idempotencyKey: 'idempotency-key',
  /** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" under the key's webhook secret>` */
  webhookSignature: 'x-alt-optimizer-signature',
  webhookEvent: 'x-alt-optimizer-event',
} as const;

/** A day of quota runs from 00:00 to 24:00 UTC. */
export const API_QUOTA_WINDOW_SECONDS = 86_400;
