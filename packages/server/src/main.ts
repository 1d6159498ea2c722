import { loadConfigOrExit } from './core/config.ts';
import { openDatabase } from './core/db/client.ts';
import type { AppDeps } from './core/deps.ts';
import { createLogger } from './core/logger.ts';
import { openRedis } from './core/queue/redis.ts';
import { exitOnStartFailure, handleShutdown } from './core/shutdown.ts';
import { ensureAdminPassword } from './features/admin/admin-auth.service.ts';

const SHUTDOWN_GRACE_MS = 15_000;

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = createLogger(config);
  // On SIGTERM: /api/ready says draining, then closing the app stops the bulk runner (rows in flight finish or go back).
  const { readiness, onClose } = handleShutdown(logger, SHUTDOWN_GRACE_MS);

  // The database first: a first start runs PGlite's initdb (a child process, ~700 MB at its peak, core/db/pglite.ts)
  // while this process holds only its config, before the engine and the routes are imported (issue 26: under a 1 GB
  // limit the two together went past it).
  const database = await openDatabase(config);
  onClose(() => database.close());
  logger.info({ db: database.kind, dataDir: config.dataDir }, 'database ready (migrations applied)');

  await ensureAdminPassword({ db: database.db, config, logger });

  // Imported late: a bad config or database has already failed before that cost.
  const { createAltEngine } = await import('./core/engine.adapter.ts');
  const { buildApp } = await import('./app.ts');

  const engine = await createAltEngine(config.engine, logger);
  onClose(() => engine.close());

  // Queue mode (REDIS_URL): the connection /api/ready pings; the bulk plugin opens its own queue connections.
  const redis = config.queue ? openRedis(config.queue.redisUrl) : undefined;
  if (redis) {
    onClose(async () => void (await redis.quit()));
  }

  const deps: AppDeps = { config, logger, db: database.db, dbKind: database.kind, engine, redis, readiness };
  const app = await buildApp(deps);
  onClose(() => app.close());

  await app.listen({ port: config.port, host: config.host });
}

main().catch(exitOnStartFailure('Alt Optimizer'));
