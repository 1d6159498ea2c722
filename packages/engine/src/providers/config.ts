import { z } from 'zod';
import { ProviderError } from './errors.ts';

export const PROVIDERS = ['local', 'openai', 'openai-compatible', 'anthropic', 'google'] as const;
export type ProviderName = (typeof PROVIDERS)[number];
export type RemoteProviderName = Exclude<ProviderName, 'local'>;

/** Models used when ALT_AI_MODEL is not set: vision-capable, and cheap enough for bulk catalogues. */
export const DEFAULT_MODELS: Record<Exclude<RemoteProviderName, 'openai-compatible'>, string> = {
  openai: 'gpt-4o',
  anthropic: 'claude-sonnet-4-5',
  google: 'gemini-2.5-flash',
};

export interface LocalProviderConfig {
  provider: 'local';
}

export interface RemoteProviderConfig {
  provider: RemoteProviderName;
  model: string;
  baseUrl: string | undefined;
  apiKey: string | undefined;
  /** Limit for one call, including the time to upload the image. */
  timeoutMs: number;
  /** Retries after a 429/5xx/network failure (so attempts = maxRetries + 1). */
  maxRetries: number;
  /** Longest Retry-After we wait for; a longer one fails at once so a bulk job falls back instead of stalling. */
  maxRetryDelayMs: number;
  /**
   * How the calls reach the network (default: the global fetch). The server passes one whose sockets go through its
   * outbound address policy for a base URL an administrator saved; it never crosses into a worker thread.
   */
  fetch?: typeof globalThis.fetch | undefined;
}

export type ProviderConfig = LocalProviderConfig | RemoteProviderConfig;

const optionalText = z
  .string()
  .transform((s) => s.trim())
  .optional()
  .transform((s) => (s ? s : undefined));

/** A number variable; empty (as `FOO=` in a .env file leaves it) means unset. */
const optionalInt = (min: number, max: number, fallback: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
    z.coerce.number().int().min(min).max(max).default(fallback),
  );

const envSchema = z.object({
  ALT_AI_PROVIDER: z
    .string()
    .optional()
    .transform((s) => (s?.trim() ? s.trim().toLowerCase() : 'local'))
    .pipe(z.enum(PROVIDERS, { error: `must be one of ${PROVIDERS.join(', ')}` })),
  ALT_AI_MODEL: optionalText,
  ALT_AI_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  ALT_AI_API_KEY: optionalText,
  ALT_AI_TIMEOUT_MS: optionalInt(1000, 300_000, 30_000),
  ALT_AI_MAX_RETRIES: optionalInt(0, 5, 2),
  ALT_AI_MAX_RETRY_DELAY_MS: optionalInt(0, 120_000, 10_000),
});

/**
 * Rules across variables, run on the raw strings so they are reported together with type errors
 * (a zod refinement would be skipped as soon as one field fails).
 */
function combinationIssues(env: Record<string, string | undefined>): string[] {
  const value = (name: string): string | undefined => env[name]?.trim() || undefined;
  const provider = value('ALT_AI_PROVIDER')?.toLowerCase() ?? 'local';
  const issues: string[] = [];
  if (provider === 'local') {
    // A key or model with the local provider is almost always a forgotten ALT_AI_PROVIDER: say so
    // instead of silently running the offline engine.
    for (const name of ['ALT_AI_MODEL', 'ALT_AI_BASE_URL', 'ALT_AI_API_KEY']) {
      if (value(name) !== undefined) {
        issues.push(`${name} is set but ALT_AI_PROVIDER is local (the default); set ALT_AI_PROVIDER or remove it`);
      }
    }
  } else if (provider === 'openai-compatible') {
    if (!value('ALT_AI_BASE_URL')) {
      issues.push('ALT_AI_BASE_URL is required for openai-compatible (e.g. http://localhost:11434/v1 for Ollama)');
    }
    if (!value('ALT_AI_MODEL')) {
      issues.push('ALT_AI_MODEL is required for openai-compatible (there is no default model on a custom server)');
    }
  } else if ((PROVIDERS as readonly string[]).includes(provider) && !value('ALT_AI_API_KEY')) {
    issues.push(`ALT_AI_API_KEY is required for ${provider}`);
  }
  return issues;
}

export type ProviderConfigResult = { ok: true; config: ProviderConfig } | { ok: false; issues: string[] };

/** Parses the ALT_AI_* settings; every bad variable is one line in `issues` (the server adds them to its own list). */
export function parseProviderConfig(env: Record<string, string | undefined>): ProviderConfigResult {
  const parsed = envSchema.safeParse(env);
  const issues = [
    ...(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.') || 'env'} ${i.message}`)),
    ...combinationIssues(env),
  ];
  if (!parsed.success || issues.length > 0) {
    return { ok: false, issues };
  }
  const e = parsed.data;
  if (e.ALT_AI_PROVIDER === 'local') {
    return { ok: true, config: { provider: 'local' } };
  }
  const provider = e.ALT_AI_PROVIDER;
  return {
    ok: true,
    config: {
      provider,
      model: e.ALT_AI_MODEL ?? (provider === 'openai-compatible' ? '' : DEFAULT_MODELS[provider]),
      baseUrl: e.ALT_AI_BASE_URL,
      apiKey: e.ALT_AI_API_KEY,
      timeoutMs: e.ALT_AI_TIMEOUT_MS,
      maxRetries: e.ALT_AI_MAX_RETRIES,
      maxRetryDelayMs: e.ALT_AI_MAX_RETRY_DELAY_MS,
    },
  };
}

/**
 * Reads the provider settings from the environment once, at boot. Throws a ProviderError of kind 'config'
 * whose message lists every bad variable, so a misconfigured deployment fails loudly instead of falling back.
 */
export function providerConfigFromEnv(env: Record<string, string | undefined> = process.env): ProviderConfig {
  const result = parseProviderConfig(env);
  if (!result.ok) {
    throw new ProviderError('config', `Invalid AI provider configuration:\n- ${result.issues.join('\n- ')}`);
  }
  return result.config;
}

/** "openai:gpt-4o": the AltResult.engine value for answers from this provider. */
export function engineName(config: RemoteProviderConfig): string {
  return `${config.provider}:${config.model}`;
}
