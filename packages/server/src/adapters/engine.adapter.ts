import { createEngine, createEnginePool, type AltEngine, type EngineOptions } from '@alt-optimizer/engine';
import type { EngineConfig } from '../config.ts';
import type { Logger } from '../logger.ts';

export type { AltEngine };

/**
 * The server's only door to the engine package: main.ts and tests build the engine here, everything
 * else depends on the AltEngine interface alone.
 */
export async function createAltEngine(config: EngineConfig, logger?: Logger): Promise<AltEngine> {
  const options: EngineOptions = {};
  if (config.provider !== undefined && config.provider !== 'local') {
    // The engine package exposes no remote-provider option yet; say so rather than pretend to use it.
    logger?.warn({ provider: config.provider }, 'ALT_AI_PROVIDER is not supported by this engine build; using the local engine');
  }
  // Worker threads keep model inference off the event loop; 0 analyses in the server thread (tests, tiny hosts).
  const engine =
    config.workers > 0 ? await createEnginePool({ ...options, workers: config.workers }) : await createEngine(options);
  logger?.info({ engine: engine.name, workers: config.workers }, 'engine ready');
  return engine;
}
