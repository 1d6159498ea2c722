import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../core/deps.ts';
import { bulkRoutes } from './bulk.routes.ts';
import { BulkRunner } from './jobs/bulk-runner.ts';
import { bulkFetchLimits, runnerSlots } from './jobs/runner-slots.ts';
import { QueueDispatcher } from './queue/queue-dispatcher.ts';
import { bulkImageFetcher } from './sample/bundled-image-fetcher.ts';
import { sampleRoutes } from './sample/sample.routes.ts';

/** Builds the runner and resumes unfinished jobs (after migrations: the plugin is registered once the DB is open). */
async function startBulkRunner(deps: AppDeps): Promise<BulkRunner> {
  const fetcher = bulkImageFetcher(deps.config, bulkFetchLimits(deps.config.limits));
  const runner = new BulkRunner(deps.db, { engine: deps.engine, fetcher, logger: deps.logger }, deps.logger, {
    ...runnerSlots(deps.config.limits),
    dataDir: deps.config.dataDir,
  });
  runner.onStop(() => fetcher.close());
  await runner.start();
  return runner;
}

/** REDIS_URL set: rows go to the queue for `npm run worker` processes; this server completes finished jobs. */
async function startQueueDispatcher(deps: AppDeps, queue: NonNullable<AppDeps['config']['queue']>): Promise<QueueDispatcher> {
  const dispatcher = new QueueDispatcher(deps.db, queue, deps.logger, deps.config.dataDir);
  await dispatcher.start();
  return dispatcher;
}

/**
 * Registered inside the /api scope: `api.register(bulkPlugin(deps))`. Starts the runner (resuming unfinished
 * jobs) and stops it when the app closes, so main.ts and tests need nothing more.
 */
export function bulkPlugin(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    const runner = deps.config.queue ? await startQueueDispatcher(deps, deps.config.queue) : await startBulkRunner(deps);
    app.addHook('onClose', () => runner.stop());
    app.jobStarter.provide(runner);
    await app.register(bulkRoutes({ ...deps, runner }));
    await app.register(sampleRoutes({ ...deps, runner }));
  };
}
