import { AI_PROVIDERS } from '@alt-optimizer/contract';
import { pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The AI engine the administrator saved in the dashboard (issue 15 #7): one row (`id` = 'current'). `api_key_sealed`
 * is the provider's API key sealed by core/secrets (AES-256-GCM): no column holds it in clear, and no answer or log
 * line carries this column. Environment variables (ALT_AI_*) naming a vision model take precedence over this row.
 */
export const engineSettings = pgTable('engine_settings', {
  id: text('id').primaryKey(),
  provider: text('provider', { enum: AI_PROVIDERS }).notNull(),
  model: text('model'),
  baseUrl: text('base_url'),
  apiKeySealed: text('api_key_sealed'),
  /** US dollars per image, as entered, for the tool's cost estimate. */
  pricePerImageUsd: real('price_per_image_usd'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type EngineSettingsRow = typeof engineSettings.$inferSelect;
