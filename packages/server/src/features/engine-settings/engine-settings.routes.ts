import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../core/deps.ts';
import { AppError, ERRORS, requestLanguage } from '../../core/errors/index.ts';
import { isAdminRequest } from '../../core/http/admin-gate.ts';
import { testConnection } from './connection-test.ts';
import { candidateConfig, engineInfo, engineSettingsView, parseSettingsInput, saveEngineSettings } from './engine-settings.service.ts';

/**
 * GET /engine (public): the running engine and its price per image, for the tool's cost estimate.
 * GET/PUT /admin/engine-settings and POST /admin/engine-settings/test (admin): see engine-settings.service.ts.
 * No answer carries the API key; the dashboard is French, so its errors and test messages are asked for in French.
 */
export function engineSettingsRoutes(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    app.get('/engine', async () => engineInfo(deps));

    await app.register(async (admin) => {
      admin.addHook('onRequest', async (request) => {
        if (!(await isAdminRequest(request))) {
          throw new AppError(ERRORS.adminUnauthorized);
        }
      });
      admin.get('/admin/engine-settings', async () => engineSettingsView(deps));
      admin.put('/admin/engine-settings', async (request) => saveEngineSettings(deps, request.body));
      admin.post('/admin/engine-settings/test', async (request) => {
        const config = await candidateConfig(deps, parseSettingsInput(request.body));
        return testConnection(deps, config, requestLanguage(request));
      });
    });
  };
}
