/** Test helper: a config pointing a provider at the fake server, and the real quality check bound to a context. */
import sharp from 'sharp';
import type { RemoteProviderConfig } from '../providers/config.ts';
import type { Protocol } from './fake-wire.ts';

export { checkerFor as checkFor } from '../quality/check-alt.ts';

const BASE_PATH: Record<Protocol, string> = { 'openai-compatible': '/v1', openai: '/v1', anthropic: '/v1', google: '/v1beta' };
export const TEST_MODELS: Record<Protocol, string> = {
  'openai-compatible': 'llava:13b',
  openai: 'gpt-4o',
  anthropic: 'claude-sonnet-4-5',
  google: 'gemini-2.5-flash',
};

export function testConfig(protocol: Protocol, url: string, overrides: Partial<RemoteProviderConfig> = {}): RemoteProviderConfig {
  return {
    provider: protocol,
    model: TEST_MODELS[protocol],
    baseUrl: url + BASE_PATH[protocol],
    apiKey: 'test-key',
    timeoutMs: 5000,
    maxRetries: 2,
    maxRetryDelayMs: 5000,
    ...overrides,
  };
}

/** A 1600x1200 photo-sized PNG, so the ≤1024 px downscale is observable. */
export function testImage(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#7a4a2a' } })
    .png()
    .toBuffer();
}

export const answerJson = (alt: string, imageType = 'packshot', confidence = 0.82): string =>
  JSON.stringify({ alt, imageType, confidence });
