import type { HealthResponse } from '@alt-optimizer/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { AppError, ERRORS } from '../errors/index.ts';
import { pingDatabase } from '../repositories/stats.repository.ts';
import { APP_VERSION } from '../version.ts';

export function healthRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    app.get('/health', async (): Promise<HealthResponse> => {
      // A health check that does not touch the database would report "ok" while every real call fails.
      try {
        await pingDatabase(deps.db);
      } catch (error) {
        throw new AppError(ERRORS.databaseUnavailable, {}, { cause: error });
      }
      return { status: 'ok', version: APP_VERSION, engine: deps.engine.name, db: deps.dbKind };
    });
  };
}
