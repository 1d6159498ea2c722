import type { HealthResponse, ReadyResponse } from '@alt-optimizer/contract';
import type { AppDeps } from '../../core/deps.ts';
import { AppError, ERRORS } from '../../core/errors/index.ts';
import { pingRedis } from '../../core/queue/redis.ts';
import { APP_VERSION } from '../../core/version.ts';
import { pingDatabase } from './health.repository.ts';

/** A health check that does not touch the database would report "ok" while every real call fails. */
export async function checkHealth(deps: Pick<AppDeps, 'db' | 'dbKind' | 'engine'>): Promise<HealthResponse> {
  try {
    await pingDatabase(deps.db);
  } catch (error) {
    throw new AppError(ERRORS.databaseUnavailable, {}, { cause: error });
  }
  return { status: 'ok', version: APP_VERSION, engine: deps.engine.name, db: deps.dbKind };
}

const ok = (p: Promise<unknown>): Promise<'ok' | 'failed'> =>
  p.then(
    () => 'ok' as const,
    () => 'failed' as const,
  );

/**
 * Readiness: the database and Redis answer, the engine is loaded (it is built before the app, so a process that answers
 * has it unless it was closed), and the process is not draining after SIGTERM. Liveness stays /api/health.
 */
export async function checkReady(deps: Pick<AppDeps, 'db' | 'engine' | 'redis' | 'readiness'>): Promise<ReadyResponse> {
  const [database, redis] = await Promise.all([ok(pingDatabase(deps.db)), deps.redis ? ok(pingRedis(deps.redis)) : ('unused' as const)]);
  const checks: ReadyResponse['checks'] = {
    database,
    redis,
    engine: deps.engine.name ? 'ok' : 'failed',
    process: deps.readiness?.draining ? 'draining' : 'ok',
  };
  const ready = database === 'ok' && redis !== 'failed' && checks.engine === 'ok' && checks.process === 'ok';
  return { status: ready ? 'ready' : 'not ready', checks };
}
