import { buildApp } from './app.ts';
import { loadConfigOrExit } from './core/config.ts';
import { openDatabase } from './core/db/client.ts';
import type { AppDeps } from './core/deps.ts';
import { createLogger } from './core/logger.ts';
import { ensureAdminPassword } from './features/admin/admin-auth.service.ts';

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

  // Imported late: the engine pulls in the vision runtimes, and a bad config has already failed before that cost.
  const { createAltEngine } = await import('./core/engine.adapter.ts');

  const database = await openDatabase(config);
  closers.push(() => database.close());
  logger.info({ db: database.kind, dataDir: config.dataDir }, 'database ready (migrations applied)');

  await ensureAdminPassword({ db: database.db, config, logger });

  const engine = await createAltEngine(config.engine, logger);
  closers.push(() => engine.close());

  const deps: AppDeps = { config, logger, db: database.db, dbKind: database.kind, engine };
  const app = await buildApp(deps);
  closers.push(() => app.close());

  await app.listen({ port: config.port, host: config.host });
}

main().catch((err: unknown) => {
  // The engine's provider settings are validated when it is created; those are configuration mistakes, not crashes.
  const configError = err instanceof Error && (err as { kind?: unknown }).kind === 'config';
  const detail = err instanceof Error ? (configError ? err.message : (err.stack ?? err.message)) : String(err);
  process.stderr.write(`Alt Optimizer failed to start: ${detail}\n`);
  process.exit(1);
});
