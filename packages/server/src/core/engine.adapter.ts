import { createEngine, createEnginePool, type AltEngine, type EngineOptions } from '@alt-optimizer/engine';
import type { EngineConfig } from './config.ts';
import type { Logger } from './logger.ts';

export type { AltEngine };

/**
 * The server's only door to the engine package: main.ts and tests build the engine here, everything
 * else depends on the AltEngine interface alone. Provider settings were already validated by config.ts.
 */
export async function createAltEngine(config: EngineConfig, logger?: Logger): Promise<AltEngine> {
  const options: EngineOptions = {
    provider: config.provider,
    onFallback: (error) => logger?.warn({ err: error }, 'AI provider failed; the local engine answered'),
  };
  // Worker threads keep model inference off the event loop; 0 analyses in the server thread (tests, tiny hosts).
  // Callbacks cannot cross into workers, so the pool reports fallbacks in each result instead.
  const engine =
    config.workers > 0
      ? await createEnginePool({ ocr: options.ocr, provider: options.provider, workers: config.workers })
      : await createEngine(options);
  logger?.info({ engine: engine.name, workers: config.workers }, 'engine ready');
  return engine;
}
