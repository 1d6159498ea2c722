import { availableParallelism } from 'node:os';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { bulkRoutes } from './bulk.routes.ts';
import { ImageFetcher } from './fetch/fetch-image.ts';
import { BulkRunner } from './jobs/bulk-runner.ts';

export { BulkRunner } from './jobs/bulk-runner.ts';

/**
 * Rows in flight: the local engine is CPU-bound, so twice its workers (fetches overlap inference);
 * a remote provider waits on the network, so many more.
 */
export function bulkConcurrency(config: AppDeps['config']): number {
  if (config.engine.provider.provider !== 'local') {
    return 16;
  }
  return Math.max(2, (config.engine.workers || availableParallelism()) * 2);
}

/** Builds the runner and resumes unfinished jobs. Call once at boot, after migrations; stop() at shutdown. */
export async function startBulkRunner(deps: AppDeps): Promise<BulkRunner> {
  const fetcher = new ImageFetcher({ allowPrivate: deps.config.allowPrivateImageUrls });
  const runner = new BulkRunner(
    deps.db,
    { engine: deps.engine, fetcher, logger: deps.logger },
    deps.logger,
    { concurrency: bulkConcurrency(deps.config), dataDir: deps.config.dataDir },
  );
  runner.onStop(() => fetcher.close());
  await runner.start();
  return runner;
}

/**
 * Registered inside the /api scope: `api.register(bulkPlugin(deps))`. Without a runner it starts its
 * own (resuming unfinished jobs) and stops it when the app closes, so main.ts and tests need nothing more.
 */
export function bulkPlugin(deps: AppDeps, runner?: BulkRunner): FastifyPluginAsync {
  return async (app) => {
    const active = runner ?? (await startBulkRunner(deps));
    if (!runner) {
      app.addHook('onClose', () => active.stop());
    }
    await app.register(bulkRoutes({ ...deps, runner: active }));
  };
}
