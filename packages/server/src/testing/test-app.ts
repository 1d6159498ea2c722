import type { AltEngine } from '@alt-optimizer/engine';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.ts';
import { parseConfig } from '../core/config.ts';
import type { AppDeps } from '../core/deps.ts';
import { createLogger } from '../core/logger.ts';
import { ensureAdminPassword } from '../features/admin/admin-auth.service.ts';
import { openTestDatabase, type TestDatabase } from './databases.ts';

export const TEST_ADMIN_PASSWORD = 'test admin password 42';

let engine: Promise<AltEngine> | undefined;

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

/** The app exactly as main.ts builds it, on a test database, with the real engine. */
export async function startTestApp(database: TestDatabase, env: NodeJS.ProcessEnv = {}): Promise<TestApp> {
  const parsed = parseConfig({ LOG_LEVEL: 'silent', ENGINE_WORKERS: '0', ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, ...env });
  if (!parsed.ok) {
    throw new Error(parsed.errors.join('\n'));
  }
  const config = parsed.config;
  const logger = createLogger(config);
  await ensureAdminPassword({ db: database.db, config, logger });
  const deps: AppDeps = { config, logger, db: database.db, dbKind: database.kind, engine: await sharedEngine() };
  const app = await buildApp(deps);
  await app.ready();
  return { app, deps };
}

/**
 * One app on an in-memory PGlite for the whole test file: started before its tests, closed after them.
 * Call at the top level of the file; the getter throws if used before the app is up.
 */
export function useTestApp(env: NodeJS.ProcessEnv = {}): () => TestApp {
  let database: TestDatabase | undefined;
  let started: TestApp | undefined;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    started = await startTestApp(database, env);
  });
  afterAll(async () => {
    await started?.app.close();
    await database?.dispose();
    await closeSharedEngine();
  });
  return () => {
    if (!started) {
      throw new Error('test app not started yet');
    }
    return started;
  };
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
