import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../core/deps.ts';
import { getAdminJobResults, getAdminJobs, getAdminStats } from './admin.service.ts';
import { login, logout, requireAdmin } from './admin-auth.service.ts';
import { jobsPageSchema, LOGIN_RATE_LIMIT, parseLoginBody, parsePage, resultsPageSchema } from './admin.schema.ts';

function adminToken(request: FastifyRequest): string | undefined {
  const header = request.headers['x-admin-token'];
  return typeof header === 'string' && header.length > 0 ? header : undefined;
}

export function adminRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    app.post('/admin/auth', { config: { rateLimit: LOGIN_RATE_LIMIT } }, async (request) => {
      const token = await login(deps, parseLoginBody(request.body));
      return { success: true as const, token };
    });

    // Everything below needs a live token; the hook runs before any handler or body work.
    await app.register(async (secured) => {
      secured.addHook('onRequest', async (request) => {
        await requireAdmin(deps, adminToken(request));
      });

      secured.post('/admin/logout', async (request) => {
        const token = adminToken(request);
        if (token) {
          await logout(deps, token);
        }
        return { success: true as const };
      });

      secured.get('/admin/stats', async () => getAdminStats(deps));

      secured.get('/admin/jobs', async (request) => getAdminJobs(deps, parsePage(jobsPageSchema, request.query)));

      secured.get<{ Params: { id: string } }>('/admin/jobs/:id/results', async (request) =>
        getAdminJobResults(deps, request.params.id, parsePage(resultsPageSchema, request.query)),
      );
    });
  };
}
