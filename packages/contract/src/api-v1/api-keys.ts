import { z } from 'zod';
import { API_PLANS } from './plans.ts';

/** Admin dashboard: POST /api/admin/api-keys (x-admin-token). An enterprise key needs its own daily limit. */
export const apiKeyCreateRequestSchema = z
  .object({
    name: z.string().trim().min(1).max(100),
    plan: z.enum(API_PLANS),
    dailyLimit: z.number().int().min(1).max(100_000_000).optional(),
  })
  .refine((body) => body.plan !== 'enterprise' || body.dailyLimit !== undefined, {
    path: ['dailyLimit'],
    message: 'An enterprise key needs a daily limit',
  });
export type ApiKeyCreateRequest = z.infer<typeof apiKeyCreateRequestSchema>;

/** A key as the dashboard lists it: never the key itself, only its first characters. */
export const apiKeySummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  plan: z.enum(API_PLANS),
  /** Images per UTC day; null = no cap. */
  dailyLimit: z.number().int().nullable(),
  /** The key's first characters (e.g. "alto_3kF9x…"), to tell keys apart. */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  usedToday: z.number().int(),
});
export type ApiKeySummary = z.infer<typeof apiKeySummarySchema>;

/** The only answer that carries the key and its webhook signing secret: they are stored hashed / never shown again. */
export const apiKeyCreatedResponseSchema = z.object({
  success: z.literal(true),
  key: apiKeySummarySchema,
  apiKey: z.string(),
  webhookSecret: z.string(),
});
export type ApiKeyCreatedResponse = z.infer<typeof apiKeyCreatedResponseSchema>;

export const apiKeyListResponseSchema = z.object({ keys: z.array(apiKeySummarySchema) });
export type ApiKeyListResponse = z.infer<typeof apiKeyListResponseSchema>;

/** GET /api/admin/api-keys/{id}/usage: images per UTC day, newest first (last 30 days). */
export const apiKeyUsageResponseSchema = z.object({ days: z.array(z.object({ day: z.string(), used: z.number().int() })) });
export type ApiKeyUsageResponse = z.infer<typeof apiKeyUsageResponseSchema>;

/** POST /api/admin/api-keys/{id}/revoke */
export const apiKeyRevokedResponseSchema = z.object({ success: z.literal(true), key: apiKeySummarySchema });
