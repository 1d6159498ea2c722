import { readFileSync } from 'node:fs';
import type { EngineTestResult, Language } from '@alt-optimizer/contract';
import { engineName, type ProviderConfig } from '@alt-optimizer/engine/provider-config';
import { buildEngine } from '../../core/engine.adapter.ts';
import { TEST_FAILURES } from './messages.ts';
import type { SettingsDeps } from './engine-settings.service.ts';

/** A real product photo (a backpack from the site's showcase), sent to the provider as a bulk row would be. */
const SAMPLE_IMAGE = readFileSync(new URL('./sample-product.webp', import.meta.url));

function failureText(error: unknown, language: Language): string {
  const kind = (error as { kind?: unknown } | undefined)?.kind;
  const status = (error as { status?: unknown } | undefined)?.status;
  const known =
    typeof kind === 'string' && kind in TEST_FAILURES ? TEST_FAILURES[kind as keyof typeof TEST_FAILURES] : TEST_FAILURES.unknown;
  return typeof status === 'number' ? `${known[language]} (HTTP ${status})` : known[language];
}

/**
 * "Tester la connexion": one real analysis of the sample image with these settings, on an engine built for the test
 * (in this thread when the server analyses in its own thread, else one worker) and closed after. It passed when the
 * provider itself wrote the alt, not the offline engine standing in after a failure.
 */
export async function testConnection(deps: SettingsDeps, config: ProviderConfig, language: Language): Promise<EngineTestResult> {
  let failure: unknown;
  const started = performance.now();
  const engine = await buildEngine({ provider: config, workers: deps.config.engine.workers > 0 ? 1 : 0 }, undefined, (error) => {
    failure = error;
  });
  try {
    const result = await engine.analyze(SAMPLE_IMAGE, { language });
    const expected = config.provider === 'local' ? 'local' : engineName(config);
    const ok = result.engine === expected && !result.fallback;
    return {
      ok,
      engine: expected,
      alt: ok ? result.altTag : null,
      message: ok ? null : failureText(failure, language),
      durationMs: Math.round(performance.now() - started),
    };
  } finally {
    await engine.close();
  }
}
