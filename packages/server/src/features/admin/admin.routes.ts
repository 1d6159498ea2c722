import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../core/deps.ts';
import { adminTokenOf } from '../../core/http/admin-gate.ts';
import { getAdminJobResults, getAdminJobs, getAdminStats } from './admin.service.ts';
import { logout, requireAdmin, throttledLogin } from './admin-auth.service.ts';
import { jobsPageSchema, parseLoginBody, parsePage, resultsPageSchema } from './admin.schema.ts';
import { LoginThrottle } from './security/login-throttle.ts';

export function adminRoutes(deps: AppDeps): FastifyPluginAsync {
  // One backoff table per app; request.ip honours TRUST_PROXY's hops, so a client cannot pick the key.
  const throttle = new LoginThrottle();
  return async (app) => {
    app.post('/admin/auth', async (request) => {
      const token = await throttledLogin(deps, throttle, request.ip, parseLoginBody(request.body));
      return { success: true as const, token };
    });

    // Everything below needs a live token; the hook runs before any handler or body work.
    await app.register(async (secured) => {
      secured.addHook('onRequest', async (request) => {
        await requireAdmin(deps, adminTokenOf(request));
      });

      secured.post('/admin/logout', async (request) => {
        const token = adminTokenOf(request);
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
