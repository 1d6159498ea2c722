import type { HealthResponse } from '@alt-optimizer/contract';
import type { AppDeps } from '../../core/deps.ts';
import { AppError, ERRORS } from '../../core/errors/index.ts';
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
