import { createEngine, createEnginePool, type AltEngine, type EngineOptions } from '@alt-optimizer/engine';
import type { ProviderConfig } from '@alt-optimizer/engine/provider-config';
import type { EngineConfig } from './config.ts';
import { EngineSwitch } from './engine-switch.ts';
import type { Logger } from './logger.ts';

export type { AltEngine };
export { EngineSwitch };

/**
 * One engine for this provider: a pool of worker threads, or (0 workers) analyses in this thread. `onFallback` hears
 * why the provider failed (the provider is called in this thread in both cases).
 */
export async function buildEngine(
  config: EngineConfig,
  logger?: Logger,
  onFallback: (error: unknown) => void = (error) => logger?.warn({ err: error }, 'AI provider failed; the local engine answered'),
): Promise<AltEngine> {
  const options: EngineOptions = { provider: config.provider, onFallback };
  // Worker threads keep model inference off the event loop; 0 analyses in the server thread (tests, tiny hosts).
  const engine = config.workers > 0 ? await createEnginePool({ ...options, workers: config.workers }) : await createEngine(options);
  logger?.info({ engine: engine.name, workers: config.workers, why: config.workersReason }, 'engine ready');
  return engine;
}

/**
 * The server's only door to the engine package: main.ts and tests build the engine here, everything
 * else depends on the AltEngine interface alone. Provider settings were already validated by config.ts.
 * The engine answers through an EngineSwitch, so the admin's AI engine settings apply without a restart.
 */
export async function createAltEngine(config: EngineConfig, logger?: Logger): Promise<EngineSwitch> {
  const rebuild = (provider: ProviderConfig) => buildEngine({ ...config, provider }, logger);
  return new EngineSwitch(await buildEngine(config, logger), config.provider, rebuild);
}
