import type { FastifyPluginAsync } from 'fastify';
import type { AppDeps } from '../../core/deps.ts';
import { engineSettingsRoutes } from './engine-settings.routes.ts';
import { applySavedSettings } from './engine-settings.service.ts';

/**
 * AI engine settings (issue 15 #7), registered inside the /api scope. Before the app answers, the engine saved in the
 * dashboard replaces the offline one (unless ALT_AI_PROVIDER names a vision model: the environment wins).
 */
export function engineSettingsPlugin(deps: AppDeps): FastifyPluginAsync {
  return async (app) => {
    await applySavedSettings(deps);
    await app.register(engineSettingsRoutes(deps));
  };
}
