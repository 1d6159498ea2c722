import { z } from 'zod';

/**
 * The AI engine the administrator picks in the dashboard (issue 15 #7): the offline engine or a vision model.
 * Same names as ALT_AI_PROVIDER (the engine package's PROVIDERS; the server checks at compile time that both agree).
 */
export const AI_PROVIDERS = ['local', 'openai', 'anthropic', 'google', 'openai-compatible'] as const;
export type AiProvider = (typeof AI_PROVIDERS)[number];

/** Providers that bill per call: a bulk job on them shows a cost estimate first. A self-hosted server (Ollama, vLLM) does not. */
export const PAID_PROVIDERS: readonly AiProvider[] = ['openai', 'anthropic', 'google'];

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((s) => (s === '' ? null : s));

// ---- GET /api/admin/engine-settings ----
export const engineSettingsSchema = z.object({
  /**
   * Where the running engine's settings come from: `env` (ALT_AI_PROVIDER names a vision model: the dashboard shows
   * them read-only), `admin` (saved in the dashboard) or `default` (nothing set: the offline engine).
   */
  source: z.enum(['env', 'admin', 'default']),
  provider: z.enum(AI_PROVIDERS),
  model: z.string().nullable(),
  baseUrl: z.string().nullable(),
  /** A key is stored (or set in the environment); the key itself is never sent back. */
  apiKeySet: z.boolean(),
  /** Price of one image on this provider, in US dollars, as the administrator entered it (for the cost estimate). */
  pricePerImageUsd: z.number().nullable(),
  /** The engine answering now: "local" or "provider:model". */
  engine: z.string(),
  /** A key can be stored only when the server has a secret key to seal it with (CONNECTOR_SECRET_KEY). */
  canStoreKey: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type EngineSettings = z.infer<typeof engineSettingsSchema>;

// ---- PUT /api/admin/engine-settings, POST /api/admin/engine-settings/test ----
export const engineSettingsInputSchema = z.object({
  provider: z.enum(AI_PROVIDERS),
  model: text(200).optional(),
  baseUrl: text(2000).optional(),
  /** A new key; absent or empty keeps the stored one. */
  apiKey: text(500).optional(),
  /** true forgets the stored key. */
  clearApiKey: z.boolean().optional(),
  pricePerImageUsd: z.number().min(0).max(10).nullable().optional(),
});
export type EngineSettingsInput = z.input<typeof engineSettingsInputSchema>;

export const engineTestResultSchema = z.object({
  ok: z.boolean(),
  /** "provider:model" that answered, or "local". */
  engine: z.string(),
  /** The alt the provider wrote for the sample image (when ok). */
  alt: z.string().nullable(),
  /** Why it failed, in the admin's language (when not ok). */
  message: z.string().nullable(),
  durationMs: z.number(),
});
export type EngineTestResult = z.infer<typeof engineTestResultSchema>;

// ---- GET /api/engine (public: the tool's cost estimate) ----
export const engineInfoSchema = z.object({
  engine: z.string(),
  /** The provider bills per image: the tool shows an estimate before a bulk job starts. */
  paid: z.boolean(),
  pricePerImageUsd: z.number().nullable(),
});
export type EngineInfo = z.infer<typeof engineInfoSchema>;
