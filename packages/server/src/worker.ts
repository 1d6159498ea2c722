import Fastify from 'fastify';
import { loadConfigOrExit } from './core/config.ts';
import { openDatabase } from './core/db/client.ts';
import type { AppDeps } from './core/deps.ts';
import { createLogger } from './core/logger.ts';
import { openRedis } from './core/queue/redis.ts';
import { exitOnStartFailure, handleShutdown } from './core/shutdown.ts';
import { bulkImageFetcher } from './features/bulk/sample/bundled-image-fetcher.ts';
import { fleetLimitedEngine } from './features/bulk/queue/provider-limiter.ts';
import { bulkFetchLimits } from './features/bulk/jobs/runner-slots.ts';
import { startRowWorker } from './features/bulk/queue/row-worker.ts';
import { healthRoutes } from './features/health/health.routes.ts';

/** Rows in flight finish within this (a remote provider answers in seconds); what is left comes back to the queue. */
const SHUTDOWN_GRACE_MS = 30_000;

/**
 * `npm run worker`: a bulk worker process of the queue mode (REDIS_URL + DATABASE_URL). It takes slices of bulk jobs'
 * rows from the queue, fetches and analyses them with its own engine pool and stores each outcome in PostgreSQL. Run as
 * many as you like, on any machine that reaches PostgreSQL, Redis and the image hosts: they need no DATA_DIR. It
 * answers /api/health and /api/ready on PORT for the orchestrator; migrations are the server's.
 */
async function main(): Promise<void> {
  const config = loadConfigOrExit();
  if (!config.queue) {
    process.stderr.write(
      'npm run worker needs REDIS_URL (the queue) and DATABASE_URL (PostgreSQL); without them `npm start` runs bulk rows in the server itself.\n',
    );
    process.exit(1);
  }
  const logger = createLogger(config);
  // On SIGTERM: /api/ready says draining, the worker takes no new slice, rows in flight finish, the rest go back.
  const { readiness, onClose } = handleShutdown(logger, SHUTDOWN_GRACE_MS);
  const { createAltEngine } = await import('./core/engine.adapter.ts');

  const database = await openDatabase(config, { migrate: false });
  onClose(() => database.close());
  const redis = openRedis(config.queue.redisUrl);
  onClose(async () => void (await redis.quit()));
  const engine = fleetLimitedEngine(await createAltEngine(config.engine, logger), config, redis);
  onClose(() => engine.close());
  const fetcher = bulkImageFetcher(config, bulkFetchLimits(config.limits));
  onClose(() => fetcher.close());

  const deps: AppDeps = { config, logger, db: database.db, dbKind: database.kind, engine, redis, readiness };
  const app = Fastify({ loggerInstance: logger });
  await app.register(healthRoutes(deps), { prefix: '/api' });
  await app.listen({ port: config.port, host: config.host });
  onClose(() => app.close());

  const worker = startRowWorker(database.db, { engine, fetcher, logger }, config.queue, logger, config.limits.bulkDownloads.hostTimeouts);
  onClose(() => worker.close());
  await worker.ready();
  logger.info({ concurrency: config.queue.workerConcurrency, engine: engine.name }, 'bulk worker ready');
}

main().catch(exitOnStartFailure('Alt Optimizer worker'));
