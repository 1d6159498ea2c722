import type { HealthResponse, ReadyResponse } from '@alt-optimizer/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../core/deps.ts';
import { checkHealth, checkReady } from './health.service.ts';

/**
 * GET /health (liveness): version, engine and database kind, 503 when the database does not answer.
 * GET /ready (readiness): database, Redis (queue mode), engine, not draining; 503 with the failing checks otherwise.
 */
export function healthRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    app.get('/health', async (): Promise<HealthResponse> => checkHealth(deps));
    app.get('/ready', async (_request, reply): Promise<ReadyResponse> => {
      const ready = await checkReady(deps);
      return reply.code(ready.status === 'ready' ? 200 : 503).send(ready);
    });
  };
}
