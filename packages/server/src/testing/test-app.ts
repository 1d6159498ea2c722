import type { AltEngine } from '@alt-optimizer/engine';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { parseConfig } from '../core/config.ts';
import type { DbKind } from '../core/db/client.ts';
import type { AppDeps } from '../core/deps.ts';
import { createLogger } from '../core/logger.ts';
import { ensureAdminPassword } from '../features/admin/admin-auth.service.ts';
import { openTestDatabase, type TestDatabase } from './databases.ts';
import { useStarted, type Defer } from './lifecycle.ts';

export const TEST_ADMIN_PASSWORD = 'test admin password 42';

let engine: Promise<AltEngine> | undefined;
/** Apps started by `startOnFreshDatabase` still running: the last one to stop closes the shared engine. */
let holders = 0;

/** One real engine per test file, analysing in the test thread (no worker pool to start and stop). */
export function sharedEngine(): Promise<AltEngine> {
  engine ??= import('../core/engine.adapter.ts').then(({ createAltEngine }) =>
    createAltEngine({ provider: { provider: 'local' }, workers: 0 }),
  );
  return engine;
}

export async function closeSharedEngine(): Promise<void> {
  if (engine) {
    const current = engine;
    engine = undefined;
    await (await current).close();
  }
}

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
}

/** What a test may hand the app besides its environment: a stand-in DNS resolver (a third party's answers). */
export type TestAppExtras = Pick<AppDeps, 'resolve'>;

/** The app exactly as main.ts builds it, on a test database, with the real engine. */
export async function startTestApp(database: TestDatabase, env: NodeJS.ProcessEnv = {}, extras: TestAppExtras = {}): Promise<TestApp> {
  const parsed = parseConfig({ LOG_LEVEL: 'silent', ENGINE_WORKERS: '0', ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, ...env });
  if (!parsed.ok) {
    throw new Error(parsed.errors.join('\n'));
  }
  const config = parsed.config;
  const logger = createLogger(config);
  await ensureAdminPassword({ db: database.db, config, logger });
  const deps: AppDeps = { config, logger, db: database.db, dbKind: database.kind, engine: await sharedEngine(), ...extras };
  const app = await buildApp(deps);
  await app.ready();
  return { app, deps };
}

/** A fresh database of `kind` and the app on it; each registers its cleanup with `defer`. */
export async function startOnFreshDatabase(
  defer: Defer,
  kind: DbKind,
  env: NodeJS.ProcessEnv = {},
  extras: TestAppExtras = {},
): Promise<TestApp> {
  const database = await openTestDatabase(kind);
  defer(() => database.dispose());
  holders += 1;
  defer(async () => {
    holders -= 1;
    if (holders === 0) {
      await closeSharedEngine();
    }
  });
  const started = await startTestApp(database, env, extras);
  defer(() => started.app.close());
  return started;
}

/**
 * One app on a fresh database (in-memory PGlite unless told) for the whole test file or `describe`: started before
 * its tests, closed after them. The getter throws if used before the app is up.
 */
export function useTestApp(env: NodeJS.ProcessEnv = {}, kind: DbKind = 'pglite', extras: TestAppExtras = {}): () => TestApp {
  return useStarted('test app', (defer) => startOnFreshDatabase(defer, kind, env, extras));
}

/** A multipart body built by hand so tests control every byte and header, as curl would send them. */
export function multipartBody(
  parts: Array<{ name: string; value: string } | { name: string; filename: string; contentType: string; data: Buffer }>,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----alt-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if ('data' in part) {
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.contentType}\r\n\r\n`,
        ),
        part.data,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
