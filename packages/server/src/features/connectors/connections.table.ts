import { CONNECTOR_PLATFORMS } from '@alt-optimizer/contract';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A store the administrator connected (issue 11). `token_sealed` is the access token (Shopify) or application
 * password (WooCommerce) sealed by core/secrets (AES-256-GCM): no column holds a token in clear, and no API answer
 * or log line carries this column.
 */
export const connectorConnections = pgTable('connector_connections', {
  id: uuid('id').primaryKey().defaultRandom(),
  platform: text('platform', { enum: CONNECTOR_PLATFORMS }).notNull(),
  /** Normalised origin, e.g. https://my-shop.myshopify.com */
  storeUrl: text('store_url').notNull(),
  label: text('label').notNull(),
  /** WooCommerce: the WordPress user the application password belongs to. */
  username: text('username'),
  tokenSealed: text('token_sealed').notNull(),
  storeName: text('store_name'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastTestedAt: timestamp('last_tested_at', { withTimezone: true }),
});

export type ConnectionRow = typeof connectorConnections.$inferSelect;
