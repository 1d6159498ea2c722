import { buildApp } from './app.ts';
import { loadConfigOrExit } from './config.ts';
import { openDatabase } from './db/client.ts';
import type { AppDeps } from './deps.ts';
import { createLogger } from './logger.ts';
import { ensureAdminPassword } from './services/admin-auth.service.ts';

const SHUTDOWN_GRACE_MS = 15_000;

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const logger = createLogger(config);
  // Closed in reverse order of opening on shutdown.
  const closers: Array<() => Promise<void>> = [];

  const shutdown = async (signal: string): Promise<void> => {
    logger.info({ signal }, 'shutting down');
    // A stuck close must not keep a deploy waiting forever.
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    for (const close of closers.reverse()) {
      await close().catch((err: unknown) => logger.error({ err }, 'error during shutdown'));
    }
    process.exit(0);
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => void shutdown(signal));
  }

  const database = await openDatabase(config);
  closers.push(() => database.close());
  logger.info({ db: database.kind, dataDir: config.dataDir }, 'database ready (migrations applied)');

  await ensureAdminPassword({ db: database.db, config, logger });

  // Imported late: the engine pulls in the vision runtimes, and a bad config should fail before that cost.
  const { createAltEngine } = await import('./adapters/engine.adapter.ts');
  const engine = await createAltEngine(config.engine, logger);
  closers.push(() => engine.close());

  const deps: AppDeps = { config, logger, db: database.db, dbKind: database.kind, engine };
  const app = await buildApp(deps);
  closers.push(() => app.close());

  await app.listen({ port: config.port, host: config.host });
}

main().catch((err: unknown) => {
  process.stderr.write(`Alt Optimizer failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
