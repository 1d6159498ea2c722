import { randomUUID } from 'node:crypto';
import { LIMITS } from '@alt-optimizer/contract';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppDeps } from './core/deps.ts';
import { AppError, ERRORS, apiNotFoundHandler, errorHandler } from './core/errors/index.ts';
import { answerFrameworkError, registerSecurityHeaders } from './core/http/security-headers.ts';
import { trustProxyOption } from './core/http/trust-proxy.ts';
import { outboundPolicy } from './core/net/outbound.ts';
import { JobStarterHub } from './core/jobs/job-starter.ts';
import { isAdminToken } from './features/admin/admin-auth.service.ts';
import { adminRoutes } from './features/admin/admin.routes.ts';
import { apiDocsRoutes } from './features/api-docs/api-docs.routes.ts';
import { apiAccessFor, apiKeysPlugin } from './features/api-keys/index.ts';
import { bulkPlugin } from './features/bulk/index.ts';
import { connectorsPlugin } from './features/connectors/index.ts';
import { engineSettingsPlugin } from './features/engine-settings/index.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { pageAuditPlugin } from './features/page-audit/index.ts';
import { singleImageRoutes } from './features/single-image/single-image.routes.ts';
import { registerWebSite } from './features/site/index.ts';
import { templateRoutes } from './features/templates/templates.routes.ts';

/** Store connectors: stores on private addresses (and over http) only where private image URLs are allowed. */
function connectorSettings(deps: AppDeps) {
  return {
    secretKey: deps.config.secretKey,
    allowPrivate: deps.config.allowPrivateImageUrls !== false,
    writesPerSecond: deps.config.connectorWritesPerSecond,
    outbound: outboundPolicy(deps),
  };
}

/**
 * Builds the whole HTTP app without listening: main.ts listens, tests use `app.inject`.
 * Feature plugins are one line each: API plugins inside the /api scope (their paths are relative to /api),
 * the web site at the root.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: deps.logger,
    // request.ip is what our own proxies saw, never the client-written leftmost X-Forwarded-For.
    trustProxy: trustProxyOption(deps.config.trustProxy),
    genReqId: () => randomUUID(),
    frameworkErrors: answerFrameworkError,
    // JSON bodies are small (login, edits); files go through multipart with their own limits.
    bodyLimit: 1024 * 1024,
  }) as unknown as FastifyInstance;

  app.decorateRequest('explicitLanguage', null);
  // Lets any feature accept the administrator (x-admin-token) without importing the admin feature.
  app.decorate('isAdminToken', (token: string | undefined) => isAdminToken(deps, token));
  // Lets the single-image and bulk features serve /api/v1 (Bearer keys, quotas) without importing the api-keys feature.
  app.decorate('apiAccess', apiAccessFor(deps));
  app.decorateRequest('apiClient', null);
  // Lets any feature start a job it inserted through core/jobs; the bulk plugin provides the runner.
  app.decorate('jobStarter', new JobStarterHub());
  app.setErrorHandler(errorHandler);
  // First, so every response below (API, pages, assets, errors, 404s) carries CSP, nosniff and the rest.
  await registerSecurityHeaders(app);

  // Plugin-wide ceiling is the largest upload (a spreadsheet); each route narrows it per request.
  await app.register(multipart, {
    limits: { fileSize: LIMITS.spreadsheetMaxBytes, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 30 },
  });
  // Off by default; routes opt in with `config.rateLimit` (per-IP limits of the public endpoints).
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError(ERRORS.tooManyRequests, { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  });

  await app.register(
    async (api) => {
      api.setNotFoundHandler(apiNotFoundHandler);
      await api.register(healthRoutes(deps));
      await api.register(singleImageRoutes(deps));
      await api.register(templateRoutes);
      await api.register(adminRoutes(deps));
      await api.register(engineSettingsPlugin(deps));
      await api.register(apiKeysPlugin(deps));
      await api.register(apiDocsRoutes);
      await api.register(bulkPlugin(deps));
      await api.register(connectorsPlugin(deps, connectorSettings(deps)));
      await api.register(pageAuditPlugin(deps));
    },
    { prefix: '/api' },
  );
  // After /api: the prerendered site, its assets and the HTML 404 page for every other path.
  await registerWebSite(app, { publicUrl: deps.config.publicUrl });

  return app;
}
