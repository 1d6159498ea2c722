import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import { parseConfig, type AppConfig } from './core/config.ts';
import { openDatabase } from './core/db/client.ts';
import type { AppDeps } from './core/deps.ts';
import { createLogger } from './core/logger.ts';
import { ensureAdminPassword } from './features/admin/admin-auth.service.ts';

/*
 * What the command-line tool (packages/cli) reuses of the server, so that it applies the same checks, the same SSRF
 * policy and the same spreadsheet round trip as the web tool instead of a copy of them: the image probe, the guarded
 * image fetcher with its EN/FR failure messages, and the whole app started in-process (no port) for spreadsheets.
 */
export { probeImage, type ImageProbe } from './features/single-image/image-probe.ts';
export { ImageFetcher, type FetchImageResult } from './core/net/fetch-image.ts';
export { FETCH_MESSAGES, type FetchFailureReason } from './core/net/fetch-messages.ts';
export { formatMessage } from './core/errors/index.ts';
export type { AppConfig };

/**
 * The server's configuration read from `env` (ALLOW_PRIVATE_IMAGE_URLS, AI provider…) for work done in this process:
 * never the DATABASE_URL or REDIS_URL of a production server. Throws listing every bad variable.
 */
export function embeddedConfig(env: NodeJS.ProcessEnv): AppConfig {
  const parsed = parseConfig({ ...env, DATABASE_URL: '', REDIS_URL: '' });
  if (!parsed.ok) {
    throw new Error(`Invalid configuration:\n${parsed.errors.map((e) => `  - ${e}`).join('\n')}`);
  }
  return parsed.config;
}

export interface EmbeddedServer {
  /** Call it with `app.inject`: nothing listens on a port. */
  app: FastifyInstance;
  close(): Promise<void>;
}

/**
 * The app exactly as main.ts builds it, for one caller on this machine: an in-memory database and no queue (this
 * app's runner does the rows), uploads and outputs in a temporary folder deleted on close, no per-IP limits (the only
 * client is the caller), and `workers` engine threads with every row slot given to the caller's job.
 */
export async function startEmbeddedServer(env: NodeJS.ProcessEnv, workers: number): Promise<EmbeddedServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'alt-optimizer-'));
  const closers: Array<() => Promise<void>> = [() => rm(dataDir, { recursive: true, force: true })];
  const close = async (): Promise<void> => {
    for (const closer of closers.reverse()) {
      await closer();
    }
  };
  try {
    const rowsInFlight = String(Math.max(2, workers * 2));
    const config = embeddedConfig({
      ...env,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ENGINE_WORKERS: String(workers),
      RATE_LIMIT_JOBS_PER_HOUR: '0',
      RATE_LIMIT_IMAGES_PER_MINUTE: '0',
      RATE_LIMIT_RESULTS_PER_MINUTE: '0',
      BULK_ROWS_IN_FLIGHT: rowsInFlight,
      BULK_ROWS_PER_JOB: rowsInFlight,
    });
    const logger = createLogger(config);
    const database = await openDatabase(config, { inMemory: true });
    closers.push(() => database.close());
    await ensureAdminPassword({ db: database.db, config, logger });
    const { createAltEngine } = await import('./core/engine.adapter.ts');
    const engine = await createAltEngine(config.engine, logger);
    closers.push(() => engine.close());
    const deps: AppDeps = { config, logger, db: database.db, dbKind: database.kind, engine };
    const app = await buildApp(deps);
    closers.push(() => app.close());
    await app.ready();
    return { app, close };
  } catch (error) {
    await close();
    throw error;
  }
}
