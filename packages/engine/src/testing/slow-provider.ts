/**
 * A stand-in for a hosted vision model that answers like a real one, slowly: every call waits `delayMs` (2 s by
 * default, a typical hosted model) and answers an OpenAI-compatible chat completion with a plausible alt. With
 * `tooManyEvery: n`, every n-th call is a 429 with Retry-After: 1 instead, as a provider over its quota answers.
 * Used by `npm run bench:bulk -- --workers 1,2` and the rate-limiter tests; never by runtime code.
 */
import { startFakeProvider, type FakeProvider } from './fake-provider.ts';
import { errorReply, textReply } from './fake-wire.ts';
import { answerJson, TEST_MODELS } from './provider-setup.ts';

export interface SlowProviderOptions {
  delayMs?: number;
  tooManyEvery?: number;
}

export interface SlowProvider extends FakeProvider {
  /** The ALT_AI_* variables that point the engine at this provider. */
  env: Record<string, string>;
  /** Calls answered 429. */
  refused: () => number;
}

export async function startSlowProvider(options: SlowProviderOptions = {}): Promise<SlowProvider> {
  const provider = await startFakeProvider();
  let calls = 0;
  let refused = 0;
  provider.reply((req) => {
    calls += 1;
    if (options.tooManyEvery && calls % options.tooManyEvery === 0) {
      refused += 1;
      return errorReply('openai-compatible', 429, 'Rate limit reached', { 'retry-after': '1' });
    }
    return { ...textReply('openai-compatible', answerJson('Product photo on a plain background'), req), delayMs: options.delayMs ?? 2000 };
  });
  return {
    ...provider,
    refused: () => refused,
    env: {
      ALT_AI_PROVIDER: 'openai-compatible',
      ALT_AI_BASE_URL: `${provider.url}/v1`,
      ALT_AI_MODEL: TEST_MODELS['openai-compatible'],
      ALT_AI_API_KEY: 'bench-key',
    },
  };
}
