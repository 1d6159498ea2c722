import { describe, expect, it } from 'vitest';
import { engineName, providerConfigFromEnv, type RemoteProviderConfig } from './config.ts';
import { ProviderError } from './errors.ts';

const message = (env: Record<string, string>): string => {
  try {
    providerConfigFromEnv(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ProviderError);
    return (error as ProviderError).message;
  }
  throw new Error('expected a configuration error');
};

describe('providerConfigFromEnv', () => {
  it('defaults to the local engine', () => {
    expect(providerConfigFromEnv({})).toEqual({ provider: 'local' });
    expect(providerConfigFromEnv({ ALT_AI_PROVIDER: ' ', ALT_AI_TIMEOUT_MS: '' })).toEqual({ provider: 'local' });
  });

  it('fills the default model and limits for a hosted provider', () => {
    const config = providerConfigFromEnv({ ALT_AI_PROVIDER: 'OpenAI', ALT_AI_API_KEY: 'sk-test' }) as RemoteProviderConfig;
    expect(config).toMatchObject({ provider: 'openai', model: 'gpt-4o', apiKey: 'sk-test', maxRetries: 2, timeoutMs: 30_000 });
    expect(engineName(config)).toBe('openai:gpt-4o');
  });

  it('accepts an OpenAI-compatible server without a key (Ollama)', () => {
    expect(
      providerConfigFromEnv({ ALT_AI_PROVIDER: 'openai-compatible', ALT_AI_BASE_URL: 'http://localhost:11434/v1', ALT_AI_MODEL: 'llava' }),
    ).toMatchObject({ provider: 'openai-compatible', model: 'llava', baseUrl: 'http://localhost:11434/v1', apiKey: undefined });
  });

  it('lists every bad variable at once', () => {
    const text = message({ ALT_AI_PROVIDER: 'openai-compatible', ALT_AI_BASE_URL: 'ftp://models', ALT_AI_TIMEOUT_MS: 'soon' });
    expect(text).toContain('ALT_AI_BASE_URL must be an http(s) URL');
    expect(text).toContain('ALT_AI_MODEL is required for openai-compatible');
    expect(text).toContain('ALT_AI_TIMEOUT_MS');
  });

  it('rejects unknown providers and missing keys', () => {
    expect(message({ ALT_AI_PROVIDER: 'mistral' })).toContain(
      'ALT_AI_PROVIDER must be one of local, openai, openai-compatible, anthropic, google',
    );
    expect(message({ ALT_AI_PROVIDER: 'anthropic' })).toContain('ALT_AI_API_KEY is required for anthropic');
  });

  it('flags provider settings left without a provider', () => {
    expect(message({ ALT_AI_API_KEY: 'sk-test' })).toContain('ALT_AI_API_KEY is set but ALT_AI_PROVIDER is local');
  });
});
