import { z } from 'zod';
import { CONNECTOR_LIMITS, CONNECTOR_PLATFORMS } from './platforms.ts';

export const connectorPlatformSchema = z.enum(CONNECTOR_PLATFORMS);

/**
 * What the merchant types to connect a store. Shopify: the shop address (`my-shop`, `my-shop.myshopify.com` or its
 * https URL) and an Admin API access token of a custom app (`shpat_…`, scopes read_products, write_products,
 * write_files). WooCommerce: the site's address, a WordPress user name and one of its application passwords.
 */
export const connectionCredentialsSchema = z.object({
  platform: connectorPlatformSchema,
  storeUrl: z.string().trim().min(1).max(CONNECTOR_LIMITS.storeUrlMaxChars),
  accessToken: z.string().trim().min(1).max(CONNECTOR_LIMITS.tokenMaxChars),
  /** WooCommerce only (required there): the WordPress user whose application password `accessToken` is. */
  username: z.string().trim().min(1).max(CONNECTOR_LIMITS.usernameMaxChars).optional(),
});
export type ConnectionCredentials = z.infer<typeof connectionCredentialsSchema>;

// ---- POST /api/connectors/connections ----
export const createConnectionRequestSchema = connectionCredentialsSchema.extend({
  label: z.string().trim().min(1).max(CONNECTOR_LIMITS.labelMaxChars).optional(),
});
export type CreateConnectionRequest = z.infer<typeof createConnectionRequestSchema>;

/** A saved connection as the API shows it: never the token (it is stored encrypted and never leaves the server). */
export const connectionSchema = z.object({
  id: z.string(),
  platform: connectorPlatformSchema,
  /** The normalised store origin, e.g. https://my-shop.myshopify.com */
  storeUrl: z.string(),
  label: z.string(),
  username: z.string().nullable(),
  /** The store's own name as its API reported it at the last successful test. */
  storeName: z.string().nullable(),
  createdAt: z.string(),
  lastTestedAt: z.string().nullable(),
});
export type Connection = z.infer<typeof connectionSchema>;

export const connectionResponseSchema = z.object({ success: z.literal(true), connection: connectionSchema });
export type ConnectionResponse = z.infer<typeof connectionResponseSchema>;

// ---- GET /api/connectors/connections ----
export const connectionListResponseSchema = z.object({ success: z.literal(true), connections: z.array(connectionSchema) });
export type ConnectionListResponse = z.infer<typeof connectionListResponseSchema>;

// ---- POST /api/connectors/connections/test (credentials, nothing saved) and POST /api/connectors/connections/:id/test ----
/** A failed test is an error answer (401 wrong token, 400 wrong domain, 429 rate limited, 502 unreachable…). */
export const connectionTestResponseSchema = z.object({
  success: z.literal(true),
  storeName: z.string(),
  storeUrl: z.string(),
});
export type ConnectionTestResponse = z.infer<typeof connectionTestResponseSchema>;

// ---- DELETE /api/connectors/connections/:id → { success: true } (the encrypted token is deleted with it) ----
export const deletedResponseSchema = z.object({ success: z.literal(true) });

// ---- GET /api/connectors/connections/:id/preview ----
export const storePreviewSchema = z.object({
  products: z.number().int(),
  imagesTotal: z.number().int(),
  /** Images whose alt is empty (what a run without "overwrite" describes). */
  imagesLackingAlt: z.number().int(),
});
export type StorePreview = z.infer<typeof storePreviewSchema>;
export const storePreviewResponseSchema = z.object({ success: z.literal(true), preview: storePreviewSchema });
export type StorePreviewResponse = z.infer<typeof storePreviewResponseSchema>;
