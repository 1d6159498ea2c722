import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import type { RemoteProviderConfig } from './config.ts';

/** Models per fetch (the global one, or a caller's own: the server's outbound policy), then per config. */
const caches = new WeakMap<typeof globalThis.fetch, Map<string, LanguageModel>>();

/**
 * The AI SDK model for a config. Provider clients are plain objects (no sockets), but building them per
 * image would redo option parsing for every row of a 10,000-row catalogue, so they are kept per config.
 */
export function languageModel(config: RemoteProviderConfig): LanguageModel {
  const net = config.fetch ?? globalThis.fetch;
  const cache = caches.get(net) ?? new Map<string, LanguageModel>();
  caches.set(net, cache);
  const key = JSON.stringify([config.provider, config.model, config.baseUrl, config.apiKey]);
  let model = cache.get(key);
  if (!model) {
    model = createModel(config);
    cache.set(key, model);
  }
  return model;
}

function createModel({ provider, model, baseUrl, apiKey, fetch }: RemoteProviderConfig): LanguageModel {
  const baseURL = baseUrl?.replace(/\/+$/, '');
  const net = fetch ? { fetch } : {};
  switch (provider) {
    case 'openai':
      // The Responses API: the SDK default for OpenAI since AI SDK 5, and the one with native JSON schema output.
      return createOpenAI({ apiKey, baseURL, ...net })(model);
    case 'openai-compatible':
      // Ollama, vLLM, LM Studio, Azure and the like speak chat completions. Structured outputs are left off:
      // many of them accept only response_format json_object, so the JSON shape is spelled out in the prompt.
      return createOpenAICompatible({ name: 'openai-compatible', baseURL: baseURL ?? '', apiKey, ...net })(model);
    case 'anthropic':
      return createAnthropic({ apiKey, baseURL, ...net })(model);
    case 'google':
      return createGoogleGenerativeAI({ apiKey, baseURL, ...net })(model);
  }
}
