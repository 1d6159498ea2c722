import type { HealthResponse } from '@alt-optimizer/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../core/deps.ts';
import { checkHealth } from './health.service.ts';

/** GET /health: version, engine and database kind, 503 when the database does not answer. */
export function healthRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    app.get('/health', async (): Promise<HealthResponse> => checkHealth(deps));
  };
}
