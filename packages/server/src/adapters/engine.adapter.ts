import { createEngine, createEnginePool, type AltEngine } from '@alt-optimizer/engine';
import type { EngineConfig } from '../config.ts';
import type { Logger } from '../logger.ts';

export type { AltEngine };

/**
 * The server's only door to the engine package: main.ts and tests build the engine here, everything
 * else depends on the AltEngine interface alone.
 */
export async function createAltEngine(config: EngineConfig, logger?: Logger): Promise<AltEngine> {
  const options = {
    provider: config.provider,
    model: config.model,
    baseUrl: config.baseUrl,
    apiKey: config.apiKey,
  };
  // Worker threads keep model inference off the event loop; 0 analyses in the server thread (tests, tiny hosts).
  const engine =
    config.workers > 0 ? await createEnginePool({ ...options, workers: config.workers }) : await createEngine(options);
  logger?.info({ engine: engine.name, workers: config.workers }, 'engine ready');
  return engine;
}
